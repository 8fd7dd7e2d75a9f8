import { describe, expect, it } from "vitest";
import {
  clockOffsetFrom,
  offsetClock,
  offsetToPin,
  parsePinnedInstant,
  portalNow,
  setPortalClock,
  systemClock,
} from "../../src/core/clock.ts";

describe("the pinned clock", () => {
  it("reads a calendar day as noon UTC and a full instant as written", () => {
    expect(parsePinnedInstant("2028-02-29")?.toISOString()).toBe("2028-02-29T12:00:00.000Z");
    expect(parsePinnedInstant(" 2027-03-28T00:30:00Z ")?.toISOString()).toBe(
      "2027-03-28T00:30:00.000Z",
    );
    expect(parsePinnedInstant("2027-10-31T01:30:00+01:00")?.toISOString()).toBe(
      "2027-10-31T00:30:00.000Z",
    );
  });

  it("refuses a day the calendar does not have and anything that is not a date", () => {
    for (const text of ["2027-02-29", "2026-13-01", "2026-11-31T10:00:00Z", "tomorrow", "", "1"]) {
      expect(parsePinnedInstant(text), text).toBeNull();
    }
  });

  it("runs on from the pinned instant at real speed", () => {
    let real = 1_000_000;
    const pinned = Date.parse("2028-02-29T23:59:59Z");
    const clock = offsetClock(offsetToPin(new Date(pinned), real), () => real);
    expect(clock.now().toISOString()).toBe("2028-02-29T23:59:59.000Z");
    real += 2_000;
    expect(clock.now().toISOString()).toBe("2028-03-01T00:00:01.000Z");
  });

  it("is the system clock when nothing is pinned", () => {
    expect(offsetClock(0)).toBe(systemClock);
    expect(clockOffsetFrom(undefined)).toBe(0);
    expect(clockOffsetFrom(" ")).toBe(0);
    expect(clockOffsetFrom("-86400000")).toBe(-86_400_000);
    expect(() => clockOffsetFrom("a day")).toThrow(/CONDUIT_CLOCK_OFFSET_MS/);
  });

  it("gives the portal the clock it is handed, and back", () => {
    const fixed = new Date("2026-12-31T23:30:00Z");
    setPortalClock({ now: () => fixed });
    try {
      expect(portalNow()).toBe(fixed);
    } finally {
      setPortalClock(systemClock);
    }
    expect(Math.abs(portalNow().getTime() - Date.now())).toBeLessThan(1_000);
  });
});
