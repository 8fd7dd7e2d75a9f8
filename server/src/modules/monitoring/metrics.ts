import { Schema } from "effect";
import {
  bucketWidth,
  type Columns,
  MAX_RANGE_MS,
  type MetricPoint,
  type MetricsQuery,
  MetricsSeries,
  type MetricsSummary,
  metricsRangeOf,
  metricsRangeProblems,
  type Resolution,
  rangeFigures,
  resolutionFor,
  SAMPLE_SECONDS,
} from "../../../../src/core/api/monitoring/index.ts";
import { TRAFFIC_FIELDS } from "../../../../src/core/api/monitoring/metric-fields.ts";
import { opticFor } from "../../../../src/core/api/monitoring/optics.ts";
import {
  baseRoundTripMs,
  greatCircleKm,
} from "../../../../src/core/api/monitoring/path-quality.ts";
import {
  downsampleKeepingPeaks,
  measureFigures,
} from "../../../../src/core/api/monitoring/series-math.ts";
import { DAY_MS } from "../../../../src/core/durations.ts";
import type { ServerContext } from "../../context.ts";
import type { Statement } from "../../db/prepared.ts";
import { badRequest, notFound } from "../../http/api-error.ts";
import { missingService } from "../services/service-lookup.ts";
import {
  type MetricField,
  PEAK_RULES,
  rollUp,
  type SeriesSpec,
  seriesFacts,
  type TelemetrySource,
} from "./telemetry-source.ts";

const SAMPLE_MS = SAMPLE_SECONDS * 1000;

/** Lifecycle statuses in which a service carries traffic. */
const LIVE_STATUSES = new Set(["active", "cancelling"]);

export function isLiveStatus(status: string): boolean {
  return LIVE_STATUSES.has(status);
}

/**
 * The outages (as [start ms, end ms or null]) naming any service `services` lists, each once.
 * The containment test sits on the outage row itself, so the GIN index on outages.services
 * (outages_services_idx) answers it per service named: with the test inside an EXISTS over
 * the named services it tested every outage of the company (27 ms a call at 10,000 outages).
 */
export const downOf = (services: string) => `coalesce((select json_agg(json_build_array(
      extract(epoch from d.started_at) * 1000, extract(epoch from d.resolved_at) * 1000,
      d.degraded))
    from (select distinct o.id, o.started_at, o.resolved_at, o.degraded
      from (${services}) named
      join outages o on o.company_id = $1
        and o.services @> jsonb_build_array(jsonb_build_object('id', named.public_id))) d),
    '[]'::json) as down`;

/**
 * A service's series facts and its outages in one round trip (issue 19: the metrics call is
 * the portal's most frequent after the sign-in check, and a query costs a round trip on
 * PostgreSQL and a parse on PGlite). An outage names its services as [{"id": ...}]: the
 * containment test finds those naming this one.
 */
export const SERVICE_SERIES: Statement = {
  name: "monitoring_service_series",
  types: ["int4", "text"],
  text: `select s.status, s.speed_mbps as capacity_mbps, s.type, s.media,
      la.latitude as a_lat, la.longitude as a_lon, lb.latitude as b_lat, lb.longitude as b_lon,
      ${downOf("select s.public_id")}
    from services s
    join locations la on la.id = s.location_id
    left join locations lb on lb.id = s.b_location_id
    where s.company_id = $1 and s.public_id = $2`,
};

/** A network service's facts, and its members' outages: they show on it as its drops. */
export const NETWORK_SERVICE_SERIES: Statement = {
  name: "monitoring_network_service_series",
  types: ["int4", "int4"],
  text: `select n.status, n.bandwidth_mbps as capacity_mbps,
      ${downOf(`select member.public_id from network_service_members m
        join services member on member.id = m.service_id where m.network_service_id = n.id`)}
    from network_services n
    where n.company_id = $1 and n.id = $2`,
};

export interface SeriesRow {
  readonly status: string;
  readonly capacity_mbps: number;
  /** A service's kind, media and ends (a network service has none of these). */
  readonly type?: string;
  readonly media?: string | null;
  readonly a_lat?: number;
  readonly a_lon?: number;
  readonly b_lat?: number | null;
  readonly b_lon?: number | null;
  /** Each outage: start, end (null while open), and whether it degraded rather than cut. */
  readonly down: ReadonlyArray<
    readonly [number | string, number | string | null, boolean | null | undefined]
  >;
}

/** Kinds of service measured end to end (latency, jitter, loss: issue 48). */
const PATH_KINDS = new Set(["evpl", "cloud_connect"]);
/**
 * A cloud connect ends at the cloud's on-ramp in the same metro; its fibre is some 5 to 60 km
 * (fixed per service from its key, so every instance agrees).
 */
function onRampKm(key: string): number {
  let hash = 0;
  for (let index = 0; index < key.length; index += 1)
    hash = (Math.imul(hash, 31) + key.charCodeAt(index)) >>> 0;
  return 5 + (hash % 56);
}

function pathOf(key: string, row: SeriesRow): SeriesSpec["path"] {
  if (!row.type || !PATH_KINDS.has(row.type)) return undefined;
  const far =
    row.b_lat !== null && row.b_lat !== undefined && row.b_lon !== null && row.b_lon !== undefined
      ? greatCircleKm(Number(row.a_lat), Number(row.a_lon), Number(row.b_lat), Number(row.b_lon))
      : onRampKm(key);
  return { baseMs: Math.round(baseRoundTripMs(Math.max(1, far)) * 1000) / 1000 };
}

export function seriesOf(ctx: ServerContext, key: string, row: SeriesRow): SeriesSpec {
  const now = ctx.now().getTime();
  const windows = (degraded: boolean) =>
    row.down
      .filter(([, , flag]) => (flag === true) === degraded)
      .map(([start, end]) => ({
        start: Number(start),
        // An outage still open lasts until now.
        end: end === null ? now : Number(end),
      }));
  const optic = row.type === "port" ? opticFor(row.media) : undefined;
  const path = pathOf(key, row);
  return {
    key,
    capacityBps: Number(row.capacity_mbps) * 1e6,
    radio: null,
    live: isLiveStatus(row.status),
    down: windows(false),
    ...(optic ? { optic } : {}),
    ...(path ? { path } : {}),
    degraded: windows(true),
  };
}

/** The series of the company's service with that public id, or the 404 findService gives. */
export async function serviceSeries(
  ctx: ServerContext,
  companyId: number,
  publicId: string,
): Promise<SeriesSpec> {
  const [row] = await ctx.statements.run<SeriesRow>(SERVICE_SERIES, [companyId, publicId]);
  if (!row) throw await missingService(ctx, companyId, publicId);
  return seriesOf(ctx, `service:${publicId}`, row);
}

/** The series of the company's network service with that stored id, or 404. */
export async function networkServiceSeries(
  ctx: ServerContext,
  companyId: number,
  id: number,
): Promise<SeriesSpec> {
  const [row] = await ctx.statements.run<SeriesRow>(NETWORK_SERVICE_SERIES, [companyId, id]);
  if (!row) throw notFound();
  return seriesOf(ctx, `network-service:${id}`, row);
}

const TRAFFIC = new Set<string>(TRAFFIC_FIELDS);

function summaryOf(samples: Columns<MetricField>): MetricsSummary {
  const inbound = rangeFigures(samples.values.in_bps);
  const outbound = rangeFigures(samples.values.out_bps);
  // Every figure besides traffic (latency, loss, light, radio) gets its own range figures.
  const others = (Object.keys(samples.values) as MetricField[]).filter(
    (field) => !TRAFFIC.has(field),
  );
  return {
    percentile_95: { in_bps: inbound.percentile95, out_bps: outbound.percentile95 },
    peak: { in_bps: inbound.peak, out_bps: outbound.peak },
    average: { in_bps: Math.round(inbound.mean), out_bps: Math.round(outbound.mean) },
    ...(others.length > 0
      ? {
          measures: Object.fromEntries(
            others.map((field) => [field, measureFigures(samples.values[field])]),
          ),
        }
      : {}),
  };
}

/**
 * The ISO text of a point's time, which starts a five-minute sample or a roll-up: the date is
 * formatted once per day and the clock read from a table (a `Date` per point was the largest
 * part of building a 90-day answer's points on a miss). Any other time is formatted in full.
 */
function pointTimes(times: ReadonlyArray<number>): string[] {
  let day = Number.NaN;
  let date = "";
  return times.map((time) => {
    const clock = time - Math.floor(time / DAY_MS) * DAY_MS;
    if (clock % SAMPLE_MS !== 0) return iso(time);
    if (time - clock !== day) {
      day = time - clock;
      date = iso(day).slice(0, 11);
    }
    return `${date}${CLOCKS[clock / SAMPLE_MS]}`;
  });
}

const pad = (value: number) => String(value).padStart(2, "0");
/** "HH:MM:00Z" of each five-minute sample of a day. */
const CLOCKS = Array.from(
  { length: DAY_MS / SAMPLE_MS },
  (_, sample) => `${pad(Math.floor(sample / 12))}:${pad((sample % 12) * 5)}:00Z`,
);

function pointsOf(columns: Columns<MetricField>): MetricPoint[] {
  const { times, values } = columns;
  const labels = pointTimes(times);
  // The figures beyond traffic the series has (radio, path, optic lanes), in column order.
  const extra = (Object.keys(values) as MetricField[]).filter((field) => !TRAFFIC.has(field));
  const points: MetricPoint[] = new Array(times.length);
  for (let index = 0; index < times.length; index += 1) {
    const at = (field: MetricField) => values[field][index] as number;
    const point: Record<string, number | string> = {
      time: labels[index] as string,
      in_bps: at("in_bps"),
      out_bps: at("out_bps"),
      in_errors: at("in_errors"),
      out_errors: at("out_errors"),
      in_discards: at("in_discards"),
      out_discards: at("out_discards"),
    };
    for (const field of extra) point[field] = at(field);
    points[index] = point as unknown as MetricPoint;
  }
  return points;
}

const iso = (ms: number) => new Date(ms).toISOString().replace(".000Z", "Z");

/** What a metrics answer holds besides the range it echoes: the points and the summaries. */
type Figures = Pick<MetricsSeries, "resolution_seconds" | "step_seconds" | "points" | "summary"> & {
  readonly previous?: MetricsSummary;
};

/**
 * How many answers stay computed (least recently used first out). An answer is kept as its
 * JSON (a Buffer outside the JavaScript heap): a traffic series' 721 points are about 90 kB,
 * a radio series' 1,000 points about 200 kB, so 512 of them are at most some 100 MB and
 * usually about 45: every range of the chart's presets for 100 services (the bench's 29
 * services x 5 ranges, twice over with minutes-apart ends). docs/performance.md says the same.
 */
const ANSWER_LIMIT = 512;

/**
 * A kept answer: the whole JSON body of the last call answered from it, and the head
 * (headOf) it begins with. A call with the same head is sent the very same bytes (no
 * allocation: 200 copies of 90 kB a second outside the heap made V8 collect garbage in full,
 * stalling the calls behind); another head gets a new body with the kept tail, which then
 * replaces the old one.
 */
interface KeptAnswer {
  readonly head: string;
  readonly body: Buffer;
}
const answers = new Map<string, KeptAnswer>();

/**
 * The synthetic samples of a series never change once taken (issue 19: the same series on
 * every instance and restart), so an answer is a function of the series, the five-minute
 * samples its range covers, the resolution and step, and the outages within the range. The
 * key holds exactly these: a range ending a minute later covers the same samples until the
 * next five-minute sample is taken, and an open outage (which ends "now") is clipped to the
 * range read, so its moving end does not change the key until it changes the samples.
 */
function answerKey(
  series: SeriesSpec,
  windows: ReadonlyArray<{ start: number; end: number }>,
  resolution: number,
  asked: number,
): string {
  const first = Math.min(...windows.map((window) => window.start));
  const last = Math.max(...windows.map((window) => window.end));
  const clipped = (of: SeriesSpec["down"]) =>
    of
      .filter((window) => window.start < last && window.end > first)
      .map((window) => `${Math.max(window.start, first)}-${Math.min(window.end, last)}`)
      .join(",");
  const down = `${clipped(series.down)}~${clipped(series.degraded ?? [])}`;
  const samples = windows
    .map((window) => `${Math.ceil(window.start / SAMPLE_MS)}-${Math.ceil(window.end / SAMPLE_MS)}`)
    .join("/");
  return `${series.key}|${seriesFacts(series)}|${samples}|${resolution}|${asked}|${down}`;
}

/**
 * The body of the answer kept under `key` for a call echoing `head`, from `compute` (the whole
 * encoded answer) when none is kept. Least recently used first out.
 */
function remembered(key: string, head: string, compute: () => string): Buffer {
  const kept = answers.get(key);
  if (kept !== undefined) answers.delete(key);
  const answer: KeptAnswer =
    kept === undefined
      ? { head, body: Buffer.from(compute()) }
      : kept.head === head
        ? kept
        : {
            head,
            body: Buffer.concat([
              Buffer.from(head),
              kept.body.subarray(Buffer.byteLength(kept.head)),
            ]),
          };
  answers.set(key, answer);
  if (answers.size > ANSWER_LIMIT) {
    const oldest = answers.keys().next().value;
    if (oldest !== undefined) answers.delete(oldest);
  }
  return answer.body;
}

const encodeSeries = Schema.encodeUnknownSync(MetricsSeries);

/**
 * The start of an answer's JSON: the series and the range it echoes, the only members that
 * differ between calls answered from the same samples (capacity is part of the key). The
 * schema's encoding writes the members in the struct's order, so this is exactly how the
 * encoded answer begins.
 */
const headOf = (key: string, start: number, end: number) =>
  `{"series":${JSON.stringify(key)},"start":"${iso(start)}","end":"${iso(end)}"`;

/**
 * The answer to a metrics query for one series as its JSON body, what the route sends: the
 * range checked (400 by field), clipped to the 90 days kept and to now, the summary from the
 * five-minute samples, and at most 1,000 points read at the resolution the range needs and
 * downsampled keeping peaks.
 * Answers are remembered by the samples they cover (answerKey), already encoded with the
 * MetricsSeries schema and serialised: issue 19's p99 at 200 req/s. Encoding 721 points with
 * the schema and JSON cost 3-5 ms on every call, the whole of a remembered call's cost; now
 * a call is sent the kept bytes (or the kept tail behind the range it echoes). Only a miss
 * computes, encodes and serialises, once per five-minute sample and series.
 */
export function metricsJson(
  source: TelemetrySource,
  series: SeriesSpec,
  query: MetricsQuery,
  nowDate: Date,
): Buffer {
  const now = nowDate.getTime();
  const range = metricsRangeOf(query, now);
  const problems = metricsRangeProblems(range);
  if (problems) throw badRequest(problems);
  const kept = Math.floor(now / SAMPLE_MS) * SAMPLE_MS - MAX_RANGE_MS;
  const clip = (start: number, end: number) => ({
    start: Math.max(start, kept),
    end: Math.min(end, now),
  });
  const span = range.end - range.start;
  const window = clip(range.start, range.end);
  const before = query.compare === "previous" ? clip(range.start - span, range.start) : undefined;
  const resolution = resolutionFor(range);
  const asked = range.stepSeconds === undefined ? 1 : range.stepSeconds / resolution;
  const head = headOf(series.key, range.start, range.end);
  return remembered(
    answerKey(series, before ? [window, before] : [window], resolution, asked),
    head,
    () => {
      const text = JSON.stringify(
        encodeSeries({
          series: series.key,
          start: iso(range.start),
          end: iso(range.end),
          capacity_bps: series.capacityBps,
          ...(series.optic
            ? {
                optic: {
                  media: series.optic.media,
                  lanes: series.optic.lanes,
                  rx: series.optic.rx,
                  tx: series.optic.tx,
                },
              }
            : {}),
          ...figuresOf(source, series, window, before, resolution, asked),
        } satisfies MetricsSeries),
      );
      // The kept tail is joined to other heads: the encoding must begin with this one.
      if (!text.startsWith(head)) throw new Error("metrics: the encoded answer's head moved");
      return text;
    },
  );
}

/** The answer of `metricsJson` as the object the portal reads (tests and scripts). */
export function metricsOf(
  source: TelemetrySource,
  series: SeriesSpec,
  query: MetricsQuery,
  nowDate: Date,
): MetricsSeries {
  return JSON.parse(metricsJson(source, series, query, nowDate).toString()) as MetricsSeries;
}

/** The points and summaries of the samples in `window` (and `before`, with compare). */
function figuresOf(
  source: TelemetrySource,
  series: SeriesSpec,
  window: { start: number; end: number },
  before: { start: number; end: number } | undefined,
  resolution: Resolution,
  asked: number,
): Figures {
  const read = ({ start, end }: { start: number; end: number }) =>
    end > start
      ? source.read(series, start, end, 300)
      : { times: [], values: {} as Columns<MetricField>["values"] };
  const samples = read(window);
  // The five-minute samples are read for the 95th percentile anyway: the roll-up is folded
  // from them rather than read a second time (a collector with stored roll-ups would answer
  // the same buckets).
  const rolled =
    resolution === 300 || samples.times.length === 0 ? samples : rollUp(samples, resolution);
  const width = bucketWidth(rolled.times.length, undefined, asked);
  const points =
    rolled.times.length === 0 ? rolled : downsampleKeepingPeaks(rolled, rulesOf(rolled), width);
  const figures: Figures = {
    resolution_seconds: resolution,
    step_seconds: resolution * width,
    points: pointsOf(points),
    summary: summaryOf(withTraffic(samples)),
  };
  return before ? { ...figures, previous: summaryOf(withTraffic(read(before))) } : figures;
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
