import { navMenu } from "#styled-system/recipes/index.js";
import { useSession } from "../../../adapters/react/auth/use-session.ts";
import type { NavItem } from "../../../core/permissions/index.ts";
import { deferredComponent, useDeferredPopup } from "../deferred/deferred-popup.ts";
import { StandInTrigger } from "../deferred/stand-in-trigger.tsx";
import { usePortalNavigation } from "./use-navigation.ts";
import { UserMenuTriggerContent } from "./user-menu-trigger-content.tsx";

const popup = deferredComponent(() =>
  import("./user-menu-popup.tsx").then((module) => module.UserMenuPopup),
);

/**
 * The user menu (spec section 2): company name and initials avatar on the trigger; full name
 * and e-mail heading the list; then Account settings, Impersonation, Exit impersonation and
 * Sign out as core's navigation allows. A button of the same look stands in until the user
 * reaches for it (deferred-popup.ts says why).
 */
export function UserMenu({ items }: { readonly items: ReadonlyArray<NavItem> }) {
  const { user } = useSession();
  const { avatarTone } = usePortalNavigation();
  const { Component, openedBy, triggerProps } = useDeferredPopup(popup);
  if (user === null) return null;
  if (Component !== undefined) return <Component items={items} openedBy={openedBy} />;
  return (
    <StandInTrigger opens="menu" className={navMenu().trigger} triggerProps={triggerProps}>
      <UserMenuTriggerContent user={user} avatarTone={avatarTone} />
    </StandInTrigger>
  );
}
