import {
  DATE_FILTER_BOUNDS,
  filterInstant,
  isWholeDay,
} from "../../../src/core/api/date-filter.ts";
import { DAY_MS } from "../../../src/core/durations.ts";
import { containsPattern } from "../db/like-pattern.ts";
import { arrayLiteral } from "../db/prepared.ts";
import type { OwnedKind } from "./foreign-rows.ts";
import type { ListFilter, ParamType } from "./paged-list.ts";
import { storedId } from "./record-ids.ts";

/**
 * The filters lists share, as ListFilter builders: each reads one query field and is left out
 * of the statement when that field is absent or "" (a cleared form field).
 */

/** An id filter that cannot name a row (too large for the column) matches nothing. */
const NO_ROW = -1;

// A day as `date_to` ends after the filters' last instant ("9999-12-31"): the end stays inside.
const clamped = (time: number) =>
  new Date(Math.min(Math.max(time, DATE_FILTER_BOUNDS.earliest), DATE_FILTER_BOUNDS.latest));
const startOf = (value: string) => filterInstant(value).getTime();

type Field<Query> = (query: Query) => string | undefined;

/** A filter given with a value; "" (a cleared form field) means no filter. */
export const given = (value: string | undefined): value is string =>
  value !== undefined && value !== "";

/** The first instant of a period: a day starts at its midnight (UTC). */
export const periodStart = (value: string | undefined): Date | null =>
  given(value) ? clamped(startOf(value)) : null;

/** The end of a period, exclusive: a day includes all of itself, an instant itself. */
export const periodEnd = (value: string | undefined): Date | null =>
  given(value) ? clamped(startOf(value) + (isWholeDay(value) ? DAY_MS : 1)) : null;

/** `sql` with the field's value as it is (text) or converted by `as`. */
export function where<Query>(
  sql: string,
  type: ParamType,
  field: Field<Query>,
  as: (value: string) => string | number | boolean = (value) => value,
): ListFilter<Query> {
  return {
    sql,
    type,
    value: (query) => {
      const value = field(query);
      return given(value) ? as(value) : null;
    },
  };
}

/** `column` equal to a record id of the wire ("42"). */
export const idEquals = <Query>(
  column: string,
  field: Field<Query>,
  names?: OwnedKind,
): ListFilter<Query> => ({
  ...where(`${column} = ?`, "int4", field, (value) => storedId(value) ?? NO_ROW),
  ...(names ? { names } : {}),
});

/** `column` one of the comma-separated values, after `valuesOf` has kept the known ones. */
export function oneOf<Query>(
  column: string,
  field: Field<Query>,
  valuesOf: (value: string) => ReadonlyArray<string>,
): ListFilter<Query> {
  return {
    sql: `${column} = any(?)`,
    type: "text[]",
    value: (query) => {
      const value = field(query);
      const values = given(value) ? valuesOf(value) : [];
      return values.length === 0 ? null : arrayLiteral(values);
    },
  };
}

/**
 * Text search: `expression` (lowered, served by a pg_trgm GIN index on the same expression)
 * contains the term, ignoring case; pattern characters of the term match themselves.
 */
export function contains<Query>(expression: string, field: Field<Query>): ListFilter<Query> {
  return {
    sql: `${expression} like ?`,
    type: "text",
    // How many rows a term matches, three or all, decides between the trigram index and
    // walking the ordering's index: PostgreSQL plans each call with the term.
    plannedPerValue: true,
    value: (query) => {
      const term = field(query)?.trim().toLowerCase() ?? "";
      return term === "" ? null : containsPattern(term);
    },
  };
}

/** `column` at or after the start of the period (`date_from`). */
export const onOrAfter = <Query>(column: string, field: Field<Query>): ListFilter<Query> => ({
  sql: `${column} >= ?`,
  type: "timestamptz",
  value: (query) => periodStart(field(query)),
});

/** `column` within the period ending at `date_to` (a day: that whole day). */
export const notAfter = <Query>(column: string, field: Field<Query>): ListFilter<Query> => ({
  sql: `${column} < ?`,
  type: "timestamptz",
  value: (query) => periodEnd(field(query)),
});
