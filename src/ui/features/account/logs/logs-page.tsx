import { Link, useSearchParams } from "react-router-dom";
import { grid } from "../../../../../styled-system/patterns/index.js";
import { heading, panel, text, textLink } from "../../../../../styled-system/recipes/index.js";
import {
  useCompanyUsers,
  usePermissionLog,
} from "../../../../adapters/react/account/use-user-admin.ts";
import { useSession } from "../../../../adapters/react/index.ts";
import type { PermissionLogEntry } from "../../../../core/api/users/index.ts";
import { canView } from "../../../../core/permissions/index.ts";
import { Alert } from "../../../components/alert.tsx";
import { DataTable } from "../../../components/data-table.tsx";
import { Pager, pageNumberOf } from "../../../components/nav/pager.tsx";
import { DisplayTime } from "../../../components/records/display-time.tsx";
import { SelectField, TextField } from "../../../components/text-field.tsx";
import { AccountPage } from "../shared/account-page.tsx";
import { ImpersonationLog } from "./impersonation-log.tsx";

export const LOG_PAGE_SIZE = 20;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/u;
const dayParam = (value: string | null) =>
  value !== null && CALENDAR_DAY.test(value) ? value : "";
const listOf = (names: ReadonlyArray<string>) => (names.length === 0 ? "—" : names.join(", "));

/**
 * /account-settings/logs: who changed whose permissions, what was added and removed, and when;
 * filtered by user and period, newest first. The log belongs to user administration, so only
 * holders of an administration permission see it (the server answers the others 403).
 */
export function LogsPage() {
  const { permissions } = useSession();
  const mayRead = canView(permissions, "admin");
  return (
    <AccountPage title="Logs" subtitle="Changes to what the users of your company may do.">
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
  const [params, setParams] = useSearchParams();
  const user = /^\d{1,10}$/u.test(params.get("user") ?? "") ? (params.get("user") ?? "") : "";
  const from = dayParam(params.get("date_from"));
  const to = dayParam(params.get("date_to"));
  const page = pageNumberOf(params.get("page"));
  const people = useCompanyUsers({ limit: 100 });
  const log = usePermissionLog({
    ...(user === "" ? {} : { user }),
    ...(from === "" ? {} : { date_from: from }),
    ...(to === "" ? {} : { date_to: to }),
    offset: (page - 1) * LOG_PAGE_SIZE,
    limit: LOG_PAGE_SIZE,
  });
  const change = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === "") next.delete(key);
      else next.set(key, value);
    }
    if (!("page" in patch)) next.delete("page");
    setParams(next, { replace: true });
  };
  const now = new Date();
  const person = (ref: PermissionLogEntry["user"]) => ref.name || ref.email;

  return (
    <>
      <section aria-labelledby="permission-log">
        <h2 id="permission-log" className={heading({ size: "section" })}>
          Permission update log
        </h2>
        {/* biome-ignore lint/a11y/useSemanticElements: role="search" works in every browser the portal supports; <search> does not yet. */}
        <form
          role="search"
          aria-label="Log filters"
          onSubmit={(event) => event.preventDefault()}
          className={grid({
            gridTemplateColumns: { base: "1fr", md: "repeat(3, minmax(0, 1fr))" },
            gap: "4",
            alignItems: "start",
            mb: "4",
          })}
        >
          <SelectField
            label="User"
            name="user"
            value={user}
            onChange={(event) => change({ user: event.target.value })}
          >
            <option value="">Every user</option>
            {people.data?.results.map((each) => (
              <option key={each.id} value={each.id}>
                {`${each.firstname} ${each.lastname}`.trim() || each.email}
              </option>
            ))}
          </SelectField>
          <TextField
            label="From"
            name="date_from"
            type="date"
            value={from}
            onChange={(event) => change({ date_from: event.target.value })}
          />
          <TextField
            label="To"
            name="date_to"
            type="date"
            value={to}
            onChange={(event) => change({ date_to: event.target.value })}
          />
        </form>
        {log.isPending ? (
          <p role="status" className={text({ tone: "muted" })}>
            Loading the log…
          </p>
        ) : log.isError || log.data === undefined ? (
          <Alert status="error">{log.error ?? "The log could not be loaded."}</Alert>
        ) : log.data.results.length === 0 ? (
          <div className={panel()}>
            <p>No permission changes match these filters.</p>
          </div>
        ) : (
          <>
            <DataTable
              caption="Permission changes"
              rows={log.data.results}
              rowKey={(entry) => entry.id}
              rowHeader={{
                header: "When",
                cell: (entry) => <DisplayTime value={entry.date} now={now} />,
              }}
              columns={[
                {
                  header: "User",
                  cell: (entry) => (
                    <Link
                      className={textLink()}
                      to={`/account-settings/manage/users/${entry.user.id}/edit`}
                    >
                      {person(entry.user)}
                    </Link>
                  ),
                },
                { header: "Changed by", cell: (entry) => person(entry.changed_by) },
                { header: "Added", cell: (entry) => listOf(entry.added) },
                { header: "Removed", cell: (entry) => listOf(entry.removed) },
              ]}
            />
            <Pager
              count={log.data.count}
              page={page}
              pageSize={LOG_PAGE_SIZE}
              onPageChange={(next) => change({ page: next > 1 ? String(next) : "" })}
              noun="changes"
            />
          </>
        )}
      </section>
      <ImpersonationLog user={user} from={from} to={to} />
    </>
  );
}
