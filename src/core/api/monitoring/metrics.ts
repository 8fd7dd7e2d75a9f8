import { Schema } from "effect";
import { DAY_MS, HOUR_MS } from "../../durations.ts";
import { orEmpty } from "../list-query.ts";
import { IsoDateTime } from "../primitives.ts";

/** Samples are taken every five minutes; a step below that has nothing to show. */
export const SAMPLE_SECONDS = 300;
/** Five-minute samples are kept for 90 days, and a range may span at most that. */
export const MAX_RANGE_DAYS = 90;
export const MAX_RANGE_MS = MAX_RANGE_DAYS * DAY_MS;
/** A range without `start` ends now and spans the last day. */
export const DEFAULT_RANGE_MS = DAY_MS;

/** The resolutions a telemetry source keeps: five-minute samples, hourly and daily roll-ups. */
export const RESOLUTIONS = [300, 3600, 86_400] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

export const METRICS_MESSAGES = {
  endBeforeStart: "End must be after start.",
  tooLong: `The range may span at most ${MAX_RANGE_DAYS} days.`,
  stepTooSmall: `Step must be at least ${SAMPLE_SECONDS / 60} minutes (${SAMPLE_SECONDS} seconds).`,
} as const;

const StepSeconds = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter(
      (value: string) => /^\d{1,9}$/u.test(value) || "Expected a whole number of seconds",
    ),
  ),
);

/**
 * GET /services/{id}/metrics, /network-services/{id}/metrics and
 * /rf-device-interfaces/{id}/metrics: `start` and `end` (ISO 8601 UTC; `end` defaults to
 * now and `start` to a day before `end`), `step` in seconds (at least 300; the server
 * may widen it so the answer has at most 1,000 points), and `compare=previous` to add the
 * summary of the range just before (growth or decline).
 * Read by the server only: `@__PURE__` lets the portal's bundle drop it (issue 19's 50 kB
 * per chart page).
 */
export const MetricsQuery = /* @__PURE__ */ Schema.Struct({
  start: orEmpty(IsoDateTime),
  end: orEmpty(IsoDateTime),
  step: orEmpty(StepSeconds),
  compare: orEmpty(Schema.Literal("previous")),
});
export type MetricsQuery = typeof MetricsQuery.Type;

/** A range to read, as the server resolves a query. */
export interface MetricsRange {
  readonly start: number;
  readonly end: number;
  /** The step asked for, in seconds, if any. */
  readonly stepSeconds: number | undefined;
}

/**
 * The range a query names, defaults filled in against `now` (ms): the server reads this,
 * and the portal builds its queries so they pass `metricsRangeProblems`.
 */
export function metricsRangeOf(query: MetricsQuery, now: number): MetricsRange {
  const end = query.end ? Date.parse(query.end) : now;
  const start = query.start ? Date.parse(query.start) : end - DEFAULT_RANGE_MS;
  return { start, end, stepSeconds: query.step ? Number(query.step) : undefined };
}

/**
 * What is wrong with a range, by query field (the 400's body), or undefined when it is
 * fine: end after start, at most 90 days, a step of at least five minutes. The server
 * answers these; the portal's custom range checks them before it asks.
 */
export function metricsRangeProblems(
  range: MetricsRange,
): Readonly<Record<string, ReadonlyArray<string>>> | undefined {
  const problems: Record<string, string[]> = {};
  if (range.end <= range.start) problems.end = [METRICS_MESSAGES.endBeforeStart];
  else if (range.end - range.start > MAX_RANGE_MS) problems.end = [METRICS_MESSAGES.tooLong];
  if (range.stepSeconds !== undefined && range.stepSeconds < SAMPLE_SECONDS)
    problems.step = [METRICS_MESSAGES.stepTooSmall];
  return Object.keys(problems).length > 0 ? problems : undefined;
}

/**
 * The coarsest resolution the source must read for a range: five-minute samples up to a
 * week, hourly roll-ups up to 90 days. Finer than needed is never read: a 30-day chart
 * reads 720 hourly points, not 8,640 samples.
 */
export function resolutionFor(range: MetricsRange): Resolution {
  const span = range.end - range.start;
  const step = (range.stepSeconds ?? 0) * 1000;
  if (span <= 7 * DAY_MS && step < HOUR_MS) return 300;
  if (step < DAY_MS) return 3600;
  return 86_400;
}

/** Traffic at one point: bits per second in and out, errors and discards per interval. */
export const MetricPoint = Schema.Struct({
  time: IsoDateTime,
  in_bps: Schema.Number,
  out_bps: Schema.Number,
  in_errors: Schema.Number,
  out_errors: Schema.Number,
  in_discards: Schema.Number,
  out_discards: Schema.Number,
  /** Radio interfaces only: received signal level (dBm), SNR (dB), modulation (QAM order), temperature (deg C). */
  rx_level_dbm: Schema.optionalKey(Schema.Number),
  snr_db: Schema.optionalKey(Schema.Number),
  modulation_qam: Schema.optionalKey(Schema.Number),
  temperature_c: Schema.optionalKey(Schema.Number),
  /** EVPLs and cloud connects only (issue 48): round-trip latency and jitter (ms), loss (%). */
  latency_ms: Schema.optionalKey(Schema.Number),
  jitter_ms: Schema.optionalKey(Schema.Number),
  loss_pct: Schema.optionalKey(Schema.Number),
  /** Optical ports only: receive and transmit light level (dBm) of each lane the optic has. */
  rx_dbm_1: Schema.optionalKey(Schema.Number),
  rx_dbm_2: Schema.optionalKey(Schema.Number),
  rx_dbm_3: Schema.optionalKey(Schema.Number),
  rx_dbm_4: Schema.optionalKey(Schema.Number),
  tx_dbm_1: Schema.optionalKey(Schema.Number),
  tx_dbm_2: Schema.optionalKey(Schema.Number),
  tx_dbm_3: Schema.optionalKey(Schema.Number),
  tx_dbm_4: Schema.optionalKey(Schema.Number),
});
export type MetricPoint = typeof MetricPoint.Type;

const LevelThresholdsSchema = Schema.Struct({
  alarm_low: Schema.Number,
  warning_low: Schema.Number,
  warning_high: Schema.Number,
  alarm_high: Schema.Number,
});

/** In and out of one figure (bits per second). */
export const InOut = Schema.Struct({ in_bps: Schema.Number, out_bps: Schema.Number });

/** One figure's range (issue 48): lowest, highest, mean and 95th percentile of its samples. */
export const MeasureSummary = Schema.Struct({
  low: Schema.Number,
  peak: Schema.Number,
  average: Schema.Number,
  percentile_95: Schema.Number,
});

/**
 * What a range comes to: 95th percentile (on five-minute samples), peak and mean of the
 * traffic, and (`measures`) the same of every other figure the series has besides errors
 * and discards: latency, jitter, loss, light levels, radio figures.
 */
export const MetricsSummary = Schema.Struct({
  percentile_95: InOut,
  peak: InOut,
  average: InOut,
  measures: Schema.optionalKey(Schema.Record(Schema.String, MeasureSummary)),
});
export type MetricsSummary = typeof MetricsSummary.Type;

/**
 * The answer: at most 1,000 points, each the peak of its `step_seconds` (read from the
 * `resolution_seconds` the range needs), the summary of the range from the five-minute
 * samples, and with `compare=previous` the summary of the range of the same length just
 * before. `capacity_bps` is the port's speed (utilisation is traffic over it).
 */
export const MetricsSeries = Schema.Struct({
  series: Schema.String,
  start: IsoDateTime,
  end: IsoDateTime,
  resolution_seconds: Schema.Number,
  step_seconds: Schema.Number,
  capacity_bps: Schema.Number,
  /** An optical port's optic: its media, lanes and the thresholds of its light levels. */
  optic: Schema.optionalKey(
    Schema.Struct({
      media: Schema.String,
      lanes: Schema.Number,
      rx: LevelThresholdsSchema,
      tx: LevelThresholdsSchema,
    }),
  ),
  points: Schema.Array(MetricPoint),
  summary: MetricsSummary,
  previous: Schema.optionalKey(MetricsSummary),
});
export type MetricsSeries = typeof MetricsSeries.Type;
