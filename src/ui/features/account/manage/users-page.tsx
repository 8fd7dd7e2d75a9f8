import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { grid } from "../../../../../styled-system/patterns/index.js";
import { panel, text, textLink } from "../../../../../styled-system/recipes/index.js";
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
import { Button } from "../../../components/button.tsx";
import { DataTable } from "../../../components/data-table.tsx";
import { DocumentationLink } from "../../../components/documentation-link.tsx";
import { Pager, pageNumberOf } from "../../../components/nav/pager.tsx";
import { DisplayTime } from "../../../components/records/display-time.tsx";
import { DroppedFiltersNotice } from "../../../components/records/dropped-filters-notice.tsx";
import { ErrorState } from "../../../components/records/query-states.tsx";
import { SelectField, TextField } from "../../../components/text-field.tsx";
import { AccountPage } from "../shared/account-page.tsx";

export const USERS_PAGE_SIZE = 20;
const FILTER_LABELS = { status: "Status", permission: "Permission" };
const SEARCH_DELAY_MS = 300;

const isStatus = (value: string | null): value is UserStatus =>
  value !== null && (USER_STATUSES as readonly string[]).includes(value);
const isModulePermission = (value: string | null): value is ModulePermission =>
  value !== null && (MODULE_PERMISSIONS as readonly string[]).includes(value);

const nameOf = (user: CompanyUser) => `${user.firstname} ${user.lastname}`.trim() || user.email;

/**
 * /account-settings/manage/users: the company's users with their state, last sign-in and a
 * summary of what they may do; search, state and permission filters live in the address.
 */
export function UsersPage() {
  const { permissions } = useSession();
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  const statusParam = params.get("status");
  const status = isStatus(statusParam) ? statusParam : undefined;
  const permissionParam = params.get("permission");
  const permission = isModulePermission(permissionParam) ? permissionParam : undefined;
  const page = pageNumberOf(params.get("page"));
  const [typed, setTyped] = useState(search);
  const now = new Date();

  const change = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === "") next.delete(key);
      else next.set(key, value);
    }
    if (!("page" in patch)) next.delete("page");
    setParams(next, { replace: true });
  };

  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => {
      const next = new URLSearchParams(params);
      if (typed.trim() === "") next.delete("search");
      else next.set("search", typed.trim());
      next.delete("page");
      setParams(next, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, params, setParams]);

  const users = useCompanyUsers({
    ...(search === "" ? {} : { search }),
    ...(status === undefined ? {} : { status }),
    ...(permission === undefined ? {} : { permission }),
    offset: (page - 1) * USERS_PAGE_SIZE,
    limit: USERS_PAGE_SIZE,
  });
  const filtered = search !== "" || status !== undefined || permission !== undefined;
  // A value the filters do not know (an old or edited link) is left out of the query, and said.
  const dropped = [
    ...(statusParam !== null && status === undefined
      ? [{ key: "status", value: statusParam }]
      : []),
    ...(permissionParam !== null && permission === undefined
      ? [{ key: "permission", value: permissionParam }]
      : []),
  ].filter(({ value }) => value !== "");

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
      <DroppedFiltersNotice dropped={dropped} labels={FILTER_LABELS} />
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
          change({ search: typed.trim() });
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
          value={status ?? ""}
          onChange={(event) => change({ status: event.target.value })}
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
          value={permission ?? ""}
          onChange={(event) => change({ permission: event.target.value })}
        >
          <option value="">Any permission</option>
          {MODULE_PERMISSIONS.map((each) => (
            <option key={each} value={each}>
              {modulePermissionLabel(each)}
            </option>
          ))}
        </SelectField>
      </form>
      {users.isPending ? (
        <p role="status" className={text({ tone: "muted" })}>
          Loading users…
        </p>
      ) : users.isError || users.data === undefined ? (
        <ErrorState
          message={users.error ?? "The users could not be loaded."}
          onRetry={users.refetch}
        />
      ) : users.data.results.length === 0 ? (
        <div className={panel()}>
          <p className={text({ weight: "semibold" })}>
            {filtered ? "No users match these filters." : "Your company has no users yet."}
          </p>
          {filtered && (
            <Button variant="ghost" onClick={() => setParams({}, { replace: true })}>
              Clear filters
            </Button>
          )}
        </div>
      ) : (
        <>
          <DataTable
            caption="Users"
            rows={users.data.results}
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
          <Pager
            count={users.data.count}
            page={page}
            pageSize={USERS_PAGE_SIZE}
            onPageChange={(next) => change({ page: next > 1 ? String(next) : "" })}
            noun="users"
          />
        </>
      )}
    </AccountPage>
  );
}
