import { describe, expect, it } from "vitest";
import { metricsCsv } from "../../../../src/core/api/monitoring/chart-csv.ts";
import type { MetricsSeries } from "../../../../src/core/api/monitoring/index.ts";
import { OPTIC_PROFILES } from "../../../../src/core/api/monitoring/index.ts";
import {
  formatMeasure,
  viewGrowth,
  viewLines,
  viewPercentile,
  viewStartsAtZero,
  viewsOf,
  viewThresholds,
} from "../../../../src/core/api/monitoring/metric-views.ts";

const traffic = {
  in_bps: 1e6,
  out_bps: 2e6,
  in_errors: 300,
  out_errors: 0,
  in_discards: 0,
  out_discards: 0,
};
const measure = (average: number, percentile_95 = average) => ({
  low: 0,
  peak: average * 2,
  average,
  percentile_95,
});
const summary = {
  percentile_95: { in_bps: 9e5, out_bps: 1e6 },
  peak: { in_bps: 1e6, out_bps: 2e6 },
  average: { in_bps: 5e5, out_bps: 5e5 },
};

const evpl: MetricsSeries = {
  series: "service:SVC-10003",
  start: "2026-12-01T00:00:00Z",
  end: "2026-12-01T00:10:00Z",
  resolution_seconds: 300,
  step_seconds: 300,
  capacity_bps: 5e8,
  points: [
    { time: "2026-12-01T00:00:00Z", ...traffic, latency_ms: 5.2, jitter_ms: 0.1, loss_pct: 2 },
  ],
  summary: {
    ...summary,
    measures: { latency_ms: measure(5.5, 6), jitter_ms: measure(0.1), loss_pct: measure(1.5, 2.5) },
  },
  previous: {
    ...summary,
    average: { in_bps: 4e5, out_bps: 4e5 },
    measures: { latency_ms: measure(5), jitter_ms: measure(0.1), loss_pct: measure(0) },
  },
};

const optic = OPTIC_PROFILES["100GBASE-LR4"];
if (!optic) throw new Error("100GBASE-LR4 is sold");
const port: MetricsSeries = {
  ...evpl,
  series: "service:SVC-20001",
  optic: { media: optic.media, lanes: 4, rx: optic.rx, tx: optic.tx },
  points: [
    {
      time: "2026-12-01T00:00:00Z",
      ...traffic,
      rx_dbm_1: -3,
      tx_dbm_1: 1,
      rx_dbm_2: -3.2,
      tx_dbm_2: 0.8,
      rx_dbm_3: -2.9,
      tx_dbm_3: 1.1,
      rx_dbm_4: -3.1,
      tx_dbm_4: 0.9,
    },
  ],
  summary: { ...summary, measures: { rx_dbm_1: measure(-3) } },
  previous: { ...summary, measures: { rx_dbm_1: measure(-2.5) } },
};

describe("a chart's views of a series", () => {
  it("offers the path's figures for an EVPL and the light levels for an optical port", () => {
    expect(viewsOf(evpl)).toEqual(["traffic", "errors", "latency", "jitter", "loss"]);
    expect(viewsOf(port)).toEqual(["traffic", "errors", "light"]);
  });
  it("draws errors per second, every lane each way, and the receive limits of the optic", () => {
    const errors = viewLines("errors", evpl)[0];
    expect((evpl.points[0]?.in_errors ?? 0) * (errors?.scale ?? 0)).toBe(1);
    expect(viewLines("light", port).map((line) => line.label)).toEqual([
      "Receive lane 1",
      "Receive lane 2",
      "Receive lane 3",
      "Receive lane 4",
      "Transmit lane 1",
      "Transmit lane 2",
      "Transmit lane 3",
      "Transmit lane 4",
    ]);
    expect(viewThresholds("light", port).map((limit) => limit.value)).toEqual([-10.6, -13.6]);
    expect(viewThresholds("loss", evpl)).toEqual([]);
  });
  it("has a 95th percentile for traffic and the path, none for counts and light", () => {
    expect(viewPercentile("traffic", evpl)).toBe(9e5);
    expect(viewPercentile("latency", evpl)).toBe(6);
    expect(viewPercentile("loss", evpl)).toBe(2.5);
    expect(viewPercentile("errors", evpl)).toBeUndefined();
    expect(viewPercentile("light", port)).toBeUndefined();
  });
  it("compares each with the range before: a share for traffic and delay, decibels for light", () => {
    expect(viewGrowth("traffic", evpl)).toBeCloseTo(0.25);
    expect(viewGrowth("latency", evpl)).toBeCloseTo(0.1);
    // Nothing lost before: no share of nothing.
    expect(viewGrowth("loss", evpl)).toBeNull();
    expect(viewGrowth("light", port)).toBeCloseTo(-0.5);
    expect(viewGrowth("latency", { ...evpl, previous: undefined } as MetricsSeries)).toBeNull();
  });
  it("starts every axis at zero but light's, and writes the units", () => {
    expect(viewStartsAtZero("loss")).toBe(true);
    expect(viewStartsAtZero("light")).toBe(false);
    expect(formatMeasure("ms", 5.234)).toBe("5.23 ms");
    expect(formatMeasure("percent", 1.5)).toBe("1.50 %");
    expect(formatMeasure("dbm", -3.1)).toBe("-3.10 dBm");
  });
  it("exports the path's figures and each lane's light in the CSV", () => {
    expect(metricsCsv(evpl).split("\r\n")[0]).toBe(
      "time,in_bps,out_bps,in_errors,out_errors,in_discards,out_discards,latency_ms,jitter_ms,loss_pct",
    );
    const [header, row] = metricsCsv(port).split("\r\n");
    expect(
      header?.endsWith("rx_dbm_1,rx_dbm_2,rx_dbm_3,rx_dbm_4,tx_dbm_1,tx_dbm_2,tx_dbm_3,tx_dbm_4"),
    ).toBe(true);
    expect(row?.endsWith("-3,-3.2,-2.9,-3.1,1,0.8,1.1,0.9")).toBe(true);
  });
});
