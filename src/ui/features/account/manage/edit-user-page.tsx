import { useState } from "react";
import { useParams } from "react-router-dom";
import { css } from "#styled-system/css/index.js";
import { grid } from "#styled-system/patterns/index.js";
import { heading, panel, text } from "#styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import {
  useAccountStatus,
  useCompanyUser,
  useUpdatePermissions,
  useUpdateUserDetails,
} from "../../../../adapters/resources/users/company-user.ts";
import { isAssignablePermission, USER_STATUS_LABELS } from "../../../../core/api/users/index.ts";
import { userName } from "../../../../core/api/users/user-name.ts";
import { portalNow } from "../../../../core/clock.ts";
import { canEditUser, canRemoveUser, samePermissions } from "../../../../core/permissions/index.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { DocumentationLink } from "../../../components/documentation-link.tsx";
import { FormFailure } from "../../../components/form-failure.tsx";
import { DisplayTime } from "../../../components/records/display-time.tsx";
import { AccountPage } from "../shared/account-page.tsx";
import { PermissionMatrix } from "../shared/permission-matrix.tsx";
import { RolePresetField } from "../shared/role-preset-field.tsx";
import { SaveRow } from "../shared/save-row.tsx";
import { UserDetailsForm } from "../shared/user-details-form.tsx";

const back = { to: "/account-settings/manage/users", label: "Users" };

/**
 * /account-settings/manage/users/:id/edit: a colleague's name and phone (corrected by a
 * writing administrator, logged), what they may do (the permission matrix), and deactivating
 * or reactivating their account. One's own permissions and account are shown
 * but not changeable here: the server refuses both, so the company keeps an administrator.
 */
export function EditUserPage() {
  const id = useParams().id ?? "";
  const session = useSession();
  const user = useCompanyUser(id);
  const update = useUpdatePermissions(id);
  const status = useAccountStatus(id);
  const details = useUpdateUserDetails(id);
  const [draft, setDraft] = useState<ReadonlyArray<string> | null>(null);

  if (user.isPending) {
    return (
      <AccountPage title="Edit user" back={back}>
        <p role="status" className={text({ tone: "muted" })}>
          Loading the user…
        </p>
      </AccountPage>
    );
  }
  if (user.isError || user.data === undefined) {
    return (
      <AccountPage title="Edit user" back={back}>
        <Alert status="error">{user.error ?? "This user could not be loaded."}</Alert>
      </AccountPage>
    );
  }

  const person = user.data;
  const name = userName(person);
  const isSelf = session.user?.id === person.id;
  const mayEdit = canEditUser(session.permissions) && !isSelf;
  const mayChangeStatus = canRemoveUser(session.permissions) && !isSelf;
  const stored = person.permissions.filter(isAssignablePermission);
  const shown = draft ?? stored;
  const now = portalNow();
  // An active user may be deactivated; an inactive one reactivated (an invited one neither).
  const statusChange = person.status === "active" ? "deactivate" : "reactivate";

  return (
    <AccountPage title={name} subtitle={person.email} back={back}>
      <DocumentationLink topic="user_management" />
      <section aria-label="Account" className={panel()}>
        <dl className={grid({ gridTemplateColumns: "10rem 1fr", gap: "2" })}>
          <dt>Status</dt>
          <dd>{USER_STATUS_LABELS[person.status]}</dd>
          <dt>Last sign-in</dt>
          <dd>
            <DisplayTime value={person.last_login} now={now} fallback="Never" />
          </dd>
        </dl>
        {mayChangeStatus && person.status !== "invited" && (
          <div className={css({ mt: "4" })}>
            <Button
              variant="outline"
              disabled={status.isPending}
              onClick={() => status.submit(statusChange)}
            >
              {statusChange === "deactivate" ? "Deactivate user" : "Reactivate user"}
            </Button>
            {status.isSuccess && (
              <p role="status" className={text({ tone: "muted", size: "sm" })}>
                {status.data?.status === "inactive"
                  ? `${name} has been deactivated and signed out.`
                  : `${name} can sign in again.`}
              </p>
            )}
            <FormFailure
              failures={[status.error, ...(status.fieldErrors.non_field_errors ?? [])]}
            />
          </div>
        )}
        {isSelf && (
          <p className={text({ tone: "muted", size: "sm" })}>
            This is your own account: another administrator changes its permissions or status.
          </p>
        )}
      </section>
      {canEditUser(session.permissions) && (
        <section aria-labelledby="user-details" className={css({ mt: "6" })}>
          <div className={panel()}>
            <h2 id="user-details" className={heading({ size: "card" })}>
              Details
            </h2>
            <UserDetailsForm
              // A new user's page starts from that user's details, not the last one's draft.
              key={person.id}
              label="Details"
              whose="another user's"
              saved={person}
              save={details}
            />
          </div>
        </section>
      )}
      <section aria-label="Permissions" className={css({ mt: "6" })}>
        <div className={panel()}>
          <form
            aria-label="Permissions"
            onSubmit={(event) => {
              event.preventDefault();
              update.submit(shown);
            }}
          >
            {mayEdit && (
              <div className={css({ mb: "4", maxW: "sm" })}>
                <RolePresetField
                  permissions={shown}
                  onChange={(next) => {
                    setDraft(next);
                    update.reset();
                  }}
                  errorText={update.fieldErrors.role_preset}
                />
              </div>
            )}
            <PermissionMatrix
              value={shown}
              readOnly={!mayEdit}
              onChange={(next) => {
                setDraft(next);
                update.reset();
              }}
              errorText={[
                ...(update.fieldErrors.permissions ?? []),
                ...(update.fieldErrors.non_field_errors ?? []),
              ]}
            />
            {mayEdit && (
              <SaveRow
                label="Save permissions"
                savedMessage="The permissions have been saved."
                pending={update.isPending}
                saved={update.isSuccess}
                nothingToSave={samePermissions(shown, stored)}
                className={css({ mt: "4" })}
              />
            )}
            <FormFailure failures={[update.error]} />
          </form>
        </div>
      </section>
    </AccountPage>
  );
}
