import type { Columns, PeakRule, Resolution } from "../../../../src/core/api/monitoring/index.ts";

import {
  OPTIC_FIELDS,
  type OpticField,
  PATH_FIELDS,
  RADIO_FIELDS,
  TRAFFIC_FIELDS,
} from "../../../../src/core/api/monitoring/metric-fields.ts";
import type { OpticProfile } from "../../../../src/core/api/monitoring/optics.ts";

export { OPTIC_FIELDS, PATH_FIELDS, RADIO_FIELDS, TRAFFIC_FIELDS };
export type TrafficField = (typeof TRAFFIC_FIELDS)[number];
export type RadioField = (typeof RADIO_FIELDS)[number];
export type PathField = (typeof PATH_FIELDS)[number];
export type MetricField = TrafficField | RadioField | PathField | OpticField;

/**
 * How samples roll up and downsample: the busiest traffic and the most errors of a bucket,
 * the weakest signal, SNR and modulation, the hottest temperature: the worst case is what
 * a chart must not hide.
 */
export const PEAK_RULES: Readonly<Record<MetricField, PeakRule>> = {
  in_bps: "max",
  out_bps: "max",
  in_errors: "max",
  out_errors: "max",
  in_discards: "max",
  out_discards: "max",
  rx_level_dbm: "min",
  snr_db: "min",
  modulation_qam: "min",
  temperature_c: "max",
  // The worst of a path is its slowest, most jittery, lossiest moment.
  latency_ms: "max",
  jitter_ms: "max",
  loss_pct: "max",
  // The weakest light: a fading optic shows in its lowest level.
  rx_dbm_1: "min",
  rx_dbm_2: "min",
  rx_dbm_3: "min",
  rx_dbm_4: "min",
  tx_dbm_1: "min",
  tx_dbm_2: "min",
  tx_dbm_3: "min",
  tx_dbm_4: "min",
};

/** One series a source is asked for: what it measures and what it knows about it. */
export interface SeriesSpec {
  /** Stable key of the series ("service:SVC-10001"): the same on every server. */
  readonly key: string;
  readonly capacityBps: number;
  /** A radio interface also has signal, SNR, modulation and temperature. */
  readonly radio: { readonly plannedRxDbm: number } | null;
  /** Whether it carries traffic at all (a ceased or pending service does not). */
  readonly live: boolean;
  /** Times (ms) when it was down: an outage's start to its end (or now). */
  readonly down: ReadonlyArray<{ readonly start: number; readonly end: number }>;
  /** An optical port's optic: its light levels per lane (issue 48). */
  readonly optic?: OpticProfile;
  /** An EVPL or cloud connect: the round trip of its idle path (ms), for latency, jitter, loss. */
  readonly path?: { readonly baseMs: number };
  /** Times (ms) when it was degraded rather than down (an outage of packet loss). */
  readonly degraded?: ReadonlyArray<{ readonly start: number; readonly end: number }>;
}

/** The fields a series has: traffic, and what its kind adds. */
export function fieldsOf(series: SeriesSpec): MetricField[] {
  return [
    ...TRAFFIC_FIELDS,
    ...(series.radio ? RADIO_FIELDS : []),
    ...(series.path ? PATH_FIELDS : []),
    ...(series.optic
      ? OPTIC_FIELDS.filter((field) => Number(field.slice(-1)) <= (series.optic?.lanes ?? 0))
      : []),
  ];
}

/** What a series' samples depend on besides its key, for the caches' keys. */
export function seriesFacts(series: SeriesSpec): string {
  return `${series.capacityBps}|${series.live}|${series.radio?.plannedRxDbm ?? ""}|${series.optic?.media ?? ""}|${series.path?.baseMs ?? ""}`;
}

/**
 * Where metrics come from. A real collector (SNMP or streaming telemetry into a time-series
 * store) implements this; the demo's is the synthetic source. `read` answers the buckets of
 * `resolution` seconds that start in [start, end) (ms, aligned to the resolution in UTC), in
 * columns; for 3600 and 86,400 each bucket is the roll-up of its five-minute samples by
 * PEAK_RULES.
 */
export interface TelemetrySource {
  read(
    series: SeriesSpec,
    start: number,
    end: number,
    resolution: Resolution,
  ): Columns<MetricField>;
}

/** Folds five-minute samples into UTC-aligned buckets of `resolution` seconds by PEAK_RULES. */
export function rollUp(series: Columns<MetricField>, resolution: Resolution): Columns<MetricField> {
  const width = resolution * 1000;
  const fields = Object.keys(series.values) as MetricField[];
  // The buckets first (where each starts in the samples), then one pass per field: the
  // rule is looked up once per field, not once per sample (a 90-day read is 25,920 of them).
  const times: number[] = [];
  const starts: number[] = [];
  for (let index = 0; index < series.times.length; index += 1) {
    const bucketStart = Math.floor((series.times[index] as number) / width) * width;
    if (times.length === 0 || times[times.length - 1] !== bucketStart) {
      times.push(bucketStart);
      starts.push(index);
    }
  }
  starts.push(series.times.length);
  const values = Object.fromEntries(fields.map((field) => [field, [] as number[]])) as Record<
    MetricField,
    number[]
  >;
  for (const field of fields) {
    const column = series.values[field];
    const target = values[field];
    const keepMax = PEAK_RULES[field] === "max";
    for (let bucket = 0; bucket < times.length; bucket += 1) {
      const last = starts[bucket + 1] as number;
      let value = column[starts[bucket] as number] as number;
      for (let at = (starts[bucket] as number) + 1; at < last; at += 1) {
        const candidate = column[at] as number;
        if (keepMax ? candidate > value : candidate < value) value = candidate;
      }
      target.push(value);
    }
  }
  return { times, values };
}
