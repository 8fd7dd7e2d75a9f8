import { Schema } from "effect";
import { CommaListFilter, commaListOf, FilterText, orEmpty } from "../list-query.ts";
import { DateOrDateTime } from "../notifications/notification-filters.ts";
import {
  MAINTENANCE_STATES,
  MAINTENANCE_TYPES,
  type MaintenanceState,
  OUTAGE_STATES,
  type OutageState,
} from "./event-vocabulary.ts";

/** Longest `search` text the event lists accept. */
export const EVENT_SEARCH_MAX_LENGTH = 200;

/** Filters both lists share: the affected service, a period, and text. */
const sharedFilters = {
  /** An affected service's id ("SVC-10001"). */
  service: orEmpty(FilterText(64)),
  /** Events that touch this period (a day as `date_to` includes that whole day, UTC). */
  date_from: orEmpty(DateOrDateTime),
  date_to: orEmpty(DateOrDateTime),
  /** In the reference, title, location or an affected service's name, ignoring case. */
  search: orEmpty(FilterText(EVENT_SEARCH_MAX_LENGTH)),
};

/**
 * GET /maintenances filters (plus `offset` and `limit`): `state` one state or a comma list,
 * `type` planned or emergency, and the shared filters; a maintenance matches the period when
 * its window overlaps it.
 */
export const MaintenanceListQuery = Schema.Struct({
  state: orEmpty(CommaListFilter(MAINTENANCE_STATES)),
  type: orEmpty(Schema.Literals(MAINTENANCE_TYPES)),
  ...sharedFilters,
});
export type MaintenanceListQuery = typeof MaintenanceListQuery.Type;

/**
 * GET /outages filters (plus `offset` and `limit`): `state` ongoing, resolved or both, and
 * the shared filters; an outage matches the period when it was ongoing at some time in it.
 */
export const OutageListQuery = Schema.Struct({
  state: orEmpty(CommaListFilter(OUTAGE_STATES)),
  ...sharedFilters,
});
export type OutageListQuery = typeof OutageListQuery.Type;

/** The maintenance states a `state` filter names (none: every state). */
export const maintenanceStatesOf: (filter: string | undefined) => MaintenanceState[] =
  commaListOf(MAINTENANCE_STATES);

/** The outage states a `state` filter names (none: every state). */
export const outageStatesOf: (filter: string | undefined) => OutageState[] =
  commaListOf(OUTAGE_STATES);
