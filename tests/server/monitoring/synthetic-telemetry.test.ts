import { describe, expect, it } from "vitest";
import { syntheticTelemetry } from "../../../server/src/modules/monitoring/synthetic-telemetry.ts";
import { trafficSpec } from "./series-kit.ts";

// The synthetic source keeps each UTC day of five-minute samples it has computed (so a
// 90-day range costs a copy, not 25,920 computations): whatever a read starts and ends with,
// and whichever days were kept before, it answers the same samples.
const DAY = 86_400_000;
const FIVE = 300_000;
const origin = Date.UTC(2026, 9, 1);

const spec = trafficSpec;

describe("the synthetic telemetry's kept days", () => {
  it("answers a window inside a longer read with exactly that read's samples", () => {
    const series = spec("service:CACHE-TEST-1");
    const long = syntheticTelemetry.read(series, origin, origin + 3 * DAY, 300);
    expect(long.times).toHaveLength(3 * 288);
    // Starts and ends that are not day boundaries, read after the days were kept.
    const start = origin + DAY / 2 + 7 * FIVE;
    const end = origin + 2 * DAY + 13 * FIVE;
    const inner = syntheticTelemetry.read(series, start, end, 300);
    const from = long.times.indexOf(start);
    const to = long.times.indexOf(end);
    expect(inner.times).toEqual(long.times.slice(from, to));
    expect(inner.values.in_bps).toEqual(long.values.in_bps.slice(from, to));
    expect(inner.values.in_errors).toEqual(long.values.in_errors.slice(from, to));
    // Hourly roll-ups of the kept days: each hour's peak is the peak of its twelve samples.
    const hours = syntheticTelemetry.read(series, origin, origin + DAY, 3600);
    expect(hours.times).toHaveLength(24);
    hours.values.in_bps.forEach((value, hour) => {
      expect(value).toBe(Math.max(...long.values.in_bps.slice(hour * 12, hour * 12 + 12)));
    });
  });

  it("computes a day again when an outage in it changes (an open outage ends now)", () => {
    const outageStart = origin + 10 * 3_600_000;
    const before = syntheticTelemetry.read(
      spec("service:CACHE-TEST-2", [{ start: outageStart, end: outageStart + 6 * FIVE }]),
      origin,
      origin + DAY,
      300,
    );
    const later = syntheticTelemetry.read(
      spec("service:CACHE-TEST-2", [{ start: outageStart, end: outageStart + 12 * FIVE }]),
      origin,
      origin + DAY,
      300,
    );
    const at = (time: number) => before.times.indexOf(time);
    // Down in both for the first half hour; only the longer outage drops the second.
    expect(before.values.in_bps[at(outageStart)]).toBe(0);
    expect(later.values.in_bps[at(outageStart)]).toBe(0);
    expect(before.values.in_bps[at(outageStart + 8 * FIVE)]).toBeGreaterThan(0);
    expect(later.values.in_bps[at(outageStart + 8 * FIVE)]).toBe(0);
    // The other days of the series are untouched by the outage.
    const nextDay = syntheticTelemetry.read(
      spec("service:CACHE-TEST-2"),
      origin + DAY,
      origin + 2 * DAY,
      300,
    );
    expect(nextDay.values.in_bps.every((value) => value > 0)).toBe(true);
  });
});
