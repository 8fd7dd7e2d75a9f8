import { Link } from "react-router-dom";
import { textLink } from "../../../../../styled-system/recipes/index.js";
import {
  type UserQuery,
  useCompanyUsers,
} from "../../../../adapters/react/account/use-user-admin.ts";
import { useSession } from "../../../../adapters/react/index.ts";
import { pageQuery } from "../../../../core/api/page-window.ts";
import {
  type CompanyUser,
  USER_STATUS_LABELS,
  USER_STATUSES,
} from "../../../../core/api/users/index.ts";
import { portalNow } from "../../../../core/clock.ts";
import {
  accessSummary,
  modulePermissionLabel,
} from "../../../../core/permissions/access-levels.ts";
import { canAddUser } from "../../../../core/permissions/index.ts";
import { MODULE_PERMISSIONS } from "../../../../core/permissions/permission-names.ts";
import { DataTable } from "../../../components/data-table.tsx";
import { DocumentationLink } from "../../../components/documentation-link.tsx";
import { DisplayTime } from "../../../components/records/display-time.tsx";
import { DroppedFiltersNotice } from "../../../components/records/dropped-filters-notice.tsx";
import {
  ChoiceFilter,
  FilterForm,
  SearchFilter,
  vocabularyChoices,
} from "../../../components/records/filter-fields.tsx";
import { PagedResults } from "../../../components/records/paged-results.tsx";
import { useSearchText } from "../../../components/records/use-search-text.ts";
import { oneValueOf, useUrlFilters } from "../../../components/records/use-url-filters.ts";
import { AccountPage, accountFiltersClass } from "../shared/account-page.tsx";

export const USERS_PAGE_SIZE = 20;
const FILTER_KEYS = ["search", "status", "permission"] as const;
// The server reads one status and one permission: a comma list is not a filter of this list.
const FILTER_CHECKS = {
  status: oneValueOf(USER_STATUSES),
  permission: oneValueOf(MODULE_PERMISSIONS),
};
const FILTER_LABELS = { status: "Status", permission: "Permission" };
const STATUS_CHOICES = vocabularyChoices(USER_STATUSES, USER_STATUS_LABELS);
const PERMISSION_CHOICES = MODULE_PERMISSIONS.map((each) => ({
  value: each,
  label: modulePermissionLabel(each),
}));

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
  const now = portalNow();

  // The filter checks (FILTER_CHECKS) let through only a status and a permission that exist.
  const users = useCompanyUsers(pageQuery(url.filters, url.page, USERS_PAGE_SIZE) as UserQuery);

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
      <FilterForm
        label="User filters"
        className={accountFiltersClass}
        onSubmit={() => url.setFilters({ search: typed })}
      >
        <SearchFilter
          label="Search users"
          helperText="Name or e-mail address"
          name="search"
          value={typed}
          onChange={setTyped}
        />
        <ChoiceFilter
          label="Status"
          name="status"
          value={status}
          anyLabel="Any status"
          choices={STATUS_CHOICES}
          onChange={(value) => url.setFilters({ status: value })}
        />
        <ChoiceFilter
          label="Permission"
          name="permission"
          value={permission}
          anyLabel="Any permission"
          choices={PERMISSION_CHOICES}
          onChange={(value) => url.setFilters({ permission: value })}
        />
      </FilterForm>
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
