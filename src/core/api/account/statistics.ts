import { Schema } from "effect";
import { Count } from "../primitives.ts";

/** The caller's own notifications. */
export const NotificationCounts = Schema.Struct({ total: Count, unread: Count });

/** The people of the caller's company by state; shown to those who may view administration. */
export const UserCounts = Schema.Struct({ active: Count, invited: Count, inactive: Count });

/**
 * GET /statistics: the counts the dashboard shows, one group per area. A group the caller
 * may not see is left out rather than zeroed, and areas the backend does not serve yet
 * (tickets, services, invoices) join as further optional groups, so the dashboard shows a
 * tile exactly when its group is present.
 */
export const Statistics = Schema.Struct({
  notifications: NotificationCounts,
  users: Schema.optionalKey(UserCounts),
});
export type Statistics = typeof Statistics.Type;
