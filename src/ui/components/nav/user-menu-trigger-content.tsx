import { css } from "#styled-system/css/index.js";
import { srOnly } from "#styled-system/recipes/index.js";
import type { SessionView } from "../../../adapters/react/auth/use-session.ts";
import { userName } from "../../../core/api/users/user-name.ts";
import { ChevronDownIcon } from "./icons.tsx";
import { InitialsAvatar } from "./initials-avatar.tsx";
import { initialsOf } from "./use-navigation.ts";

type SignedInUser = NonNullable<SessionView["user"]>;

/** The face of the user menu's trigger: company, initials avatar (red while impersonating). */
export function UserMenuTriggerContent({
  user,
  avatarTone,
}: {
  readonly user: SignedInUser;
  readonly avatarTone: "impersonating" | "default";
}) {
  return (
    <>
      <span className={css({ display: { base: "none", lg: "inline" } })}>{user.company_name}</span>
      <InitialsAvatar initials={initialsOf(user)} tone={avatarTone} />
      <span className={srOnly()}>Account menu of {userName(user)}</span>
      <ChevronDownIcon />
    </>
  );
}
