import { Link } from "react-router-dom";
import { grid } from "../../../../../styled-system/patterns/index.js";
import { textLink } from "../../../../../styled-system/recipes/index.js";
import { useCompanyUsers } from "../../../../adapters/react/account/use-user-admin.ts";
import { useSession } from "../../../../adapters/react/index.ts";
import {
  type CompanyUser,
  USER_STATUS_LABELS,
  USER_STATUSES,
  type UserStatus,
} from "../../../../core/api/users/index.ts";
import {
  accessSummary,
  modulePermissionLabel,
} from "../../../../core/permissions/access-levels.ts";
import { canAddUser } from "../../../../core/permissions/index.ts";
import {
  MODULE_PERMISSIONS,
  type ModulePermission,
} from "../../../../core/permissions/permission-names.ts";
import { DataTable } from "../../../components/data-table.tsx";
import { DocumentationLink } from "../../../components/documentation-link.tsx";
import { DisplayTime } from "../../../components/records/display-time.tsx";
import { DroppedFiltersNotice } from "../../../components/records/dropped-filters-notice.tsx";
import { PagedResults } from "../../../components/records/paged-results.tsx";
import { useSearchText } from "../../../components/records/use-search-text.ts";
import { oneValueOf, useUrlFilters } from "../../../components/records/use-url-filters.ts";
import { SelectField, TextField } from "../../../components/text-field.tsx";
import { AccountPage } from "../shared/account-page.tsx";

export const USERS_PAGE_SIZE = 20;
const FILTER_KEYS = ["search", "status", "permission"] as const;
// The server reads one status and one permission: a comma list is not a filter of this list.
const FILTER_CHECKS = {
  status: oneValueOf(USER_STATUSES),
  permission: oneValueOf(MODULE_PERMISSIONS),
};
const FILTER_LABELS = { status: "Status", permission: "Permission" };

const nameOf = (user: CompanyUser) => `${user.firstname} ${user.lastname}`.trim() || user.email;

/**
 * /account-settings/manage/users: the company's users with their state, last sign-in and a
 * summary of what they may do; search, state and permission filters live in the address
 * (useUrlFilters: a value the filters do not know is left out of the query, and said).
 */
export function UsersPage() {
  const { permissions } = useSession();
  const url = useUrlFilters(FILTER_KEYS, FILTER_CHECKS);
  const { search, status, permission } = url.filters;
  const [typed, setTyped] = useSearchText(search, (text) => url.setFilters({ search: text }));
  const now = new Date();

  const users = useCompanyUsers({
    ...(search === "" ? {} : { search }),
    ...(status === "" ? {} : { status: status as UserStatus }),
    ...(permission === "" ? {} : { permission: permission as ModulePermission }),
    offset: (url.page - 1) * USERS_PAGE_SIZE,
    limit: USERS_PAGE_SIZE,
  });

  return (
    <AccountPage
      title="Users"
      subtitle="The people of your company who use the portal."
      back={{ to: "/account-settings/manage", label: "User management" }}
      actions={
        canAddUser(permissions) ? (
          <Link className={textLink()} to="/account-settings/manage/users/invite">
            Invite a user
          </Link>
        ) : undefined
      }
    >
      <DocumentationLink topic="user_management" />
      <DroppedFiltersNotice dropped={url.dropped} labels={FILTER_LABELS} />
      {/* biome-ignore lint/a11y/useSemanticElements: role="search" works in every browser the portal supports; <search> does not yet. */}
      <form
        role="search"
        aria-label="User filters"
        className={grid({
          gridTemplateColumns: { base: "1fr", md: "repeat(3, minmax(0, 1fr))" },
          gap: "4",
          alignItems: "start",
          mb: "4",
        })}
        onSubmit={(event) => {
          event.preventDefault();
          url.setFilters({ search: typed });
        }}
      >
        <TextField
          label="Search users"
          helperText="Name or e-mail address"
          type="search"
          name="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <SelectField
          label="Status"
          name="status"
          value={status}
          onChange={(event) => url.setFilters({ status: event.target.value })}
        >
          <option value="">Any status</option>
          {USER_STATUSES.map((each) => (
            <option key={each} value={each}>
              {USER_STATUS_LABELS[each]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Permission"
          name="permission"
          value={permission}
          onChange={(event) => url.setFilters({ permission: event.target.value })}
        >
          <option value="">Any permission</option>
          {MODULE_PERMISSIONS.map((each) => (
            <option key={each} value={each}>
              {modulePermissionLabel(each)}
            </option>
          ))}
        </SelectField>
      </form>
      <PagedResults
        view={users}
        url={url}
        pageSize={USERS_PAGE_SIZE}
        noun="users"
        emptyTitle="Your company has no users yet."
        emptyHint="Invite the people of your company to give them access to the portal."
      >
        {(results) => (
          <DataTable
            caption="Users"
            rows={results}
            rowKey={(user) => user.id}
            rowHeader={{
              header: "Name",
              cell: (user) => (
                <Link className={textLink()} to={`/account-settings/manage/users/${user.id}/edit`}>
                  {nameOf(user)}
                </Link>
              ),
            }}
            columns={[
              { header: "E-mail", cell: (user) => user.email },
              { header: "Status", cell: (user) => USER_STATUS_LABELS[user.status] },
              {
                header: "Last sign-in",
                cell: (user) => <DisplayTime value={user.last_login} now={now} fallback="Never" />,
              },
              { header: "Permissions", cell: (user) => accessSummary(user.permissions) },
            ]}
          />
        )}
      </PagedResults>
    </AccountPage>
  );
}
