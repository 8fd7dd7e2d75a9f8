import { useState } from "react";
import { flex, grid } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import { useInviteAction } from "../../../../adapters/resources/users/user-invite.ts";
import { PENDING_USER_LIST } from "../../../../core/api/users/index.ts";
import { userName } from "../../../../core/api/users/user-name.ts";
import { portalNow } from "../../../../core/clock.ts";
import { accessSummary } from "../../../../core/permissions/access-levels.ts";
import { canAddUser } from "../../../../core/permissions/index.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { InPageList } from "../../../components/records/in-page-list.tsx";
import { timeColumn } from "../../../components/records/value-columns.tsx";

/** What may be done to an invitation, as its row's buttons: resend it, or withdraw it. */
const INVITE_ACTIONS = [
  {
    action: "resend",
    label: "Resend",
    variant: "outline",
    names: (name: string) => `Resend the invitation to ${name}`,
  },
  {
    action: "revoke",
    label: "Revoke",
    variant: "ghost",
    names: (name: string) => `Revoke the invitation of ${name}`,
  },
] as const;

/**
 * The invited users who have not chosen a password yet, with resend and revoke for those who
 * may add users. Shown on /account-settings/manage and /manage/pending-users.
 */
export function PendingUsers() {
  const { permissions } = useSession();
  const mayAct = canAddUser(permissions);
  const action = useInviteAction();
  const [last, setLast] = useState<{ name: string; action: "resend" | "revoke" } | null>(null);
  const now = portalNow();

  return (
    <div className={grid({ gap: "3" })}>
      {action.isSuccess && last !== null && (
        <p role="status" className={text({ tone: "muted", size: "sm" })}>
          {last.action === "resend"
            ? `A new invitation has been sent to ${last.name}.`
            : `The invitation of ${last.name} has been withdrawn.`}
        </p>
      )}
      {action.error !== null && <Alert status="error">{action.error}</Alert>}
      <InPageList
        list={PENDING_USER_LIST}
        noun="pending users"
        emptyTitle="Nobody is waiting to accept an invitation."
        emptyHint="The users you invite appear here until they choose a password."
        caption="Pending users"
        rowHeader={{ header: "Name", cell: userName }}
        columns={[
          { header: "E-mail", cell: (user) => user.email },
          timeColumn("Invited", "invited_at", now),
          timeColumn("Invite expires", "invite_expires_at", now, { fallback: "Expired" }),
          { header: "Permissions", cell: (user) => accessSummary(user.permissions) },
          {
            header: "Actions",
            hidden: !mayAct,
            cell: (user) => (
              <span className={flex({ gap: "2" })}>
                {INVITE_ACTIONS.map(({ action: kind, label, variant, names }) => (
                  <Button
                    key={kind}
                    size="sm"
                    variant={variant}
                    disabled={action.isPending}
                    aria-label={names(userName(user))}
                    onClick={() => {
                      setLast({ name: userName(user), action: kind });
                      action.submit({ id: user.id, action: kind });
                    }}
                  >
                    {label}
                  </Button>
                ))}
              </span>
            ),
          },
        ]}
      />
    </div>
  );
}
