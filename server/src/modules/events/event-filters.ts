import { and, gte, ilike, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { isWholeDay } from "../../../../src/core/api/notification-filters.ts";
import { containsPattern } from "../../db/like-pattern.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** PostgreSQL has no year 0 and JavaScript writes years past 9999 oddly: bounds stay inside. */
const EARLIEST = Date.parse("0001-01-01T00:00:00Z");
const LATEST = Date.parse("9999-12-31T23:59:59.999Z");
const clamped = (time: number) => new Date(Math.min(Math.max(time, EARLIEST), LATEST));

/** A filter given with a value; "" (a cleared form field) means no filter. */
export const given = (value: string | undefined): value is string =>
  value !== undefined && value !== "";

/** The period of `date_from` / `date_to`: from inclusive, `before` exclusive (null: open). */
export interface Period {
  readonly from: Date | null;
  readonly before: Date | null;
}

/** A day as `date_to` includes that whole day (UTC); an instant is included itself. */
export function periodOf(query: {
  readonly date_from?: string;
  readonly date_to?: string;
}): Period {
  const start = (value: string) => Date.parse(isWholeDay(value) ? `${value}T00:00:00Z` : value);
  const to = query.date_to;
  return {
    from: given(query.date_from) ? clamped(start(query.date_from)) : null,
    before: given(to) ? clamped(start(to) + (isWholeDay(to) ? DAY_MS : 1)) : null,
  };
}

/**
 * Events whose time span [start, end] touches the period; a null `end` (an ongoing outage)
 * runs on for ever.
 */
export function overlapsPeriod(
  period: Period,
  start: AnyPgColumn,
  end: AnyPgColumn,
  endMayBeOpen = false,
): SQL[] {
  const conditions: SQL[] = [];
  if (period.before !== null) conditions.push(lt(start, period.before));
  if (period.from !== null) {
    const ended = gte(end, period.from);
    conditions.push(endMayBeOpen ? (or(isNull(end), ended) ?? ended) : ended);
  }
  return conditions;
}

/** Rows whose `services` jsonb array holds a service with this id. */
export function affectsService(services: AnyPgColumn, serviceId: string): SQL {
  return sql`${services} @> ${JSON.stringify([{ id: serviceId }])}::jsonb`;
}

/** Text in the reference, title, location or an affected service's id or name. */
export function matchesSearch(
  columns: {
    readonly reference: AnyPgColumn;
    readonly title: AnyPgColumn;
    readonly location: AnyPgColumn;
    readonly services: AnyPgColumn;
  },
  search: string,
): SQL {
  const pattern = containsPattern(search);
  const inServices = sql`exists (select 1 from jsonb_array_elements(${columns.services}) as service
    where service->>'name' ilike ${pattern} or service->>'id' ilike ${pattern})`;
  return (
    or(
      ilike(columns.reference, pattern),
      ilike(columns.title, pattern),
      ilike(columns.location, pattern),
      inServices,
    ) ?? inServices
  );
}

/** All conditions joined; `and()` of one condition is that condition. */
export function allOf(first: SQL, rest: SQL[]): SQL {
  return and(first, ...rest) ?? first;
}
