import type { MetricPoint, MetricsSeries } from "./metrics.ts";

// A module of its own because only the chart's CSV export uses it: it then travels in the
// lazily loaded charts chunk, not in the chunk every page showing a chart loads first (issue
// 19's 50 kB per route).

const RADIO_COLUMNS = ["rx_level_dbm", "snr_db", "modulation_qam", "temperature_c"] as const;

/**
 * The CSV of what a chart shows (RFC 4180; every value is a number or an ISO time, so none
 * needs quoting): one row per point, then the 95th percentile of the range.
 */
export function metricsCsv(series: MetricsSeries): string {
  const radio = series.points.some((point) => point.rx_level_dbm !== undefined);
  const header = [
    "time",
    "in_bps",
    "out_bps",
    "in_errors",
    "out_errors",
    "in_discards",
    "out_discards",
    ...(radio ? RADIO_COLUMNS : []),
  ];
  const row = (point: MetricPoint) =>
    [
      point.time,
      point.in_bps,
      point.out_bps,
      point.in_errors,
      point.out_errors,
      point.in_discards,
      point.out_discards,
      ...(radio ? RADIO_COLUMNS.map((column) => point[column] ?? "") : []),
    ].join(",");
  return `${[header.join(","), ...series.points.map(row)].join("\r\n")}\r\n`;
}
