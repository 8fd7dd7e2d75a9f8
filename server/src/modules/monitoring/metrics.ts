import { sql } from "drizzle-orm";
import {
  bucketWidth,
  type Columns,
  type InOut,
  MAX_RANGE_MS,
  type MetricPoint,
  type MetricsQuery,
  type MetricsSeries,
  type MetricsSummary,
  mean,
  metricsRangeOf,
  metricsRangeProblems,
  peak,
  percentile95,
  resolutionFor,
  SAMPLE_SECONDS,
} from "../../../../src/core/api/monitoring/index.ts";
import { downsampleKeepingPeaks } from "../../../../src/core/api/monitoring/series-math.ts";
import type { ServerContext } from "../../context.ts";
import { badRequest } from "../../http/api-error.ts";
import { rowsOf } from "../notifications/raw-rows.ts";
import {
  type MetricField,
  PEAK_RULES,
  rollUp,
  type SeriesSpec,
  type TelemetrySource,
} from "./telemetry-source.ts";

const SAMPLE_MS = SAMPLE_SECONDS * 1000;

/** Lifecycle statuses in which a service carries traffic. */
const LIVE_STATUSES = new Set(["active", "cancelling"]);

export function isLiveStatus(status: string): boolean {
  return LIVE_STATUSES.has(status);
}

/** When the company's outages naming this service were down: its drops in the series. */
export async function outageWindows(
  ctx: ServerContext,
  companyId: number,
  publicIds: ReadonlyArray<string>,
): Promise<Array<{ start: number; end: number }>> {
  if (publicIds.length === 0) return [];
  const now = ctx.now().getTime();
  const result = await ctx.db.execute(sql`
    select o.started_at, o.resolved_at from outages o
    where o.company_id = ${companyId}
      and exists (select 1 from jsonb_array_elements(o.services) s
        where s->>'id' in (${sql.join(
          publicIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`);
  return rowsOf<{ started_at: string | Date; resolved_at: string | Date | null }>(result).map(
    (row) => ({
      start: new Date(row.started_at).getTime(),
      end: row.resolved_at === null ? now : new Date(row.resolved_at).getTime(),
    }),
  );
}

function summaryOf(samples: Columns<MetricField>): MetricsSummary {
  const figure = (of: (values: ReadonlyArray<number>) => number): InOut => ({
    in_bps: of(samples.values.in_bps),
    out_bps: of(samples.values.out_bps),
  });
  return {
    percentile_95: figure(percentile95),
    peak: figure(peak),
    average: figure((values) => Math.round(mean(values))),
  };
}

function pointsOf(columns: Columns<MetricField>, radio: boolean): MetricPoint[] {
  const { times, values } = columns;
  return times.map((time, index) => {
    const at = (field: MetricField) => values[field][index] as number;
    const point: MetricPoint = {
      time: new Date(time).toISOString().replace(".000Z", "Z"),
      in_bps: at("in_bps"),
      out_bps: at("out_bps"),
      in_errors: at("in_errors"),
      out_errors: at("out_errors"),
      in_discards: at("in_discards"),
      out_discards: at("out_discards"),
    };
    return radio
      ? {
          ...point,
          rx_level_dbm: at("rx_level_dbm"),
          snr_db: at("snr_db"),
          modulation_qam: at("modulation_qam"),
          temperature_c: at("temperature_c"),
        }
      : point;
  });
}

const iso = (ms: number) => new Date(ms).toISOString().replace(".000Z", "Z");

/**
 * The answer to a metrics query for one series: the range checked (400 by field), clipped
 * to the 90 days kept and to now, the summary from the five-minute samples, and at most
 * 1,000 points read at the resolution the range needs and downsampled keeping peaks.
 */
export function metricsOf(
  source: TelemetrySource,
  series: SeriesSpec,
  query: MetricsQuery,
  nowDate: Date,
): MetricsSeries {
  const now = nowDate.getTime();
  const range = metricsRangeOf(query, now);
  const problems = metricsRangeProblems(range);
  if (problems) throw badRequest(problems);
  const kept = Math.floor(now / SAMPLE_MS) * SAMPLE_MS - MAX_RANGE_MS;
  const clip = (start: number, end: number) => ({
    start: Math.max(start, kept),
    end: Math.min(end, now),
  });
  const read = (start: number, end: number, resolution: 300 | 3600 | 86_400) => {
    const window = clip(start, end);
    return window.end > window.start
      ? source.read(series, window.start, window.end, resolution)
      : { times: [], values: {} as Columns<MetricField>["values"] };
  };
  const samples = read(range.start, range.end, 300);
  const resolution = resolutionFor(range);
  // The five-minute samples are read for the 95th percentile anyway: the roll-up is folded
  // from them rather than read a second time (a collector with stored roll-ups would answer
  // the same buckets).
  const rolled =
    resolution === 300 || samples.times.length === 0 ? samples : rollUp(samples, resolution);
  const asked = range.stepSeconds === undefined ? 1 : range.stepSeconds / resolution;
  const width = bucketWidth(rolled.times.length, undefined, asked);
  const points =
    rolled.times.length === 0 ? rolled : downsampleKeepingPeaks(rolled, rulesOf(rolled), width);
  const span = range.end - range.start;
  const answer: MetricsSeries = {
    series: series.key,
    start: iso(range.start),
    end: iso(range.end),
    resolution_seconds: resolution,
    step_seconds: resolution * width,
    capacity_bps: series.capacityBps,
    points: pointsOf(points, series.radio !== null && points.times.length > 0),
    summary: summaryOf(withTraffic(samples)),
  };
  return query.compare === "previous"
    ? { ...answer, previous: summaryOf(withTraffic(read(range.start - span, range.start, 300))) }
    : answer;
}

/** The rules of the fields a read answered (a radio series has more). */
function rulesOf(columns: Columns<MetricField>): Record<MetricField, "max" | "min"> {
  return Object.fromEntries(
    (Object.keys(columns.values) as MetricField[]).map((field) => [field, PEAK_RULES[field]]),
  ) as Record<MetricField, "max" | "min">;
}

/** An empty read has no columns; the summary reads in and out as empty lists then. */
function withTraffic(columns: Columns<MetricField>): Columns<MetricField> {
  if (columns.values.in_bps) return columns;
  return { times: [], values: { ...columns.values, in_bps: [], out_bps: [] } };
}
