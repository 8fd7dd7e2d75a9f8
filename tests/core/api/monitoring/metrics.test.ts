import { describe, expect, it } from "vitest";
import {
  METRICS_MESSAGES,
  MetricsQuery,
  MetricsSeries,
  metricsRangeOf,
  metricsRangeProblems,
  resolutionFor,
  SetRfDescriptionRequest,
  thresholdLevel,
} from "../../../../src/core/api/monitoring/index.ts";
import { RF_LOG_LIST } from "../../../../src/core/api/monitoring/rf.ts";
import { expectInvalid, expectValid } from "../expect-decode.ts";

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const NOW = Date.parse("2026-11-26T12:00:00Z");

describe("metrics query and range rules", () => {
  it("defaults to the last day ending now", () => {
    const range = metricsRangeOf(expectValid(MetricsQuery, {}), NOW);
    expect(range).toEqual({ start: NOW - DAY, end: NOW, stepSeconds: undefined });
    const given = metricsRangeOf(
      expectValid(MetricsQuery, { start: "2026-11-01T00:00:00Z", end: "", step: "3600" }),
      NOW,
    );
    expect(given).toEqual({
      start: Date.parse("2026-11-01T00:00:00Z"),
      end: NOW,
      stepSeconds: 3600,
    });
  });

  it("refuses unreadable values on their field", () => {
    expectInvalid(MetricsQuery, { start: "yesterday" }, "start");
    expectInvalid(MetricsQuery, { step: "5m" }, "step");
    expectInvalid(MetricsQuery, { compare: "next" }, "compare");
  });

  it("names end before start, over 90 days and a step under five minutes", () => {
    expect(metricsRangeProblems({ start: NOW, end: NOW - HOUR, stepSeconds: undefined })).toEqual({
      end: [METRICS_MESSAGES.endBeforeStart],
    });
    expect(metricsRangeProblems({ start: NOW, end: NOW, stepSeconds: undefined })?.end).toEqual([
      METRICS_MESSAGES.endBeforeStart,
    ]);
    expect(metricsRangeProblems({ start: NOW - 91 * DAY, end: NOW, stepSeconds: 300 })).toEqual({
      end: [METRICS_MESSAGES.tooLong],
    });
    expect(metricsRangeProblems({ start: NOW - HOUR, end: NOW, stepSeconds: 60 })).toEqual({
      step: [METRICS_MESSAGES.stepTooSmall],
    });
    expect(
      metricsRangeProblems({ start: NOW - 90 * DAY, end: NOW, stepSeconds: 300 }),
    ).toBeUndefined();
  });

  it("reads five-minute samples up to a week, hourly roll-ups beyond, daily for daily steps", () => {
    expect(resolutionFor({ start: NOW - 7 * DAY, end: NOW, stepSeconds: undefined })).toBe(300);
    expect(resolutionFor({ start: NOW - DAY, end: NOW, stepSeconds: 3600 })).toBe(3600);
    expect(resolutionFor({ start: NOW - 30 * DAY, end: NOW, stepSeconds: undefined })).toBe(3600);
    expect(resolutionFor({ start: NOW - 90 * DAY, end: NOW, stepSeconds: 86_400 })).toBe(86_400);
  });

  it("decodes an answer with radio fields", () => {
    const summary = {
      percentile_95: { in_bps: 1, out_bps: 2 },
      peak: { in_bps: 1, out_bps: 2 },
      average: { in_bps: 1, out_bps: 2 },
    };
    const series = expectValid(MetricsSeries, {
      series: "rf-interface:1",
      start: "2026-11-25T12:00:00Z",
      end: "2026-11-26T12:00:00Z",
      resolution_seconds: 300,
      step_seconds: 300,
      capacity_bps: 1e9,
      points: [
        {
          time: "2026-11-25T12:00:00Z",
          in_bps: 1,
          out_bps: 2,
          in_errors: 0,
          out_errors: 0,
          in_discards: 0,
          out_discards: 0,
          rx_level_dbm: -41.5,
          snr_db: 30,
          modulation_qam: 1024,
          temperature_c: 38,
        },
      ],
      summary,
      previous: summary,
    });
    expect(series.points[0]?.rx_level_dbm).toBe(-41.5);
  });
});

describe("radio frequency", () => {
  it("grades a value against its threshold in the metric's bad direction", () => {
    const signal = { warning: -60, critical: -70 };
    expect(thresholdLevel("rx_level_dbm", -45, signal)).toBe("normal");
    expect(thresholdLevel("rx_level_dbm", -65, signal)).toBe("warning");
    expect(thresholdLevel("rx_level_dbm", -71, signal)).toBe("critical");
    const heat = { warning: 60, critical: 70 };
    expect(thresholdLevel("temperature_c", 45, heat)).toBe("normal");
    expect(thresholdLevel("temperature_c", 65, heat)).toBe("warning");
    expect(thresholdLevel("temperature_c", 75, heat)).toBe("critical");
  });

  it("checks descriptions and log filters", () => {
    expectValid(SetRfDescriptionRequest, { description: "" });
    expectInvalid(SetRfDescriptionRequest, { description: "x".repeat(201) }, "description");
    expectInvalid(SetRfDescriptionRequest, { description: "a\u0000b" }, "description");
    expectInvalid(RF_LOG_LIST.query, { kind: "reboot" }, "kind");
    expectValid(RF_LOG_LIST.query, { kind: "threshold_crossing", device: "3" });
  });
});
