import { Schema } from "effect";
import { DateOrDateTime } from "../notifications/notification-filters.ts";
import { isWithoutNullCharacters } from "../plain-text.ts";
import {
  MAINTENANCE_STATES,
  MAINTENANCE_TYPES,
  type MaintenanceState,
  OUTAGE_STATES,
  type OutageState,
} from "./event-vocabulary.ts";

/** Longest `search` text the event lists accept. */
export const EVENT_SEARCH_MAX_LENGTH = 200;

/** The states of a `state` filter: "scheduled" or a comma list "scheduled,in_progress". */
export function statesOf<State extends string>(
  known: ReadonlyArray<State>,
  filter: string | undefined,
): State[] {
  if (filter === undefined) return [];
  const parts = filter.split(",").map((part) => part.trim());
  return known.filter((state) => parts.includes(state));
}

function StateFilter(known: ReadonlyArray<string>) {
  return Schema.String.pipe(
    Schema.check(
      Schema.makeFilter(
        (value: string) =>
          value
            .split(",")
            .map((part) => part.trim())
            .every((part) => known.includes(part)) ||
          `Expected one or more of ${known.join(", ")}, separated by commas`,
      ),
    ),
  );
}

const Text = (maxLength: number) =>
  Schema.String.pipe(Schema.check(Schema.isMaxLength(maxLength), isWithoutNullCharacters));

/** A filter's value, or "" for none (forms send cleared fields empty, as the URL keeps them). */
const orEmpty = <S extends Schema.Top>(schema: S) =>
  Schema.optionalKey(Schema.Union([Schema.Literal(""), schema]));

/** Filters both lists share: the affected service, a period, and text. */
const sharedFilters = {
  /** An affected service's id ("SVC-10001"). */
  service: orEmpty(Text(64)),
  /** Events that touch this period (a day as `date_to` includes that whole day, UTC). */
  date_from: orEmpty(DateOrDateTime),
  date_to: orEmpty(DateOrDateTime),
  /** In the reference, title, location or an affected service's name, ignoring case. */
  search: orEmpty(Text(EVENT_SEARCH_MAX_LENGTH)),
};

/**
 * GET /maintenances filters (plus `offset` and `limit`): `state` one state or a comma list,
 * `type` planned or emergency, and the shared filters; a maintenance matches the period when
 * its window overlaps it.
 */
export const MaintenanceListQuery = Schema.Struct({
  state: orEmpty(StateFilter(MAINTENANCE_STATES)),
  type: orEmpty(Schema.Literals(MAINTENANCE_TYPES)),
  ...sharedFilters,
});
export type MaintenanceListQuery = typeof MaintenanceListQuery.Type;

/**
 * GET /outages filters (plus `offset` and `limit`): `state` ongoing, resolved or both, and
 * the shared filters; an outage matches the period when it was ongoing at some time in it.
 */
export const OutageListQuery = Schema.Struct({
  state: orEmpty(StateFilter(OUTAGE_STATES)),
  ...sharedFilters,
});
export type OutageListQuery = typeof OutageListQuery.Type;

/** The maintenance states a `state` filter names (none: every state). */
export const maintenanceStatesOf = (filter: string | undefined): MaintenanceState[] =>
  statesOf(MAINTENANCE_STATES, filter);

/** The outage states a `state` filter names (none: every state). */
export const outageStatesOf = (filter: string | undefined): OutageState[] =>
  statesOf(OUTAGE_STATES, filter);
