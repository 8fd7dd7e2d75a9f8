import { Link } from "react-router-dom";
import { wrap } from "#styled-system/patterns/index.js";
import { heading, textLink } from "#styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import { canAddUser } from "../../../../core/permissions/index.ts";
import { DocumentationLink } from "../../../components/documentation-link.tsx";
import { AccountPage } from "../shared/account-page.tsx";
import { PendingUsers } from "./pending-users.tsx";

/** /account-settings/manage: the way into user administration, with the pending invites. */
export function ManagePage() {
  const { permissions } = useSession();
  return (
    <AccountPage title="User management" subtitle="Who in your company uses the portal.">
      <DocumentationLink topic="user_management" />
      <nav aria-label="User management">
        <ul className={wrap({ gap: "6", mb: "6" })}>
          <li>
            <Link className={textLink()} to="/account-settings/manage/users">
              All users
            </Link>
          </li>
          {canAddUser(permissions) && (
            <li>
              <Link className={textLink()} to="/account-settings/manage/users/invite">
                Invite a user
              </Link>
            </li>
          )}
          <li>
            <Link className={textLink()} to="/manage/pending-users">
              Pending users
            </Link>
          </li>
          <li>
            <Link className={textLink()} to="/account-settings/logs">
              Permission log
            </Link>
          </li>
        </ul>
      </nav>
      <h2 className={heading({ size: "section" })}>Pending users</h2>
      <PendingUsers />
    </AccountPage>
  );
}
