import type { MetricsQuery, MetricsSeries } from "./metrics.ts";

/** The ranges a chart offers at a click, and "custom" for two times of one's own. */
export const RANGE_PRESETS = ["1h", "24h", "7d", "30d"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const RANGE_PRESET_MS: Readonly<Record<RangePreset, number>> = {
  "1h": 3600_000,
  "24h": 24 * 3600_000,
  "7d": 7 * 24 * 3600_000,
  "30d": 30 * 24 * 3600_000,
};
export const RANGE_PRESET_LABELS: Readonly<Record<RangePreset | "custom", string>> = {
  "1h": "1 h",
  "24h": "24 h",
  "7d": "7 d",
  "30d": "30 d",
  custom: "Custom",
};

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/u, "Z");

/** The query of a preset range ending at `now` (ms), to the minute so a re-render reuses it. */
export function presetQuery(preset: RangePreset, now: number): MetricsQuery {
  const end = Math.floor(now / 60_000) * 60_000;
  return { start: iso(end - RANGE_PRESET_MS[preset]), end: iso(end) };
}

/** The query of a custom range (ms). */
export function customQuery(start: number, end: number): MetricsQuery {
  return { start: iso(start), end: iso(end) };
}

/** The busier direction's 95th percentile as a share of the capacity (0..1), 0 without one. */
export function utilisationOf(series: MetricsSeries): number {
  if (series.capacity_bps <= 0) return 0;
  const { in_bps, out_bps } = series.summary.percentile_95;
  return Math.max(in_bps, out_bps) / series.capacity_bps;
}

/** Ports at or above this utilisation are flagged on /monitoring unless another is chosen. */
export const DEFAULT_UTILISATION_THRESHOLD = 0.6;

/** How many points a sparkline of a preset range asks for. */
export const SPARKLINE_POINTS = 48;

/** The query of a preset range for a sparkline: about 48 points, and the range before. */
export function sparklineQuery(preset: RangePreset, now: number): MetricsQuery {
  const step = Math.max(300, Math.round(RANGE_PRESET_MS[preset] / 1000 / SPARKLINE_POINTS));
  return { ...presetQuery(preset, now), step: String(step), compare: "previous" };
}

/** A share (0.634) as "63.4 %". */
export function percentText(fraction: number): string {
  return `${(fraction * 100).toFixed(1)} %`;
}

/** A change (0.12, -0.04, null) as "+12.0 %", "−4.0 %" or "–" when there is nothing to compare. */
export function growthText(change: number | null): string {
  if (change === null) return "–";
  const text = `${Math.abs(change * 100).toFixed(1)} %`;
  return change >= 0 ? `+${text}` : `−${text}`;
}

/** The change of a series' mean traffic (in plus out) from the range before it. */
export function trafficGrowth(series: MetricsSeries): number | null {
  if (series.previous === undefined) return null;
  const now = series.summary.average.in_bps + series.summary.average.out_bps;
  const before = series.previous.average.in_bps + series.previous.average.out_bps;
  return before <= 0 ? null : (now - before) / before;
}
