import { NOTIFICATION_BADGE_MAX } from "../../../core/constants.ts";

/**
 * "3 unread notifications", "1 unread notification", "No unread notifications", and past the
 * badge's cap "more than 10 unread notifications": the bell's accessible name says what its
 * badge shows (the badge stops at 10), so a screen reader and a sighted user learn the same
 * (axe's label-content-name-mismatch).
 */
export function unreadLabel(count: number): string {
  if (count <= 0) return "No unread notifications";
  if (count > NOTIFICATION_BADGE_MAX)
    return `more than ${NOTIFICATION_BADGE_MAX} unread notifications`;
  return count === 1 ? "1 unread notification" : `${count} unread notifications`;
}
