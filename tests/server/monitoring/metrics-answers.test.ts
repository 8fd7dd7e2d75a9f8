import { describe, expect, it } from "vitest";
import { metricsOf } from "../../../server/src/modules/monitoring/metrics.ts";
import { syntheticTelemetry } from "../../../server/src/modules/monitoring/synthetic-telemetry.ts";
import type { SeriesSpec } from "../../../server/src/modules/monitoring/telemetry-source.ts";
import { trafficSpec } from "./series-kit.ts";

// metricsOf remembers answers by the five-minute samples a range covers (issue 19's p99 at
// 200 req/s): a remembered answer must be exactly what computing it again gives, and anything
// that changes the samples (another sample taken, an outage) must change the answer.
const MINUTE = 60_000;
const FIVE = 5 * MINUTE;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// A sample time plus two minutes: a range ending then covers samples up to 12:00, and one
// ending after 12:05 the next.
const now = new Date(Date.UTC(2026, 10, 20, 12, 2));
const iso = (ms: number) => new Date(ms).toISOString();

const spec = trafficSpec;

const ask = (series: SeriesSpec, start: number, end: number, at = now) =>
  metricsOf(syntheticTelemetry, series, { start: iso(start), end: iso(end) }, at);

describe("remembered metrics answers", () => {
  it("answers a range a minute later from the same samples with its own start and end", () => {
    const series = spec("service:ANSWER-TEST-1");
    const end = now.getTime();
    const first = ask(series, end - DAY, end);
    const later = ask(series, end - DAY + MINUTE, end + MINUTE, new Date(end + MINUTE));
    expect(later.points).toEqual(first.points);
    expect(later.summary).toEqual(first.summary);
    expect(later.start).toBe(iso(end - DAY + MINUTE).replace(".000Z", "Z"));
    expect(later.end).toBe(iso(end + MINUTE).replace(".000Z", "Z"));
    // Four minutes on, a new sample is in the range and the oldest is out.
    const next = ask(series, end - DAY + 4 * MINUTE, end + 4 * MINUTE, new Date(end + 4 * MINUTE));
    expect(next.points.at(-1)?.time).not.toBe(first.points.at(-1)?.time);
    expect(next.points.length).toBe(first.points.length);
  });

  it("gives what a fresh series computes, and a new outage in the range shows at once", () => {
    const end = now.getTime();
    const start = end - 6 * HOUR;
    const quiet = ask(spec("service:ANSWER-TEST-2"), start, end);
    // The same samples under another key are computed afresh: the remembered answer is equal.
    const sameTraffic = ask(spec("service:ANSWER-TEST-2"), start, end);
    expect(sameTraffic).toEqual(quiet);
    const outageStart = Math.floor((end - 2 * HOUR) / FIVE) * FIVE;
    const outage = ask(
      spec("service:ANSWER-TEST-2", [{ start: outageStart, end: outageStart + HOUR }]),
      start,
      end,
    );
    const during = outage.points.filter((point) => {
      const time = Date.parse(point.time);
      return time >= outageStart && time < outageStart + HOUR;
    });
    expect(during).toHaveLength(12);
    expect(during.every((point) => point.in_bps === 0 && point.out_bps === 0)).toBe(true);
    expect(outage.summary.peak.in_bps).toBeGreaterThan(0);
    expect(outage.summary).not.toEqual(quiet.summary);
  });

  it("keeps answers of the range before apart from those without it", () => {
    const series = spec("service:ANSWER-TEST-3");
    const end = now.getTime();
    const plain = ask(series, end - DAY, end);
    const compared = metricsOf(
      syntheticTelemetry,
      series,
      { start: iso(end - DAY), end: iso(end), compare: "previous" },
      now,
    );
    expect(plain.previous).toBeUndefined();
    expect(compared.previous?.peak.in_bps).toBeGreaterThan(0);
    expect(compared.points).toEqual(plain.points);
  });
});
