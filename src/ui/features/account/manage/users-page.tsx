import { Link } from "react-router-dom";
import { textLink } from "#styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import { USER_LIST, USER_STATUS_LABELS } from "../../../../core/api/users/index.ts";
import { userName } from "../../../../core/api/users/user-name.ts";
import { portalNow } from "../../../../core/clock.ts";
import { accessSummary } from "../../../../core/permissions/access-levels.ts";
import { canAddUser } from "../../../../core/permissions/index.ts";
import { DocumentationLink } from "../../../components/documentation-link.tsx";
import {
  ChoiceFilter,
  FilterForm,
  SearchFilter,
} from "../../../components/records/filter-fields.tsx";
import { type RecordFilters, RecordList } from "../../../components/records/record-list.tsx";
import { useSearchFilter } from "../../../components/records/use-search-text.ts";
import { timeColumn } from "../../../components/records/value-columns.tsx";
import { AccountPage, accountFiltersClass } from "../shared/account-page.tsx";

/** The users list's filters: search, state and permission. */
function UserFilters({ filters, change, field }: RecordFilters<typeof USER_LIST>) {
  const [typed, setTyped] = useSearchFilter(filters, change, "search");
  return (
    <FilterForm
      label="User filters"
      className={accountFiltersClass}
      onSubmit={() => change({ search: typed })}
    >
      <SearchFilter
        label="Search users"
        helperText="Name or e-mail address"
        name="search"
        value={typed}
        onChange={setTyped}
      />
      <ChoiceFilter {...field("status")} anyLabel="Any status" />
      <ChoiceFilter {...field("permission")} anyLabel="Any permission" />
    </FilterForm>
  );
}

/**
 * /account-settings/manage/users: the company's users with their state, last sign-in and a
 * summary of what they may do; search, state and permission filters live in the address
 * (RecordList: a value the list's declaration refuses is left out of the query, and said).
 */
export function UsersPage() {
  const { permissions } = useSession();
  const now = portalNow();
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
      <RecordList
        list={USER_LIST}
        label="Users"
        filterForm={(state) => <UserFilters {...state} />}
        noun="users"
        emptyTitle="Your company has no users yet."
        emptyHint="Invite the people of your company to give them access to the portal."
        rowHeader={{
          header: "Name",
          cell: (user) => (
            <Link className={textLink()} to={`/account-settings/manage/users/${user.id}/edit`}>
              {userName(user)}
            </Link>
          ),
        }}
        columns={[
          { header: "E-mail", cell: (user) => user.email },
          { header: "Status", cell: (user) => USER_STATUS_LABELS[user.status] },
          timeColumn("Last sign-in", "last_login", now, { fallback: "Never" }),
          { header: "Permissions", cell: (user) => accessSummary(user.permissions) },
        ]}
      />
    </AccountPage>
  );
}
