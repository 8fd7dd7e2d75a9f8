import { RADIO_FIELDS, TRAFFIC_FIELDS } from "./metric-fields.ts";
import type { MetricPoint, MetricsSeries } from "./metrics.ts";

// A module of its own because only the chart's CSV export uses it: it then travels in the
// lazily loaded charts chunk, not in the chunk every page showing a chart loads first (issue
// 19's 50 kB per route).

/**
 * The CSV of what a chart shows (RFC 4180; every value is a number or an ISO time, so none
 * needs quoting): one row per point, then the 95th percentile of the range.
 */
export function metricsCsv(series: MetricsSeries): string {
  const radio = series.points.some((point) => point.rx_level_dbm !== undefined);
  const header = ["time", ...TRAFFIC_FIELDS, ...(radio ? RADIO_FIELDS : [])];
  const row = (point: MetricPoint) =>
    [
      point.time,
      ...TRAFFIC_FIELDS.map((field) => point[field]),
      ...(radio ? RADIO_FIELDS.map((field) => point[field] ?? "") : []),
    ].join(",");
  return `${[header.join(","), ...series.points.map(row)].join("\r\n")}\r\n`;
}
