import type { ListQueryOf } from "../../../../src/core/api/define-list.ts";
import type {
  MAINTENANCE_LIST,
  OUTAGE_LIST,
} from "../../../../src/core/api/events/event-list-query.ts";
import {
  maintenanceStatesOf,
  outageStatesOf,
} from "../../../../src/core/api/events/event-list-query.ts";
import type { MaintenanceSummary, OutageSummary } from "../../../../src/core/api/events/index.ts";
import { isoTime } from "../../db/iso-time.ts";
import { contains, oneOf, periodEnd, periodStart, where } from "../../http/list-filters.ts";
import { countedPerCompany, type ListFilter, type ListRowsOf } from "../../http/paged-list.ts";

type EventQuery = ListQueryOf<typeof MAINTENANCE_LIST> | ListQueryOf<typeof OUTAGE_LIST>;

/** Rows whose `services` jsonb array holds a service with this id. */
const affectsService = <Query extends EventQuery>(alias: string): ListFilter<Query> =>
  where(
    `${alias}.services @> ?::jsonb`,
    "text",
    (query) => query.service,
    (id) => JSON.stringify([{ id }]),
  );

/** Text in the reference, title, location or an affected service's id or name. */
const search = <Query extends EventQuery>(alias: string): ListFilter<Query> =>
  contains(`${alias}.search_text`, (query) => query.search);

/** The list's columns, in the contract's wire format already. */
const columns = (alias: string, own: string) => `${alias}.id::text as id, ${alias}.reference,
  ${alias}.title, ${own}, ${alias}.location, ${alias}.services,
  ${isoTime(`${alias}.created_at`)} as created, ${isoTime(`${alias}.updated_at`)} as updated`;

/** The company's maintenances: under way first, then upcoming soonest first, then past. */
export const MAINTENANCE_ROWS: ListRowsOf<typeof MAINTENANCE_LIST, MaintenanceSummary> = {
  name: "maintenances",
  table: "maintenances m",
  alias: "m",
  owner: "m.company_id = $1",
  unfilteredCount: countedPerCompany("maintenances"),
  filters: [
    oneOf("m.state", (query) => query.state, maintenanceStatesOf),
    where("m.type = ?", "text", (query) => query.type),
    affectsService("m"),
    search("m"),
    // A maintenance matches a period its window touches.
    { sql: "m.window_start < ?", type: "timestamptz", value: (q) => periodEnd(q.date_to) },
    { sql: "m.window_end >= ?", type: "timestamptz", value: (q) => periodStart(q.date_from) },
  ],
  orderings: {
    // Stored sort keys (schema-events.ts): in progress, scheduled by start, then the rest.
    default:
      "m.list_rank, m.list_open_start asc, m.window_start desc nulls last, m.id desc nulls last",
  },
  ordering: () => "default",
  columns: columns(
    "m",
    `m.state, m.type, ${isoTime("m.window_start")} as window_start,
    ${isoTime("m.window_end")} as window_end, m.impact, m.impact_level`,
  ),
  toItem: (row) => row,
};

/** The company's outages: ongoing first, then resolved; each most recent first. */
export const OUTAGE_ROWS: ListRowsOf<typeof OUTAGE_LIST, OutageSummary> = {
  name: "outages",
  table: "outages o",
  alias: "o",
  owner: "o.company_id = $1",
  unfilteredCount: countedPerCompany("outages"),
  filters: [
    oneOf("o.state", (query) => query.state, outageStatesOf),
    affectsService("o"),
    search("o"),
    // An outage matches a period in which it was ongoing at some time.
    { sql: "o.started_at < ?", type: "timestamptz", value: (q) => periodEnd(q.date_to) },
    {
      sql: "o.resolved_at is null or o.resolved_at >= ?",
      type: "timestamptz",
      value: (q) => periodStart(q.date_from),
    },
  ],
  orderings: {
    default:
      // Stored sort key (schema-events.ts): ongoing first, then newest first.
      "o.list_rank, o.started_at desc nulls last, o.id desc nulls last",
  },
  ordering: () => "default",
  columns: columns(
    "o",
    `o.state, ${isoTime("o.started_at")} as started_at, ${isoTime("o.resolved_at")} as resolved_at,
    ${isoTime("o.expected_end_at")} as expected_end_at`,
  ),
  toItem: (row) => row,
};
