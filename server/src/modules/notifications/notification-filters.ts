import { and, eq, gte, ilike, lt, lte, type SQL } from "drizzle-orm";
import {
  isWholeDay,
  type NotificationFilters,
} from "../../../../src/core/api/notification-filters.ts";
import { containsPattern } from "../../db/like-pattern.ts";
import { notifications } from "../../db/schema.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** PostgreSQL has no year 0 and JavaScript writes years past 9999 oddly: bounds stay inside. */
const EARLIEST = Date.parse("0001-01-01T00:00:00Z");
const LATEST = Date.parse("9999-12-31T23:59:59.999Z");

const clamped = (time: number) => new Date(Math.min(Math.max(time, EARLIEST), LATEST));

/** The instant a filter value starts at: a day starts at its midnight, UTC. */
function startOf(value: string): number {
  return Date.parse(isWholeDay(value) ? `${value}T00:00:00Z` : value);
}

/** A filter given with a value; "" (a cleared form field) means no filter. */
const given = (value: string | undefined): value is string => value !== undefined && value !== "";

/**
 * The WHERE clause of one user's notification list: always their own rows, then each filter
 * given. `date_to` as a day includes that whole day; as an instant it is inclusive.
 */
export function notificationConditions(userId: number, filters: NotificationFilters): SQL {
  const own = eq(notifications.userId, userId);
  const conditions: SQL[] = [own];
  if (given(filters.is_read)) {
    conditions.push(eq(notifications.isRead, filters.is_read === "true"));
  }
  if (given(filters.related_module)) {
    conditions.push(eq(notifications.relatedModule, filters.related_module));
  }
  const search = filters.search?.trim() ?? "";
  if (search !== "") conditions.push(ilike(notifications.message, containsPattern(search)));
  if (given(filters.date_from)) {
    conditions.push(gte(notifications.dateCreated, clamped(startOf(filters.date_from))));
  }
  if (given(filters.date_to)) {
    const end = filters.date_to;
    conditions.push(
      isWholeDay(end)
        ? lt(notifications.dateCreated, clamped(startOf(end) + DAY_MS))
        : lte(notifications.dateCreated, clamped(startOf(end))),
    );
  }
  return and(...conditions) ?? own;
}

/** The same filters as statement parameters (null: not filtered), for notificationPage. */
export interface NotificationFilterParams {
  readonly isRead: boolean | null;
  readonly relatedModule: string | null;
  readonly pattern: string | null;
  readonly from: Date | null;
  readonly toInclusive: Date | null;
  readonly toExclusive: Date | null;
}

export function notificationFilterParams(filters: NotificationFilters): NotificationFilterParams {
  const search = filters.search?.trim() ?? "";
  const end = given(filters.date_to) ? filters.date_to : null;
  return {
    isRead: given(filters.is_read) ? filters.is_read === "true" : null,
    relatedModule: given(filters.related_module) ? filters.related_module : null,
    pattern: search === "" ? null : containsPattern(search),
    from: given(filters.date_from) ? clamped(startOf(filters.date_from)) : null,
    toInclusive: end !== null && !isWholeDay(end) ? clamped(startOf(end)) : null,
    toExclusive: end !== null && isWholeDay(end) ? clamped(startOf(end) + DAY_MS) : null,
  };
}
