import { AccountPage } from "../shared/account-page.tsx";
import { PendingUsers } from "./pending-users.tsx";

/** /manage/pending-users: the invites not accepted yet. */
export function PendingUsersPage() {
  return (
    <AccountPage
      title="Pending users"
      subtitle="Invited colleagues who have not chosen their password yet."
      back={{ to: "/account-settings/manage", label: "User management" }}
    >
      <PendingUsers />
    </AccountPage>
  );
}
