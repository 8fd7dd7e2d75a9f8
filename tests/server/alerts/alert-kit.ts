import type {
  MetricField,
  SeriesSpec,
  TelemetrySource,
} from "../../../server/src/modules/monitoring/telemetry-source.ts";
import type { Columns } from "../../../src/core/api/monitoring/index.ts";

export const SAMPLE_MS = 300_000;

/**
 * A collector scripted by the test: the series named `key` runs at `busy(time)` of its
 * capacity in (half of that out), every other series at 10 %; no light, no path. The
 * evaluator reads it through the same interface as the synthetic telemetry.
 */
export function scriptedSource(key: string, busy: (time: number) => number): TelemetrySource {
  return {
    read(series: SeriesSpec, start: number, end: number): Columns<MetricField> {
      const times: number[] = [];
      for (let time = Math.ceil(start / SAMPLE_MS) * SAMPLE_MS; time < end; time += SAMPLE_MS)
        times.push(time);
      const share = (time: number) => (series.key === key ? busy(time) : 0.1);
      const zeros = times.map(() => 0);
      // Only the traffic fields: the source answers what a plain port measures.
      const values: Partial<Record<MetricField, number[]>> = {
        in_bps: times.map((time) => series.capacityBps * share(time)),
        out_bps: times.map((time) => (series.capacityBps * share(time)) / 2),
        in_errors: zeros,
        out_errors: zeros,
        in_discards: zeros,
        out_discards: zeros,
      };
      return { times, values: values as Columns<MetricField>["values"] };
    },
  };
}

/** A rule body for POST /alert-rules, with `overrides`. */
export const ruleBody = (overrides: Record<string, unknown> = {}) => ({
  name: "Scripted rule",
  scope: "service",
  service: "SVC-10001",
  metric: "utilisation_pct",
  condition: "above",
  threshold: 60,
  for_minutes: 15,
  severity: "critical",
  contacts: [],
  enabled: true,
  ...overrides,
});
