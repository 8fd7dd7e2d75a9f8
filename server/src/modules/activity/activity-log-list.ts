import type { ACTIVITY_LOG_LIST } from "../../../../src/core/api/account/activity-log.ts";
import {
  ACTIVITY_ACTIONS,
  type ActivityLogEntry,
} from "../../../../src/core/api/account/activity-log.ts";
import { commaListOf } from "../../../../src/core/api/list-query.ts";
import { isoTime } from "../../db/iso-time.ts";
import { contains, idEquals, notAfter, oneOf, onOrAfter } from "../../http/list-filters.ts";
import type { CsvCells } from "../../http/list-route.ts";
import type { ListRowsOf } from "../../http/paged-list.ts";

/** The stored actor (activity-entry.ts) as the contract shows it: no session ids. */
const ACTOR = `json_build_object(
  'kind', a.actor_kind,
  'user', a.actor -> 'user',
  'staff', a.actor -> 'staff',
  'mode', a.actor -> 'mode',
  'api_key', a.actor -> 'api_key')`;

/**
 * GET /activity-log: the caller's company's entries, newest first (by chain position, which
 * is the order they were written in).
 */
export const ACTIVITY_LOG_ROWS: ListRowsOf<typeof ACTIVITY_LOG_LIST, ActivityLogEntry> = {
  name: "activity_log",
  table: "activity_log a",
  alias: "a",
  owner: "a.company_id = $1",
  filters: [
    idEquals("a.actor_user_id", (query) => query.actor),
    oneOf("a.action", (query) => query.action, commaListOf(ACTIVITY_ACTIONS)),
    contains("lower(a.target_label || ' ' || coalesce(a.target_id, ''))", (query) => query.target),
    onOrAfter("a.occurred_at", (query) => query.date_from),
    notAfter("a.occurred_at", (query) => query.date_to),
  ],
  orderings: { "-seq": "a.seq desc, a.id desc" },
  ordering: () => "-seq",
  columns: `a.id::text as id, a.seq::float8 as seq, ${isoTime("a.occurred_at")} as occurred_at,
    ${ACTOR} as actor, a.address, a.action,
    json_build_object('type', a.target_type, 'id', a.target_id, 'label', a.target_label) as target,
    a.summary -> 'before' as before, a.summary -> 'after' as after`,
  toItem: (row) => ({
    ...row,
    actor: {
      kind: row.actor.kind,
      user: row.actor.user ?? null,
      staff: row.actor.staff ?? null,
      mode: row.actor.mode ?? null,
      api_key: row.actor.api_key ?? null,
    },
    before: row.before ?? null,
    after: row.after ?? null,
  }),
};

const summaryText = (summary: ActivityLogEntry["before"]) =>
  summary === null ? "" : JSON.stringify(summary);

/** One CSV row per entry, in ACTIVITY_LOG_EXPORT_COLUMNS' order. */
export const activityCsvRow = (entry: ActivityLogEntry): CsvCells => [
  entry.seq,
  entry.occurred_at,
  entry.actor.user?.name ?? entry.actor.kind,
  entry.actor.user?.email ?? "",
  entry.actor.staff ? `${entry.actor.staff.name} <${entry.actor.staff.email}>` : "",
  entry.actor.mode ?? "",
  entry.actor.api_key?.name ?? "",
  entry.address ?? "",
  entry.action,
  entry.target.type,
  entry.target.id ?? "",
  entry.target.label,
  summaryText(entry.before),
  summaryText(entry.after),
];
