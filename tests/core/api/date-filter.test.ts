import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACTIVITY_LOG_LIST } from "../../../src/core/api/account/activity-log.ts";
import { DateFilter, filterInstant, isWholeDay } from "../../../src/core/api/date-filter.ts";
import { decode } from "../../../src/core/api/decode.ts";
import { MAINTENANCE_LIST, OUTAGE_LIST } from "../../../src/core/api/events/event-list-query.ts";
import { NOTIFICATION_LIST } from "../../../src/core/api/notifications/notification-filters.ts";
import { TICKET_LIST } from "../../../src/core/api/support/ticket-list-query.ts";
import { IMPERSONATION_LOG_LIST } from "../../../src/core/api/users/impersonation-log.ts";
import { PERMISSION_LOG_LIST } from "../../../src/core/api/users/permission-log.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

describe("DateFilter", () => {
  it("takes a calendar day or an ISO date-time with its zone, and tells them apart", () => {
    for (const value of ["2026-11-21", "2024-02-29", "0001-01-01", "9999-12-31"]) {
      expect(isWholeDay(expectValid(DateFilter, value))).toBe(true);
    }
    for (const value of [
      "2026-11-21T14:05:00Z",
      "2026-11-21T14:05Z",
      "2026-11-21T14:05:00.123+01:00",
      "2026-11-21T14:05:00.123456789-05:00",
    ]) {
      expect(isWholeDay(expectValid(DateFilter, value))).toBe(false);
    }
  });

  it("refuses days the calendar does not have, other writings and years out of the database's", () => {
    for (const value of [
      "2026-02-29",
      "2026-02-31",
      "2026-13-01",
      "2026-02-30T10:00:00Z",
      "2026-11-21T14:05",
      "2026-11-21 14:05",
      "21/11/2026",
      "20261121",
      "today",
      "0000-01-01",
      "9999-12-31T23:59:59-23:59",
    ]) {
      expect(decode(DateFilter, value).ok, value).toBe(false);
    }
  });

  it("takes every real day of the years 1 to 9999, as a day and as an instant", () => {
    const days = fc.date({
      min: new Date("0001-01-01T00:00:00Z"),
      max: new Date("9999-12-31T23:59:59.999Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(days, (date) => {
        const text = date.toISOString();
        expect(decode(DateFilter, text.slice(0, 10)).ok).toBe(true);
        expect(decode(DateFilter, text).ok).toBe(true);
      }),
    );
  });

  it("reads a whole day as its UTC midnight and a date-time as the instant it names", () => {
    expect(filterInstant("2026-11-21").toISOString()).toBe("2026-11-21T00:00:00.000Z");
    expect(filterInstant("2026-11-21T10:00:00+02:00").toISOString()).toBe(
      "2026-11-21T08:00:00.000Z",
    );
  });
});

describe("every list's period", () => {
  // The lists with a period, each with the fields it takes it in: one rule for all of them.
  const lists = [
    { list: NOTIFICATION_LIST, fields: ["date_from", "date_to"] },
    { list: MAINTENANCE_LIST, fields: ["date_from", "date_to"] },
    { list: OUTAGE_LIST, fields: ["date_from", "date_to"] },
    { list: PERMISSION_LOG_LIST, fields: ["date_from", "date_to"] },
    { list: IMPERSONATION_LOG_LIST, fields: ["date_from", "date_to"] },
    { list: ACTIVITY_LOG_LIST, fields: ["date_from", "date_to"] },
    { list: TICKET_LIST, fields: ["created_from", "created_to"] },
  ] as const;

  it("takes a day or an instant and refuses a day that does not exist, naming the field", () => {
    for (const { list, fields } of lists) {
      for (const field of fields) {
        expectValid(list.query, { [field]: "2026-11-21" });
        expectValid(list.query, { [field]: "2026-11-21T14:05:00+01:00" });
        const message = expectInvalid(list.query, { [field]: "2026-02-30T10:00:00Z" }, field);
        expect(message).toContain("Expected a date such as 2026-11-21");
      }
    }
  });
});
