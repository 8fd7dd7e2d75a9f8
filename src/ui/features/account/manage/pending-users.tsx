import { useState } from "react";
import { flex, grid } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import { useList } from "../../../../adapters/react/use-list.ts";
import { useInviteAction } from "../../../../adapters/resources/users/user-invite.ts";
import { PENDING_USER_LIST, type PendingUser } from "../../../../core/api/users/index.ts";
import { portalNow } from "../../../../core/clock.ts";
import { accessSummary } from "../../../../core/permissions/access-levels.ts";
import { canAddUser } from "../../../../core/permissions/index.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { DataTable } from "../../../components/data-table.tsx";
import { DisplayTime } from "../../../components/records/display-time.tsx";
import { PagedResults } from "../../../components/records/paged-results.tsx";

const nameOf = (user: PendingUser) => `${user.firstname} ${user.lastname}`.trim() || user.email;

/**
 * The invited users who have not chosen a password yet, with resend and revoke for those who
 * may add users. Shown on /account-settings/manage and /manage/pending-users.
 */
export function PendingUsers() {
  const { permissions } = useSession();
  const mayAct = canAddUser(permissions);
  const [page, setPage] = useState(1);
  // The page is kept here, not in the address: the list sits inside other pages.
  const pending = useList(PENDING_USER_LIST, PENDING_USER_LIST.page({}, page));
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
      <PagedResults
        view={pending}
        url={{ page, setPage }}
        pageSize={PENDING_USER_LIST.pageSize}
        noun="pending users"
        emptyTitle="Nobody is waiting to accept an invitation."
        emptyHint="The users you invite appear here until they choose a password."
      >
        {(results) => (
          <DataTable
            caption="Pending users"
            rows={results}
            rowKey={(user) => user.id}
            rowHeader={{ header: "Name", cell: nameOf }}
            columns={[
              { header: "E-mail", cell: (user) => user.email },
              {
                header: "Invited",
                cell: (user) => <DisplayTime value={user.invited_at} now={now} />,
              },
              {
                header: "Invite expires",
                cell: (user) => (
                  <DisplayTime value={user.invite_expires_at} now={now} fallback="Expired" />
                ),
              },
              { header: "Permissions", cell: (user) => accessSummary(user.permissions) },
              {
                header: "Actions",
                hidden: !mayAct,
                cell: (user) => (
                  <span className={flex({ gap: "2" })}>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={action.isPending}
                      aria-label={`Resend the invitation to ${nameOf(user)}`}
                      onClick={() => {
                        setLast({ name: nameOf(user), action: "resend" });
                        action.submit({ id: user.id, action: "resend" });
                      }}
                    >
                      Resend
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={action.isPending}
                      aria-label={`Revoke the invitation of ${nameOf(user)}`}
                      onClick={() => {
                        setLast({ name: nameOf(user), action: "revoke" });
                        action.submit({ id: user.id, action: "revoke" });
                      }}
                    >
                      Revoke
                    </Button>
                  </span>
                ),
              },
            ]}
          />
        )}
      </PagedResults>
    </div>
  );
}
