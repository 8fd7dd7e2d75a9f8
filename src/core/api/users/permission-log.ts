import { Schema } from "effect";
import { defineList } from "../define-list.ts";
import { IdFilter, periodFilters } from "../list-query.ts";
import { Id, IsoDateTime } from "../primitives.ts";
import { UserDetailChange } from "./user-details.ts";
import { RoleNameField } from "./user-permissions.ts";
import { PersonRef } from "./users.ts";

/**
 * GET /users/permission-log (/account-settings/logs): who changed whose permissions, what
 * was added and what was removed, newest first; and who corrected whose name or phone
 * (`details`, issue 40: absent from a backend that does not log them, read as none).
 */
export const PermissionLogEntry = Schema.Struct({
  id: Id,
  user: PersonRef,
  changed_by: PersonRef,
  added: Schema.Array(Schema.String),
  removed: Schema.Array(Schema.String),
  details: Schema.optionalKey(Schema.Array(UserDetailChange)),
  /**
   * What the new set is (issue 44): a preset ("finance") or "custom"; null for a change of
   * details alone and for entries from before presets, absent from a backend without them.
   */
  role: Schema.optionalKey(Schema.NullOr(RoleNameField)),
  date: IsoDateTime,
});
export type PermissionLogEntry = typeof PermissionLogEntry.Type;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/u;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/u;

// Outside these years a filter is a typing mistake, and some would not fit a database date.
const EARLIEST = Date.UTC(1000, 0, 1);
const LATEST = Date.UTC(9999, 0, 1);

/** The instant a date filter names: a whole day starts at its UTC midnight. */
export function filterInstant(filter: string): Date {
  return new Date(DATE_ONLY.test(filter) ? `${filter}T00:00:00Z` : filter);
}

function isDateFilter(text: string): boolean {
  if (!DATE_ONLY.test(text) && !DATE_TIME.test(text)) return false;
  // Date would roll 2026-02-31 over to March: the calendar day must exist as written.
  const day = text.slice(0, 10);
  const midnight = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(midnight.getTime()) || midnight.toISOString().slice(0, 10) !== day) return false;
  const time = filterInstant(text).getTime();
  return time >= EARLIEST && time < LATEST;
}

/** A calendar day ("2026-11-21", UTC) or an ISO 8601 date-time with its zone. */
export const DateFilter = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter(
      (text: string) => isDateFilter(text) || "Enter a date (YYYY-MM-DD) or an ISO 8601 date-time.",
    ),
  ),
);

/** True when a date filter names a whole day rather than an instant. */
export function isWholeDayFilter(filter: string): boolean {
  return DATE_ONLY.test(filter);
}

/**
 * GET /users/permission-log, declared once (define-list.ts), newest first: `user` whose
 * permissions changed, `changed_by` who changed them, and a period (plus `offset` and
 * `limit`). A whole day in `date_to` includes that day.
 */
export const PERMISSION_LOG_LIST = defineList({
  resource: "permission-log",
  path: "/users/permission-log",
  item: PermissionLogEntry,
  filters: {
    user: { schema: IdFilter, label: "User" },
    changed_by: { schema: IdFilter, label: "Changed by" },
    ...periodFilters(DateFilter),
  },
});
