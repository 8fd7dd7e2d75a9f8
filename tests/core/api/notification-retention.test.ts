import { describe, expect, it } from "vitest";
import {
  isPastRetention,
  NOTIFICATION_RETENTION_RULE,
  notificationRetentionCutoff,
} from "../../../src/core/api/notifications/notification-retention.ts";
import { NOTIFICATION_RETENTION_DAYS } from "../../../src/core/constants.ts";

const now = new Date("2026-11-26T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe("notification retention", () => {
  it("cuts off at exactly the retention period before now", () => {
    expect(NOTIFICATION_RETENTION_DAYS).toBe(90);
    expect(notificationRetentionCutoff(now).toISOString()).toBe("2026-08-28T12:00:00.000Z");
  });

  it("deletes a read notification sent before the cutoff, not one sent at or after it", () => {
    expect(isPastRetention({ isRead: true, sent: daysAgo(91) }, now)).toBe(true);
    expect(isPastRetention({ isRead: true, sent: new Date(daysAgo(90).getTime() - 1) }, now)).toBe(
      true,
    );
    expect(isPastRetention({ isRead: true, sent: daysAgo(90) }, now)).toBe(false);
    expect(isPastRetention({ isRead: true, sent: daysAgo(1) }, now)).toBe(false);
  });

  it("keeps an unread notification however old it is", () => {
    expect(isPastRetention({ isRead: false, sent: daysAgo(91) }, now)).toBe(false);
    expect(isPastRetention({ isRead: false, sent: daysAgo(3650) }, now)).toBe(false);
  });

  it("states the rule in the history screen's words", () => {
    expect(NOTIFICATION_RETENTION_RULE).toBe(
      "Read notifications are kept for 90 days after they were sent; unread ones stay until you read them.",
    );
  });
});
