import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCalendarDay } from "../../../src/core/format/index.ts";

describe("formatCalendarDay", () => {
  it("writes a day as the portal writes dates, without a time", () => {
    expect(formatCalendarDay("2026-11-21")).toBe("Nov 21, 2026");
    expect(formatCalendarDay("2027-01-05")).toBe("Jan 05, 2027");
    expect(formatCalendarDay("2028-12-31")).toBe("Dec 31, 2028");
  });

  it("gives the fallback for a missing, malformed or impossible day", () => {
    expect(formatCalendarDay(null)).toBe("—");
    expect(formatCalendarDay(undefined, "Not set")).toBe("Not set");
    expect(formatCalendarDay("2026-02-30")).toBe("—");
    expect(formatCalendarDay("21/11/2026")).toBe("—");
  });

  it("keeps the written day whatever the time zone", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1990-01-01"), max: new Date("2090-12-31"), noInvalidDate: true }),
        (date) => {
          const day = date.toISOString().slice(0, 10);
          const text = formatCalendarDay(day);
          expect(text.endsWith(day.slice(0, 4))).toBe(true);
          expect(text).toContain(` ${day.slice(8, 10)},`);
        },
      ),
    );
  });
});
