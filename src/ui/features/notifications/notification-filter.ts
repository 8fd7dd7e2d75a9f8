import type { NotificationQuery } from "../../../adapters/api/notifications/notifications-api.ts";
import { NOTIFICATION_LIST } from "../../../core/api/notifications/notification-filters.ts";

/** The empty state of a list of read notifications (the catalogue's is for unread ones). */
export const NO_READ_NOTIFICATIONS = {
  title: "No read notifications.",
  body: "Notifications you have read will appear here.",
} as const;

/** Which notifications the /notifications list shows, as the `?show=` parameter says. */
export type NotificationFilter = "all" | "unread" | "read";

export const NOTIFICATION_FILTERS: ReadonlyArray<{
  readonly value: NotificationFilter;
  readonly label: string;
}> = [
  { value: "all", label: "All" },
  { value: "unread", label: "Unread" },
  { value: "read", label: "Read" },
];

/**
 * Whether `?show=` names a filter of the list. One value only: "unread,read" is not a filter
 * the list has, so it is dropped with the lists' notice rather than read as "all" unsaid.
 */
export function isNotificationFilter(value: string): value is NotificationFilter {
  return NOTIFICATION_FILTERS.some((option) => option.value === value);
}

/** The filter of a `?show=` value the list knows; none ("") is "all". */
export function notificationFilterOf(value: string): NotificationFilter {
  return isNotificationFilter(value) ? value : "all";
}

/**
 * The GET /notifications query of a filter and a page, the declaration's page size at a time
 * (`is_read` is text in the contract).
 */
export function notificationQueryOf(filter: NotificationFilter, page: number): NotificationQuery {
  const is_read = filter === "all" ? "" : filter === "read" ? "true" : "false";
  return NOTIFICATION_LIST.page({ is_read }, page);
}
