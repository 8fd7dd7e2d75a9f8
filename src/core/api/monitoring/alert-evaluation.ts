import type { AlertCondition, AlertMetric } from "./alert-vocabulary.ts";

/**
 * The evaluation rule of alerts (issue 48), pure: the server's evaluator reads a service's
 * five-minute samples at its clock and asks this what becomes of the rule's alert there.
 */

const SAMPLE_MS = 300_000;

/** Five-minute samples of a series, by field (the telemetry source's columns). */
export interface SampleColumns {
  readonly times: ReadonlyArray<number>;
  readonly values: Readonly<Partial<Record<string, ReadonlyArray<number>>>>;
}

/** A rule as evaluation reads it. */
export interface EvaluatedRule {
  readonly metric: AlertMetric;
  readonly condition: AlertCondition;
  readonly threshold: number;
  readonly for_minutes: number;
}

/** The rule's alert on this service still open: when it began and its worst value so far. */
export interface OpenAlert {
  readonly started: number;
  readonly peak: number;
}

export type AlertDecision =
  | { readonly kind: "quiet" }
  | { readonly kind: "fire"; readonly started: number; readonly peak: number }
  | { readonly kind: "stay"; readonly peak: number }
  | { readonly kind: "resolve"; readonly ended: number; readonly peak: number };

const sum = (left: ReadonlyArray<number> | undefined, right: ReadonlyArray<number> | undefined) =>
  (left ?? []).map((value, index) => value + (right?.[index] ?? 0));

const lowestOf = (columns: ReadonlyArray<ReadonlyArray<number> | undefined>) => {
  const present = columns.filter((column): column is ReadonlyArray<number> => column !== undefined);
  const length = present[0]?.length ?? 0;
  return Array.from({ length }, (_, index) =>
    Math.min(...present.map((column) => column[index] as number)),
  );
};

/**
 * The metric's value at each sample, in the unit its threshold is written in (Mbps for
 * traffic, per second for errors, the weakest lane for light), or null when the series does
 * not measure it (a copper port's light, a port's latency). Errors and discards are
 * five-minute counts, per second as the chart draws them.
 */
export function metricValues(
  metric: AlertMetric,
  samples: SampleColumns,
  capacityBps: number,
): number[] | null {
  const { values } = samples;
  const lanes = (prefix: string) =>
    [1, 2, 3, 4].map((lane) => values[`${prefix}${lane}`]).filter((column) => column !== undefined);
  switch (metric) {
    case "utilisation_pct": {
      if (!values.in_bps || !values.out_bps || capacityBps <= 0) return null;
      const out = values.out_bps;
      return values.in_bps.map(
        (inbound, index) => (Math.max(inbound, out[index] as number) / capacityBps) * 100,
      );
    }
    case "in_bps":
    case "out_bps":
      return values[metric]?.map((bps) => bps / 1e6) ?? null;
    case "errors_per_s":
      return values.in_errors ? sum(values.in_errors, values.out_errors).map((n) => n / 300) : null;
    case "discards_per_s":
      return values.in_discards
        ? sum(values.in_discards, values.out_discards).map((n) => n / 300)
        : null;
    case "rx_dbm":
    case "tx_dbm": {
      const columns = lanes(metric === "rx_dbm" ? "rx_dbm_" : "tx_dbm_");
      return columns.length === 0 ? null : lowestOf(columns);
    }
    case "latency_ms":
    case "jitter_ms":
    case "loss_pct":
      return values[metric] ? [...(values[metric] ?? [])] : null;
  }
}

/** Whether a value breaches the rule's condition. */
export function breaches(rule: EvaluatedRule, value: number): boolean {
  return rule.condition === "above" ? value > rule.threshold : value < rule.threshold;
}

/** The worse of two values for the rule: the higher when above, the lower when below. */
export function worseOf(rule: EvaluatedRule, left: number, right: number): number {
  return rule.condition === "above" ? Math.max(left, right) : Math.min(left, right);
}

/** How many consecutive samples make "for at least N minutes" (a sample spans five). */
export function samplesNeeded(rule: EvaluatedRule): number {
  return Math.max(1, Math.ceil(rule.for_minutes / 5));
}

/**
 * What happens to the rule's alert on one service, given its samples up to now in time order
 * (each sample's time is when its five minutes began) and the alert open, if any:
 * - no alert open: it fires when the latest `samplesNeeded` samples all breach; it started at
 *   the first sample of that unbroken run of breaches and its peak is the run's worst value;
 * - an alert open: it stays while the latest sample breaches (its peak the worse of the
 *   kept one and the samples since it started), and resolves at the first sample that does
 *   not, keeping its peak.
 * No sample (a service that is not live) fires nothing and resolves an open alert at `now`.
 */
export function evaluateRule(
  rule: EvaluatedRule,
  times: ReadonlyArray<number>,
  values: ReadonlyArray<number>,
  open: OpenAlert | null,
  now: number,
): AlertDecision {
  const last = values.length - 1;
  if (last < 0) return open ? { kind: "resolve", ended: now, peak: open.peak } : { kind: "quiet" };
  if (open) {
    let peak = open.peak;
    for (let index = 0; index <= last; index += 1) {
      const value = values[index] as number;
      if ((times[index] as number) >= open.started && breaches(rule, value))
        peak = worseOf(rule, peak, value);
    }
    if (breaches(rule, values[last] as number)) return { kind: "stay", peak };
    // It ended when the first sample of the quiet run began.
    let first = last;
    while (first > 0 && !breaches(rule, values[first - 1] as number)) first -= 1;
    const ended = Math.max(times[first] as number, open.started + SAMPLE_MS);
    return { kind: "resolve", ended, peak };
  }
  let first = last + 1;
  while (first > 0 && breaches(rule, values[first - 1] as number)) first -= 1;
  if (last + 1 - first < samplesNeeded(rule)) return { kind: "quiet" };
  let peak = values[first] as number;
  for (let index = first + 1; index <= last; index += 1)
    peak = worseOf(rule, peak, values[index] as number);
  return { kind: "fire", started: times[first] as number, peak };
}
