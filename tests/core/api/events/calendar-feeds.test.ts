import { describe, expect, it } from "vitest";
import { decode } from "../../../../src/core/api/decode.ts";
import {
  CreateCalendarFeedRequest,
  calendarFeedPath,
  type FeedMaintenance,
  maintenanceCalendarEvent,
  webcalAddress,
} from "../../../../src/core/api/events/calendar-feeds.ts";

const maintenance: FeedMaintenance = {
  id: "17",
  reference: "MNT-2031",
  title: "Line card replacement in LON1",
  state: "scheduled",
  windowStart: new Date("2027-01-10T01:00:00Z"),
  windowEnd: new Date("2027-01-10T05:00:00Z"),
  impact: "Up to 10 minutes of loss of service.",
  location: "LON1",
  services: [
    { id: "SVC-1", name: "LON1 10G port" },
    { id: "SVC-2", name: "LON1-AMS5 EVPL" },
  ],
  updateCount: 2,
};

describe("a maintenance as a calendar event", () => {
  it("keeps one UID per maintenance and host, its window, its services and its page", () => {
    const event = maintenanceCalendarEvent(maintenance, "portal.example.net");
    expect(event).toEqual({
      uid: "maintenance-17@portal.example.net",
      sequence: 2,
      start: maintenance.windowStart,
      end: maintenance.windowEnd,
      summary: "MNT-2031 Line card replacement in LON1",
      description:
        "Up to 10 minutes of loss of service.\nAffected services: LON1 10G port, LON1-AMS5 EVPL.",
      location: "LON1",
      status: "CONFIRMED",
      path: "/support/maintenances/17",
    });
  });

  it("marks a cancelled one CANCELLED with a higher SEQUENCE, so subscribers drop their copy", () => {
    const event = maintenanceCalendarEvent(
      { ...maintenance, state: "cancelled", services: [] },
      "portal.example.net",
    );
    expect(event.status).toBe("CANCELLED");
    expect(event.sequence).toBe(3);
    expect(event.summary).toBe("Cancelled: MNT-2031 Line card replacement in LON1");
    expect(event.description).toContain("Affected services: none of yours.");
  });
});

describe("the feed's address", () => {
  it("is a path under the API for the secret, and the same address by webcal", () => {
    expect(calendarFeedPath("abc")).toBe("/calendar/abc/maintenances.ics");
    expect(webcalAddress("https://portal.example.net/v2/calendar/abc/maintenances.ics")).toBe(
      "webcal://portal.example.net/v2/calendar/abc/maintenances.ics",
    );
    expect(webcalAddress("http://127.0.0.1:5173/v2/calendar/abc/maintenances.ics")).toBe(
      "webcal://127.0.0.1:5173/v2/calendar/abc/maintenances.ics",
    );
  });

  it("needs a name, trimmed, of at most 100 characters", () => {
    expect(decode(CreateCalendarFeedRequest, { name: "  Outlook  " })).toEqual({
      ok: true,
      value: { name: "Outlook" },
    });
    expect(decode(CreateCalendarFeedRequest, { name: "   " }).ok).toBe(false);
    expect(decode(CreateCalendarFeedRequest, { name: "x".repeat(101) }).ok).toBe(false);
  });
});
