import { describe, expect, it } from "vitest";
import { formatChartMoment, formatChartTicks } from "../../../src/core/format/chart-time.ts";

// The runtime's time zone (the portal shows absolute dates in it): tests build their
// moments from local calendar values so they read the same in any zone.
const at = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).getTime() / 1000;

describe("chart time labels", () => {
  it("names days, never the US month/day form, when ticks are a day or more apart", () => {
    expect(formatChartTicks([at(2026, 11, 21), at(2026, 11, 22), at(2026, 11, 23)])).toEqual([
      "Nov 21",
      "Nov 22",
      "Nov 23",
    ]);
  });

  it("names hours, and the day where a new one starts, when ticks are hours apart", () => {
    expect(
      formatChartTicks([at(2026, 11, 21, 18), at(2026, 11, 21, 21), at(2026, 11, 22, 0)]),
    ).toEqual(["18:00", "21:00", "Nov 22"]);
  });

  it("writes a moment as the portal's text does", () => {
    expect(formatChartMoment(at(2026, 11, 21, 14, 5))).toBe("Nov 21, 2026 14:05");
  });
});
