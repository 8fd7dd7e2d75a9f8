import { describe, expect, it } from "vitest";
import {
  customQuery,
  growthText,
  type MetricsSeries,
  metricsCsv,
  percentText,
  presetQuery,
  sparklineQuery,
  trafficGrowth,
  utilisationOf,
} from "../../../../src/core/api/monitoring/index.ts";

const NOW = Date.parse("2026-11-26T12:00:42.500Z");
const summary = {
  percentile_95: { in_bps: 600e6, out_bps: 200e6 },
  peak: { in_bps: 900e6, out_bps: 300e6 },
  average: { in_bps: 400e6, out_bps: 100e6 },
};
const point = {
  time: "2026-11-26T11:55:00Z",
  in_bps: 1,
  out_bps: 2,
  in_errors: 3,
  out_errors: 4,
  in_discards: 5,
  out_discards: 6,
};
const series = (points: MetricsSeries["points"], capacity = 1e9): MetricsSeries => ({
  series: "service:SVC-1",
  start: "2026-11-26T11:00:00Z",
  end: "2026-11-26T12:00:00Z",
  resolution_seconds: 300,
  step_seconds: 300,
  capacity_bps: capacity,
  points,
  summary,
});

describe("chart ranges", () => {
  it("ends a preset at the minute and spans its length", () => {
    expect(presetQuery("1h", NOW)).toEqual({
      start: "2026-11-26T11:00:00Z",
      end: "2026-11-26T12:00:00Z",
    });
    expect(presetQuery("30d", NOW).start).toBe("2026-10-27T12:00:00Z");
    expect(customQuery(Date.parse("2026-11-01T00:00:00Z"), NOW)).toEqual({
      start: "2026-11-01T00:00:00Z",
      end: "2026-11-26T12:00:42Z",
    });
  });

  it("writes what is shown as CSV, radio columns only for radio series", () => {
    expect(metricsCsv(series([point]))).toBe(
      "time,in_bps,out_bps,in_errors,out_errors,in_discards,out_discards\r\n2026-11-26T11:55:00Z,1,2,3,4,5,6\r\n",
    );
    const radio = metricsCsv(
      series([
        { ...point, rx_level_dbm: -40.5, snr_db: 31, modulation_qam: 1024, temperature_c: 40 },
      ]),
    );
    expect(radio.split("\r\n")[0]).toContain("rx_level_dbm,snr_db,modulation_qam,temperature_c");
    expect(radio.split("\r\n")[1]).toBe("2026-11-26T11:55:00Z,1,2,3,4,5,6,-40.5,31,1024,40");
  });

  it("reads utilisation from the busier direction's 95th percentile", () => {
    expect(utilisationOf(series([]))).toBe(0.6);
    expect(utilisationOf(series([], 0))).toBe(0);
  });
});

describe("the utilisation table's figures", () => {
  it("asks for about 48 points and the range before", () => {
    expect(sparklineQuery("24h", NOW)).toEqual({
      start: "2026-11-25T12:00:00Z",
      end: "2026-11-26T12:00:00Z",
      step: "1800",
      compare: "previous",
    });
    expect(sparklineQuery("1h", NOW).step).toBe("300");
  });

  it("writes shares and changes", () => {
    expect(percentText(0.634)).toBe("63.4 %");
    expect(growthText(0.12)).toBe("+12.0 %");
    expect(growthText(-0.04)).toBe("−4.0 %");
    expect(growthText(null)).toBe("–");
  });

  it("compares mean traffic with the range before", () => {
    const base = series([]);
    expect(trafficGrowth(base)).toBeNull();
    const previous = { ...summary, average: { in_bps: 400e6, out_bps: 100e6 } };
    expect(trafficGrowth({ ...base, previous })).toBe(0);
    const slower = { ...summary, average: { in_bps: 200e6, out_bps: 50e6 } };
    expect(trafficGrowth({ ...base, previous: slower })).toBe(1);
    const empty = { ...summary, average: { in_bps: 0, out_bps: 0 } };
    expect(trafficGrowth({ ...base, previous: empty })).toBeNull();
  });
});
