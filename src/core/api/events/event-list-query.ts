import { defineList } from "../define-list.ts";
import {
  commaListOf,
  oneOfFilter,
  PERIOD_FILTERS,
  SERVICE_FILTER,
  searchFilter,
  someOfFilter,
} from "../list-query.ts";
import {
  MAINTENANCE_STATE_LABELS,
  MAINTENANCE_STATES,
  MAINTENANCE_TYPE_LABELS,
  MAINTENANCE_TYPES,
  type MaintenanceState,
  OPEN_MAINTENANCE_STATES,
  OUTAGE_STATE_LABELS,
  OUTAGE_STATES,
  type OutageState,
} from "./event-vocabulary.ts";
import { MaintenanceSummary } from "./maintenance.ts";
import { OutageSummary } from "./outage.ts";

/** Longest `search` text the event lists accept. */
export const EVENT_SEARCH_MAX_LENGTH = 200;

/** Both lists' text search: the reference, title, location or an affected service's name. */
const eventSearch = searchFilter(EVENT_SEARCH_MAX_LENGTH);

/**
 * Both lists' last filters: an affected service's id ("SVC-10001"), then events that touch
 * the period (a day as `date_to` includes that whole day, UTC).
 */
const serviceAndPeriod = {
  service: SERVICE_FILTER,
  ...PERIOD_FILTERS,
};

/** Maintenances and outages per page of the portal's lists. */
const EVENTS_PAGE_SIZE = 20;

/**
 * GET /maintenances, declared once (define-list.ts): `state` one state or a comma list,
 * `type` planned or emergency, and the shared filters; a maintenance matches the period when
 * its window overlaps it. In a fixed order (no `ordering`): in progress first, then scheduled
 * ones soonest first, then past (completed or cancelled) ones latest first.
 */
export const MAINTENANCE_LIST = defineList({
  resource: "maintenances",
  path: "/maintenances",
  item: MaintenanceSummary,
  filters: {
    search: eventSearch,
    state: someOfFilter(MAINTENANCE_STATES, MAINTENANCE_STATE_LABELS, "State", [
      { value: OPEN_MAINTENANCE_STATES.join(","), label: "Upcoming and in progress" },
    ]),
    type: oneOfFilter(MAINTENANCE_TYPES, MAINTENANCE_TYPE_LABELS, "Type"),
    ...serviceAndPeriod,
  },
  pageSize: EVENTS_PAGE_SIZE,
});

/**
 * GET /outages, declared once: `state` ongoing, resolved or both, and the shared filters; an
 * outage matches the period when it was ongoing at some time in it. Ongoing first, then
 * resolved ones, each most recent first.
 */
export const OUTAGE_LIST = defineList({
  resource: "outages",
  path: "/outages",
  item: OutageSummary,
  filters: {
    search: eventSearch,
    state: someOfFilter(OUTAGE_STATES, OUTAGE_STATE_LABELS, "State"),
    ...serviceAndPeriod,
  },
  pageSize: EVENTS_PAGE_SIZE,
});

/** The maintenance states a `state` filter names (none: every state). */
export const maintenanceStatesOf: (filter: string | undefined) => MaintenanceState[] =
  commaListOf(MAINTENANCE_STATES);

/** The outage states a `state` filter names (none: every state). */
export const outageStatesOf: (filter: string | undefined) => OutageState[] =
  commaListOf(OUTAGE_STATES);
