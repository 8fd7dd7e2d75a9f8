import { NOTIFICATION_RETENTION_DAYS } from "../../constants.ts";
import { DAY_MS } from "../../durations.ts";

/**
 * How long notifications are kept (issue 13). Without a limit every user's notifications pile
 * up forever and the bell's poll, the history screen and the search carry the whole past.
 * The rule: a read notification is deleted NOTIFICATION_RETENTION_DAYS after it was sent; an
 * unread one stays until it is read (and then follows the same rule, so one read after the
 * limit goes at the next sweep). The server applies it (an hourly sweep); the notification
 * history screen states it with `NOTIFICATION_RETENTION_RULE`.
 */

/** Notifications sent before this instant are past the limit (when read). */
export function notificationRetentionCutoff(now: Date): Date {
  return new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * DAY_MS);
}

/** Whether the rule deletes this notification at `now`. */
export function isPastRetention(
  notification: { readonly isRead: boolean; readonly sent: Date },
  now: Date,
): boolean {
  return (
    notification.isRead && notification.sent.getTime() < notificationRetentionCutoff(now).getTime()
  );
}

/** The rule in the words the notification history screen shows. */
export const NOTIFICATION_RETENTION_RULE = `Read notifications are kept for ${NOTIFICATION_RETENTION_DAYS} days after they were sent; unread ones stay until you read them.`;
