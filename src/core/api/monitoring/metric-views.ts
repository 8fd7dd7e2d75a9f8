import type { MetricPoint, MetricsSeries } from "./metrics.ts";
import { SAMPLE_SECONDS } from "./metrics.ts";

/**
 * What a service's chart can show, one figure at a time (issue 48): traffic, errors and
 * discards, and by kind of service the path's latency, jitter and loss or the optic's light
 * levels per lane. Which views a series has, their lines, units, 95th percentile, growth
 * against the range before and thresholds are decided here, once, for every chart.
 */
export const METRIC_VIEWS = ["traffic", "errors", "latency", "jitter", "loss", "light"] as const;
export type MetricView = (typeof METRIC_VIEWS)[number];

export const METRIC_VIEW_LABELS: Readonly<Record<MetricView, string>> = {
  traffic: "Traffic",
  errors: "Errors and discards",
  latency: "Latency",
  jitter: "Jitter",
  loss: "Loss",
  light: "Light levels",
};

export type MeasureUnit = "bps" | "per-second" | "ms" | "percent" | "dbm";

export const VIEW_UNITS: Readonly<Record<MetricView, MeasureUnit>> = {
  traffic: "bps",
  errors: "per-second",
  latency: "ms",
  jitter: "ms",
  loss: "percent",
  light: "dbm",
};

type NumericField = Exclude<keyof MetricPoint, "time">;

/** One line of a view: its label and how its value is read from a point. */
export interface ViewLine {
  readonly label: string;
  readonly field: NumericField;
  /** Per-interval counts are drawn per second. */
  readonly scale: number;
}

/** The views a series has: traffic and errors always; path and optic figures when present. */
export function viewsOf(series: MetricsSeries): MetricView[] {
  const first = series.points[0];
  const views: MetricView[] = ["traffic", "errors"];
  if (first?.latency_ms !== undefined) views.push("latency", "jitter", "loss");
  if (series.optic !== undefined) views.push("light");
  return views;
}

const line = (label: string, field: NumericField, scale = 1): ViewLine => ({
  label,
  field,
  scale,
});

/** The lines of a view. Errors and discards are five-minute counts, drawn per second. */
export function viewLines(view: MetricView, series: MetricsSeries): ViewLine[] {
  const perSecond = 1 / SAMPLE_SECONDS;
  switch (view) {
    case "traffic":
      return [line("In", "in_bps"), line("Out", "out_bps")];
    case "errors":
      return [
        line("Errors in", "in_errors", perSecond),
        line("Errors out", "out_errors", perSecond),
        line("Discards in", "in_discards", perSecond),
        line("Discards out", "out_discards", perSecond),
      ];
    case "latency":
      return [line("Round trip", "latency_ms")];
    case "jitter":
      return [line("Jitter", "jitter_ms")];
    case "loss":
      return [line("Loss", "loss_pct")];
    case "light": {
      const lanes = series.optic?.lanes ?? 0;
      const rx: ViewLine[] = [];
      const tx: ViewLine[] = [];
      for (let lane = 1; lane <= lanes; lane += 1) {
        const name = lanes > 1 ? ` lane ${lane}` : "";
        rx.push(line(`Receive${name}`, `rx_dbm_${lane}` as NumericField));
        tx.push(line(`Transmit${name}`, `tx_dbm_${lane}` as NumericField));
      }
      return [...rx, ...tx];
    }
  }
}

/** Whether a view's quantity starts at zero (every one but a light level in dBm). */
export function viewStartsAtZero(view: MetricView): boolean {
  return view !== "light";
}

/**
 * The 95th percentile a view draws, where it applies: traffic's (in, the billed direction's
 * usual figure), and the path's latency, jitter and loss. Counts and light levels have none.
 */
export function viewPercentile(view: MetricView, series: MetricsSeries): number | undefined {
  if (view === "traffic") return series.summary.percentile_95.in_bps;
  if (view === "latency" || view === "jitter" || view === "loss") {
    const field = viewLines(view, series)[0]?.field;
    return field ? series.summary.measures?.[field]?.percentile_95 : undefined;
  }
  return undefined;
}

/**
 * The change of a view's mean from the range before (0.1 is 10 % more), null without a
 * previous range or when it had nothing. Traffic compares in plus out; a path figure its
 * one line; light levels the first lane's receive level (in dB: the change itself, not a
 * share, since dBm is already a ratio).
 */
export function viewGrowth(view: MetricView, series: MetricsSeries): number | null {
  const previous = series.previous;
  if (previous === undefined) return null;
  if (view === "traffic") {
    const now = series.summary.average.in_bps + series.summary.average.out_bps;
    const before = previous.average.in_bps + previous.average.out_bps;
    return before <= 0 ? null : (now - before) / before;
  }
  if (view === "errors") return null;
  const field = viewLines(view, series)[0]?.field;
  if (!field) return null;
  const now = series.summary.measures?.[field]?.average;
  const before = previous.measures?.[field]?.average;
  if (now === undefined || before === undefined) return null;
  if (view === "light") return now - before;
  return before <= 0 ? null : (now - before) / before;
}

/** The lines a view draws as limits: an optic's low warning and alarm of receive light. */
export function viewThresholds(
  view: MetricView,
  series: MetricsSeries,
): Array<{ readonly label: string; readonly value: number }> {
  if (view !== "light" || series.optic === undefined) return [];
  return [
    { label: "Receive warning", value: series.optic.rx.warning_low },
    { label: "Receive alarm", value: series.optic.rx.alarm_low },
  ];
}

/** A value in a view's unit for people: "4.21 ms", "1.25 %", "−5.43 dBm", "0.33 /s". */
export function formatMeasure(unit: Exclude<MeasureUnit, "bps">, value: number): string {
  switch (unit) {
    case "ms":
      return `${value.toFixed(value < 10 ? 2 : 1)} ms`;
    case "percent":
      return `${value.toFixed(value < 10 ? 2 : 1)} %`;
    case "dbm":
      return `${value.toFixed(2)} dBm`;
    case "per-second":
      return `${value.toFixed(2)} /s`;
  }
}
