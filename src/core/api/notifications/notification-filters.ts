import { Schema } from "effect";
import { defineList } from "../define-list.ts";
import { FilterText, periodFilters, searchFilter } from "../list-query.ts";
import { IsoDateTime } from "../primitives.ts";
import { Notification } from "./notification.ts";

/** Longest search text GET /notifications accepts. */
export const NOTIFICATION_SEARCH_MAX_LENGTH = 200;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/u;

/** "2026-11-21" and a day that exists: Date.parse would roll "2026-02-30" into March. */
function isCalendarDay(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value);
}

const isDateTime = Schema.is(IsoDateTime);

/**
 * A day ("2026-11-21", the whole day in UTC) or an instant (ISO 8601 date-time). The value
 * stays text after decoding, like every time of the contract.
 */
export const DateOrDateTime = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter(
      (value: string) =>
        isCalendarDay(value) ||
        isDateTime(value) ||
        "Expected a date such as 2026-11-21 or an ISO 8601 date-time",
    ),
  ),
);
export type DateOrDateTime = typeof DateOrDateTime.Type;

/** True when the value names a whole day rather than an instant. */
export function isWholeDay(value: DateOrDateTime): boolean {
  return ISO_DATE.test(value);
}

/**
 * GET /notifications, declared once (define-list.ts), the caller's own, newest first. Its
 * filters, as query parameters ("" means no filter): `is_read` "true" or "false";
 * `related_module` exact; `search` in the message, ignoring case; `date_from` and `date_to`
 * bound `date_created`, both inclusive (a day as `date_to` includes that whole day). Paging
 * is `offset` and `limit` as on every list.
 */
export const NOTIFICATION_LIST = defineList({
  resource: "notifications",
  path: "/notifications",
  item: Notification,
  filters: {
    is_read: { schema: Schema.Literals(["true", "false"]), label: "Read" },
    related_module: { schema: FilterText(64), label: "Module" },
    search: searchFilter(NOTIFICATION_SEARCH_MAX_LENGTH),
    ...periodFilters(DateOrDateTime),
  },
});
