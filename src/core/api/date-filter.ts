import { Schema } from "effect";
import { isCalendarDateText } from "./calendar-date.ts";
import { isIsoDateTimeText } from "./primitives.ts";

/**
 * The one rule for a list's date filters (`date_from`, `date_to`, `created_from`…), in the
 * portal and on the server: a day ("2026-11-21", the whole day in UTC) or an instant (an ISO
 * 8601 date-time with its zone). The value stays text after decoding, like every time of the
 * contract; the server reads it with `filterInstant` and `isWholeDay`.
 */

/**
 * The first and last instants a date filter may name, in milliseconds: PostgreSQL has no year
 * 0 and JavaScript writes years past 9999 oddly. The server keeps a period's end inside them.
 */
export const DATE_FILTER_BOUNDS = {
  earliest: Date.parse("0001-01-01T00:00:00Z"),
  latest: Date.parse("9999-12-31T23:59:59.999Z"),
} as const;

/** True when the filter names a whole day rather than an instant. */
export function isWholeDay(filter: string): boolean {
  return isCalendarDateText(filter);
}

/** The instant a date filter names: a whole day starts at its UTC midnight. */
export function filterInstant(filter: string): Date {
  return new Date(isWholeDay(filter) ? `${filter}T00:00:00Z` : filter);
}

function isDateFilterText(text: string): boolean {
  // Date rolls "2026-02-30T10:00:00Z" over to March: the day must exist as written.
  const written =
    isWholeDay(text) || (isIsoDateTimeText(text) && isCalendarDateText(text.slice(0, 10)));
  if (!written) return false;
  const time = filterInstant(text).getTime();
  return time >= DATE_FILTER_BOUNDS.earliest && time <= DATE_FILTER_BOUNDS.latest;
}

/** A day or an instant, as every list's period takes it; a 400 naming the field otherwise. */
export const DateFilter = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter(
      (text: string) =>
        isDateFilterText(text) ||
        "Expected a date such as 2026-11-21 or an ISO 8601 date-time such as 2026-11-21T14:05:00Z",
    ),
  ),
);
export type DateFilter = typeof DateFilter.Type;
