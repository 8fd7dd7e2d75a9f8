import { css } from "#styled-system/css/index.js";
import { heading, text } from "#styled-system/recipes/index.js";
import {
  IMPERSONATION_LOG_LIST,
  type ImpersonationLogEntry,
} from "../../../../core/api/users/index.ts";
import { personName } from "../../../../core/api/users/user-name.ts";
import { portalNow } from "../../../../core/clock.ts";
import { InPageList } from "../../../components/records/in-page-list.tsx";
import type { FilterValues } from "../../../components/records/use-url-filters.ts";
import { timeColumn } from "../../../components/records/value-columns.tsx";

/**
 * The filters both logs of the page share: the impersonation log's (user and period), which
 * the permission log reads under the same names.
 */
export const LOG_FILTERS = IMPERSONATION_LOG_LIST;
export type LogFilterKey = (typeof LOG_FILTERS.filterKeys)[number];

const MODE_LABELS: Readonly<Record<ImpersonationLogEntry["mode"], string>> = {
  full: "Full",
  "read-only": "Read-only",
};

function Changes({ entry }: { readonly entry: ImpersonationLogEntry }) {
  if (entry.changes.length === 0) return <>No changes</>;
  return (
    <ul className={text({ size: "sm" })}>
      {entry.changes.map((change) => (
        <li key={`${change.date}-${change.method}-${change.path}`}>
          {change.method} {change.path}
          {change.status !== null && change.status >= 400 ? ` (refused, ${change.status})` : ""}
        </li>
      ))}
    </ul>
  );
}

/**
 * The impersonation log beside the permission log: each time provider staff acted as a user
 * of this company, full or read-only, from when to when, and what they changed. Filtered by
 * the same user and period as the permission log.
 */
export function ImpersonationLog({
  filters,
  onClearFilters,
}: {
  /** The page's filters, as the address names them: `user`, `date_from`, `date_to`. */
  readonly filters: FilterValues<LogFilterKey>;
  /** Clears the page's filters (both logs'), offered when they leave this log empty. */
  readonly onClearFilters: () => void;
}) {
  const now = portalNow();
  return (
    <section aria-labelledby="impersonation-log" className={css({ mt: "8" })}>
      <h2 id="impersonation-log" className={heading({ size: "section" })}>
        Impersonation log
      </h2>
      <p className={text({ tone: "muted", size: "sm" })}>
        Each time your provider's staff acted as a user of your company.
      </p>
      {/* Its page is its own: the address holds the permission log's. */}
      <InPageList
        list={IMPERSONATION_LOG_LIST}
        filters={filters}
        onClearFilters={onClearFilters}
        noun="impersonations"
        emptyTitle="Nobody from your provider has acted as a user of your company."
        emptyHint="Each time your provider's staff sign in as one of your users, it is recorded here."
        caption="Impersonations"
        rowHeader={timeColumn("Started", "started_at", now)}
        columns={[
          { header: "Staff member", cell: (entry) => personName(entry.staff) },
          { header: "Acting as", cell: (entry) => personName(entry.user) },
          { header: "Mode", cell: (entry) => MODE_LABELS[entry.mode] },
          timeColumn("Ended", "ended_at", now, { fallback: "—" }),
          { header: "Changes", cell: (entry) => <Changes entry={entry} /> },
        ]}
      />
    </section>
  );
}
