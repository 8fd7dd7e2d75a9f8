import type { ListQueryOf } from "../../../../src/core/api/define-list.ts";
import {
  INCIDENT_FILTERS,
  incidentKindsOf,
} from "../../../../src/core/api/events/incident-rules.ts";
import {
  DEFAULT_SERVICE_ORDERING,
  NO_PARENT,
  type ServiceOrdering,
  serviceStatusesOf,
  serviceTypesOf,
} from "../../../../src/core/api/services/index.ts";
import type { SERVICE_LIST } from "../../../../src/core/api/services/service-list-query.ts";
import { currentlyAffectedServicesSql } from "../../db/current-events.ts";
import { contains, oneOf, where } from "../../http/list-filters.ts";
import {
  countedPerCompany,
  type ListFilter,
  type ListRowsOf,
  orderingOr,
} from "../../http/paged-list.ts";
import { storedId } from "../../http/record-ids.ts";
import {
  SERVICE_COLUMNS,
  SERVICE_RELATIONS,
  type ServiceRow,
  toServiceSummary,
} from "./service-rows.ts";

/** ORDER BY of each ordering; the id breaks ties so pages never overlap. */
const SERVICE_ORDERS: Readonly<Record<ServiceOrdering, string>> = {
  name: "s.name asc, s.id asc",
  "-name": "s.name desc, s.id desc",
  "-ordered_at": "s.ordered_at desc, s.id desc",
  ordered_at: "s.ordered_at asc, s.id asc",
  status: "s.status asc, s.name asc, s.id asc",
  "-status": "s.status desc, s.name desc, s.id desc",
  type: "s.type asc, s.name asc, s.id asc",
  "-type": "s.type desc, s.name desc, s.id desc",
  speed: "s.speed_mbps asc, s.id asc",
  "-speed": "s.speed_mbps desc, s.id desc",
};

/** A location id that names no row: an id too large to store matches nothing. */
const NO_LOCATION = -1;

/**
 * `incident=`: the services a current event of the company touches (current-events.ts, the
 * core rule in SQL), one statement per value; the parameter is the server's now.
 *
 * The affected ids are an array computed once per statement (an InitPlan), each looked up on
 * the services' unique public id. As `s.public_id in (select ...)` the planner guessed 100
 * services per event, hashed the ids and read all 10,000 of the company's services to probe
 * them (3.4 ms of the count's execution on PostgreSQL, 26-32 ms of PGlite's under load, and
 * the page's again): docs/performance.md.
 */
const affectedBy = (now: () => Date): ReadonlyArray<ListFilter<ListQueryOf<typeof SERVICE_LIST>>> =>
  INCIDENT_FILTERS.map((filter) => ({
    sql: `s.public_id = any(array(${currentlyAffectedServicesSql("$1", "?", incidentKindsOf(filter))}))`,
    type: "timestamptz",
    value: (query) => (query.incident === filter ? now() : null),
  }));

/**
 * The company's services (GET /services, /services/{id}/child and the export). `location`
 * matches either end of a connection; `parent` is a service id (its children) or "none";
 * `text` searches the id, name and custom name (`search_text`, trigram index); `incident`
 * needs the server's clock, hence a declaration per server.
 */
export const serviceRows = (now: () => Date): ListRowsOf<typeof SERVICE_LIST, ServiceRow> => ({
  name: "services",
  table: "services s",
  alias: "s",
  owner: "s.company_id = $1",
  unfilteredCount: countedPerCompany("services"),
  filters: [
    oneOf("s.type", (query) => query.type, serviceTypesOf),
    oneOf("s.status", (query) => query.status, serviceStatusesOf),
    where(
      "(s.location_id = ? or s.b_location_id = ?)",
      "int4",
      (query) => query.location,
      (value) => storedId(value) ?? NO_LOCATION,
    ),
    where("(s.parent_id is null and ? = 'none')", "text", (query) =>
      query.parent === NO_PARENT ? query.parent : undefined,
    ),
    where(
      "s.parent_id = (select pp.id from services pp where pp.company_id = s.company_id and pp.public_id = ?)",
      "text",
      (query) => (query.parent === NO_PARENT ? undefined : query.parent),
    ),
    contains("s.search_text", (query) => query.text),
    ...affectedBy(now),
  ],
  orderings: SERVICE_ORDERS,
  ordering: orderingOr(DEFAULT_SERVICE_ORDERING),
  columns: SERVICE_COLUMNS,
  joins: SERVICE_RELATIONS,
  toItem: toServiceSummary,
});
