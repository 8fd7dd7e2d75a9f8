import { OPTIC_FIELDS, PATH_FIELDS, RADIO_FIELDS, TRAFFIC_FIELDS } from "./metric-fields.ts";
import type { MetricPoint, MetricsSeries } from "./metrics.ts";

// A module of its own because only the chart's CSV export uses it: it then travels in the
// lazily loaded charts chunk, not in the chunk every page showing a chart loads first (issue
// 19's 50 kB per route).

/**
 * The CSV of what a chart shows (RFC 4180; every value is a number or an ISO time, so none
 * needs quoting): one row per point, with every figure the series has: traffic, then the
 * radio, path (latency, jitter, loss) and optic (light per lane) figures when it has them.
 */
export function metricsCsv(series: MetricsSeries): string {
  const first = series.points[0];
  const extra = [...RADIO_FIELDS, ...PATH_FIELDS, ...OPTIC_FIELDS].filter(
    (field) => first !== undefined && first[field] !== undefined,
  );
  const fields = [...TRAFFIC_FIELDS, ...extra];
  const row = (point: MetricPoint) =>
    [point.time, ...fields.map((field) => point[field] ?? "")].join(",");
  return `${[["time", ...fields].join(","), ...series.points.map(row)].join("\r\n")}\r\n`;
}
