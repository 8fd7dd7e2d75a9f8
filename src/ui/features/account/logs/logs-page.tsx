import { Link } from "react-router-dom";
import { heading, panel, textLink } from "#styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import { useList } from "../../../../adapters/react/use-list.ts";
import {
  PERMISSION_LOG_LIST,
  type PermissionLogEntry,
  userDetailChangeText,
} from "../../../../core/api/users/index.ts";
import { personName } from "../../../../core/api/users/user-name.ts";
import { portalNow } from "../../../../core/clock.ts";
import { modulePermissionLabel } from "../../../../core/permissions/access-levels.ts";
import { canView } from "../../../../core/permissions/index.ts";
import { CUSTOM_ROLE, ROLE_LABELS } from "../../../../core/permissions/role-presets.ts";
import { DroppedFiltersNotice } from "../../../components/records/dropped-filters-notice.tsx";
import { filterFieldProps } from "../../../components/records/filter-field-props.ts";
import {
  ChoiceFilter,
  DateFilter,
  FilterForm,
} from "../../../components/records/filter-fields.tsx";
import { PagedTable } from "../../../components/records/paged-table.tsx";
import { useUrlFilters } from "../../../components/records/use-url-filters.ts";
import { useUserChoices } from "../../../components/records/use-user-choices.ts";
import { timeColumn } from "../../../components/records/value-columns.tsx";
import { AccountPage, accountFiltersClass } from "../shared/account-page.tsx";
import { ImpersonationLog, LOG_FILTERS } from "./impersonation-log.tsx";

/** Permissions in the customer's words, as the permission matrix names them ("Billing: view"). */
const listOf = (names: ReadonlyArray<string>) =>
  names.length === 0 ? "—" : names.map(modulePermissionLabel).join(", ");

/** What the new permissions are: "Finance preset", "Custom", or none for details alone. */
const roleText = (entry: PermissionLogEntry) =>
  entry.role === undefined || entry.role === null
    ? "—"
    : entry.role === CUSTOM_ROLE
      ? ROLE_LABELS.custom
      : `${ROLE_LABELS[entry.role]} preset`;

/**
 * /account-settings/logs: who changed whose permissions (what was added and removed) or
 * details (name, phone: from what to what), and when;
 * filtered by user and period, newest first. The log belongs to user administration, so only
 * holders of an administration permission see it (the server answers the others 403).
 */
export function LogsPage() {
  const { permissions } = useSession();
  const mayRead = canView(permissions, "admin");
  return (
    <AccountPage
      title="Logs"
      subtitle="Changes to what the users of your company may do, and to their details."
    >
      {mayRead ? (
        <Logs />
      ) : (
        <div className={panel()}>
          <p>The logs are shown to your company's administrators.</p>
        </div>
      )}
    </AccountPage>
  );
}

/** Both logs under one set of filters (user and period), kept in the address. */
function Logs() {
  // A bad value (an old or edited link) is dropped with the lists' notice, not sent.
  const url = useUrlFilters(LOG_FILTERS.filterKeys, LOG_FILTERS.filterChecks);
  const field = filterFieldProps(LOG_FILTERS, url.filters, url.setFilters);
  const people = useUserChoices();
  const log = useList(PERMISSION_LOG_LIST, PERMISSION_LOG_LIST.page(url.filters, url.page));
  const now = portalNow();

  return (
    <>
      <section aria-labelledby="permission-log">
        <h2 id="permission-log" className={heading({ size: "section" })}>
          Permission update log
        </h2>
        <DroppedFiltersNotice dropped={url.dropped} labels={LOG_FILTERS.filterLabels} />
        <FilterForm label="Log filters" onSubmit={() => undefined} className={accountFiltersClass}>
          <ChoiceFilter {...field("user")} anyLabel="Every user" choices={people.choices} />
          <DateFilter {...field("date_from")} />
          <DateFilter {...field("date_to")} />
        </FilterForm>
        <PagedTable
          view={log}
          url={url}
          noun="permission changes"
          emptyTitle="No permission changes yet."
          emptyHint="Each change to what a user of your company may do, or to their name or phone, is recorded here."
          caption="Permission changes"
          rowHeader={timeColumn("When", "date", now)}
          columns={[
            {
              header: "User",
              cell: (entry) => (
                <Link
                  className={textLink()}
                  to={`/account-settings/manage/users/${entry.user.id}/edit`}
                >
                  {personName(entry.user)}
                </Link>
              ),
            },
            { header: "Changed by", cell: (entry) => personName(entry.changed_by) },
            { header: "Added", cell: (entry) => listOf(entry.added) },
            { header: "Removed", cell: (entry) => listOf(entry.removed) },
            {
              header: "Details",
              cell: (entry) =>
                entry.details === undefined || entry.details.length === 0
                  ? "—"
                  : entry.details.map(userDetailChangeText).join("; "),
            },
            { header: "Role", cell: roleText },
          ]}
        />
      </section>
      <ImpersonationLog filters={url.filters} onClearFilters={url.clearFilters} />
    </>
  );
}
