import { useState } from "react";
import { Link } from "react-router-dom";
import { flex } from "#styled-system/patterns/index.js";
import { panel, textLink } from "#styled-system/recipes/index.js";
import {
  useDuplicateEmail,
  useInviteUser,
} from "../../../../adapters/resources/users/user-invite.ts";
import {
  BLANK_FIELD,
  DUPLICATE_EMAIL,
  INVALID_EMAIL,
  isEmailShaped,
} from "../../../../core/api/users/index.ts";
import type { ModulePermission } from "../../../../core/permissions/permission-names.ts";
import { rolePresetFieldOf } from "../../../../core/permissions/role-presets.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { CheckedForm } from "../../../components/checked-form.tsx";
import { DocumentationLink } from "../../../components/documentation-link.tsx";
import { FormFailure } from "../../../components/form-failure.tsx";
import {
  otherFieldErrors,
  serverFieldError,
  useSendAttempts,
} from "../../../components/form-feedback.ts";
import { TextField } from "../../../components/text-field.tsx";
import { AccountPage, formColumn } from "../shared/account-page.tsx";
import { PermissionMatrix } from "../shared/permission-matrix.tsx";
import { PersonNameFields } from "../shared/person-name-fields.tsx";
import { RolePresetField } from "../shared/role-preset-field.tsx";

interface Draft {
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly permissions: ReadonlyArray<ModulePermission>;
}
const EMPTY: Draft = { email: "", firstname: "", lastname: "", permissions: [] };

/**
 * /account-settings/manage/users/invite: the colleague's e-mail (checked for duplicates as it
 * is typed), names and the permission matrix. The server mails them a set-password link.
 */
export function InviteUserPage() {
  const invite = useInviteUser();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const attempts = useSendAttempts(invite.fieldErrors);
  const wellFormed = isEmailShaped(draft.email.trim());
  const taken = useDuplicateEmail(draft.email, wellFormed);

  const problems = {
    email: draft.email.trim() === "" ? BLANK_FIELD : wellFormed ? undefined : INVALID_EMAIL,
    firstname: draft.firstname.trim() === "" ? BLANK_FIELD : undefined,
    lastname: draft.lastname.trim() === "" ? BLANK_FIELD : undefined,
  };
  const shown = (field: keyof typeof problems) => (attempts.made ? problems[field] : undefined);
  const edit = (patch: Partial<Draft>) => setDraft((was) => ({ ...was, ...patch }));

  const send = () => {
    if (Object.values(problems).some((problem) => problem !== undefined) || taken === true) return;
    invite.submit({
      email: draft.email.trim(),
      firstname: draft.firstname.trim(),
      lastname: draft.lastname.trim(),
      permissions: [...draft.permissions],
      ...rolePresetFieldOf(draft.permissions),
    });
  };

  const back = { to: "/account-settings/manage/users", label: "Users" };
  if (invite.isSuccess && invite.data !== undefined) {
    return (
      <AccountPage title="Invite a user" back={back}>
        <div className={panel()}>
          <Alert status="success">
            An invitation has been sent to {invite.data.email}. They appear under pending users
            until they choose their password.
          </Alert>
          <p className={flex({ mt: "3", gap: "4" })}>
            <Link className={textLink()} to="/manage/pending-users">
              Pending users
            </Link>
            <button
              type="button"
              className={textLink()}
              onClick={() => {
                setDraft(EMPTY);
                attempts.reset();
                invite.reset();
              }}
            >
              Invite another user
            </button>
          </p>
        </div>
      </AccountPage>
    );
  }

  const others = otherFieldErrors(invite.fieldErrors, [
    "email",
    "firstname",
    "lastname",
    "permissions",
    "role_preset",
  ]);
  return (
    <AccountPage
      title="Invite a user"
      subtitle="They receive an e-mail with a link to choose their password."
      back={back}
    >
      <DocumentationLink topic="user_management" />
      <div className={panel()}>
        <CheckedForm
          attempts={attempts}
          aria-label="Invite a user"
          onSend={send}
          className={formColumn}
        >
          <FormFailure failures={[invite.error, ...others]} />
          <TextField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="off"
            required
            value={draft.email}
            onChange={(event) => edit({ email: event.target.value })}
            helperText={taken === false ? "This address is free." : undefined}
            errorText={
              (taken === true ? DUPLICATE_EMAIL : undefined) ??
              shown("email") ??
              serverFieldError(invite.fieldErrors, "email")
            }
          />
          <PersonNameFields
            value={draft}
            onEdit={(part, typed) => edit({ [part]: typed })}
            errorOf={(part) => shown(part) ?? serverFieldError(invite.fieldErrors, part)}
          />
          <RolePresetField
            permissions={draft.permissions}
            onChange={(permissions) => edit({ permissions })}
            errorText={serverFieldError(invite.fieldErrors, "role_preset")}
          />
          <PermissionMatrix
            value={draft.permissions}
            onChange={(permissions) => edit({ permissions })}
            errorText={serverFieldError(invite.fieldErrors, "permissions")}
          />
          <div>
            <Button type="submit" busy={invite.isPending}>
              {invite.isPending ? "Sending…" : "Send invitation"}
            </Button>
          </div>
        </CheckedForm>
      </div>
    </AccountPage>
  );
}
