import { enGB } from "date-fns/locale";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDisplayDate, toDate } from "../../../src/core/format/display-date.ts";

// Built in local time, as the formatter shows local time, so the tests pass in any zone.
const now = new Date(2026, 10, 21, 14, 5, 0);
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const hours = (n: number) => minutes(n * 60);

describe("formatDisplayDate", () => {
  it("shows relative time within 24 hours, in the past and the future", () => {
    expect(formatDisplayDate(minutes(-5), { now })).toBe("5 minutes ago");
    expect(formatDisplayDate(hours(3), { now })).toBe("in 3 hours");
    expect(formatDisplayDate(hours(-23.99), { now })).toBe("23 hours ago");
    expect(formatDisplayDate(minutes(-1.5), { now })).toBe("1 minute ago");
  });

  it("says just now within a minute either way", () => {
    expect(formatDisplayDate(now, { now })).toBe("just now");
    expect(formatDisplayDate(minutes(-0.9), { now })).toBe("just now");
    expect(formatDisplayDate(minutes(0.5), { now })).toBe("just now");
  });

  it("shows the absolute date from 24 hours on", () => {
    expect(formatDisplayDate(hours(-24), { now })).toBe("Nov 20, 2026 14:05");
    expect(formatDisplayDate(new Date(2025, 0, 3, 9, 7), { now })).toBe("Jan 03, 2025 09:07");
    expect(formatDisplayDate(hours(48), { now })).toBe("Nov 23, 2026 14:05");
  });

  it("reads ISO strings as sent by the API", () => {
    const iso = new Date(2025, 0, 3, 9, 7).toISOString();
    expect(formatDisplayDate(iso, { now })).toBe("Jan 03, 2025 09:07");
    expect(formatDisplayDate(minutes(-5).toISOString(), { now })).toBe("5 minutes ago");
  });

  it("uses the locale given", () => {
    expect(formatDisplayDate(hours(-2), { now, locale: enGB })).toBe("2 hours ago");
  });

  it("shows a fallback for missing or unreadable dates", () => {
    for (const value of [null, undefined, "", "yesterday", "2026-13-45", new Date(Number.NaN)]) {
      expect(formatDisplayDate(value, { now })).toBe("—");
    }
    expect(formatDisplayDate("soon", { now, fallback: "n/a" })).toBe("n/a");
  });

  it("never throws and always produces text", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.date({ noInvalidDate: false })),
        fc.date({ min: new Date(1970, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (value, at) => {
          expect(formatDisplayDate(value, { now: at }).length).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe("toDate", () => {
  it("reads ISO strings and valid dates, and nothing else", () => {
    expect(toDate("2026-11-21T14:05:00Z")?.toISOString()).toBe("2026-11-21T14:05:00.000Z");
    expect(toDate(now)).toBe(now);
    expect(toDate("21/11/2026")).toBeUndefined();
    expect(toDate(null)).toBeUndefined();
  });
});
