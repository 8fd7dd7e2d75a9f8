import type { Columns } from "../../../../src/core/api/monitoring/index.ts";
import type { OpticField } from "../../../../src/core/api/monitoring/metric-fields.ts";
import { LOSS_OF_SIGNAL_DBM } from "../../../../src/core/api/monitoring/optics.ts";
import { pathSample } from "../../../../src/core/api/monitoring/path-quality.ts";
import { DAY_MS, HOUR_MS } from "../../../../src/core/durations.ts";
import {
  fieldsOf,
  type MetricField,
  rollUp,
  type SeriesSpec,
  seriesFacts,
  type TelemetrySource,
} from "./telemetry-source.ts";

const SAMPLE_MS = 300_000;
/** A fixed origin for the slow trend, so the series never depends on when a server started. */
const TREND_ORIGIN = Date.UTC(2026, 0, 1);

/** FNV-1a of a text: the series' seed. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A well-mixed 32-bit hash of (seed, bucket) (murmur3's finaliser), as a fraction in [0, 1). */
function unit(seed: number, bucket: number, salt: number): number {
  let h = (seed ^ Math.imul(bucket, 0x9e3779b1) ^ Math.imul(salt, 0x85ebca77)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4_294_967_296;
}

/** The modulation an SNR supports (adaptive modulation steps down as the link fades). */
function modulationFor(snr: number): number {
  if (snr >= 35) return 4096;
  if (snr >= 32) return 2048;
  if (snr >= 29) return 1024;
  if (snr >= 26) return 512;
  if (snr >= 23) return 256;
  if (snr >= 20) return 128;
  if (snr >= 17) return 64;
  return 16;
}

function emptyColumns(series: SeriesSpec): Record<MetricField, number[]> {
  const fields = fieldsOf(series);
  return Object.fromEntries(fields.map((field) => [field, [] as number[]])) as Record<
    MetricField,
    number[]
  >;
}

/**
 * Five-minute samples computed from a hash of (series key, sample number) alone: the same
 * series on every server and after every restart, with nothing stored. Traffic follows a
 * day (low at 04:00 UTC, high in the afternoon) and a week (quieter weekends), a slow
 * per-series trend and noise, with rare bursts near line rate; during an outage it drops
 * to nothing and errors climb. Radio links fade now and then (rain), which lowers signal
 * and SNR and steps the modulation down.
 */
function samples(series: SeriesSpec, start: number, end: number): Columns<MetricField> {
  const seed = seedOf(series.key);
  const base = 0.12 + 0.55 * unit(seed, 0, 1);
  const outRatio = 0.35 + 0.8 * unit(seed, 0, 2);
  const trendPerYear = -0.2 + 0.9 * unit(seed, 0, 3);
  const times: number[] = [];
  const values = emptyColumns(series);
  const degraded = series.degraded ?? [];
  const optic = series.optic;
  // Each lane of an optic launches a little off nominal and its link loses a little more or
  // less than typical; lasers age (about -0.4 dB a year), so the light slowly falls.
  const lanes = optic
    ? Array.from({ length: optic.lanes }, (_, lane) => ({
        tx: optic.nominalTxDbm + (unit(seed, lane, 20) - 0.5) * 2,
        loss: optic.typicalLinkLossDb * (0.7 + 0.8 * unit(seed, lane, 21)),
        rx: `rx_dbm_${lane + 1}` as OpticField,
        txField: `tx_dbm_${lane + 1}` as OpticField,
      }))
    : [];
  const first = Math.ceil(start / SAMPLE_MS);
  for (let bucket = first; bucket * SAMPLE_MS < end; bucket += 1) {
    const time = bucket * SAMPLE_MS;
    times.push(time);
    const down = series.down.some((window) => time >= window.start && time < window.end);
    const hourOfDay = (time % DAY_MS) / HOUR_MS;
    // 1970-01-01 was a Thursday: day 0 of the week is Thursday, so 2 and 3 are Sat and Sun.
    const weekday = Math.floor(time / DAY_MS) % 7;
    const daily = 0.5 - 0.5 * Math.cos((2 * Math.PI * (hourOfDay - 4)) / 24);
    const weekly = weekday === 2 || weekday === 3 ? 0.7 : 1;
    const trend = Math.max(0.3, 1 + (trendPerYear * (time - TREND_ORIGIN)) / (365 * DAY_MS));
    const noise = 0.85 + 0.3 * unit(seed, bucket, 4);
    const burst = unit(seed, bucket, 5) < 0.004;
    let utilisation = base * (0.3 + 0.7 * daily) * weekly * trend * noise;
    if (burst) utilisation = 0.9 + 0.08 * unit(seed, bucket, 6);
    utilisation = Math.min(0.98, utilisation);
    const live = series.live && !down;
    const inBps = live ? Math.round(series.capacityBps * utilisation) : 0;
    const outBps = live
      ? Math.round(
          Math.min(
            series.capacityBps * 0.98,
            inBps * outRatio * (0.9 + 0.2 * unit(seed, bucket, 7)),
          ),
        )
      : 0;
    const errorRoll = unit(seed, bucket, 8);
    values.in_bps.push(inBps);
    values.out_bps.push(outBps);
    values.in_errors.push(
      down && series.live
        ? 400 + Math.floor(600 * errorRoll)
        : errorRoll < 0.01
          ? Math.floor(errorRoll * 4000)
          : 0,
    );
    values.out_errors.push(errorRoll > 0.995 ? Math.floor((errorRoll - 0.99) * 2000) : 0);
    values.in_discards.push(burst ? Math.floor(50 * unit(seed, bucket, 9)) : 0);
    const faulty = live && degraded.some((window) => time >= window.start && time < window.end);
    values.out_discards.push(burst && live ? Math.floor(20 * unit(seed, bucket, 10)) : 0);
    if (faulty) {
      // A degraded fibre corrupts frames: CRC errors alongside the loss.
      const last = values.in_errors.length - 1;
      values.in_errors[last] =
        (values.in_errors[last] as number) + 50 + Math.floor(250 * errorRoll);
    }
    if (series.path) {
      // A path that is not live is not probed: nothing, like its traffic.
      const sample = series.live
        ? pathSample(
            series.path.baseMs,
            live ? utilisation : 0,
            [unit(seed, bucket, 16), unit(seed, bucket, 17), unit(seed, bucket, 18)],
            down ? "down" : faulty ? "faulty" : "up",
          )
        : { latency_ms: 0, jitter_ms: 0, loss_pct: 0 };
      values.latency_ms.push(sample.latency_ms);
      values.jitter_ms.push(sample.jitter_ms);
      values.loss_pct.push(sample.loss_pct);
    }
    if (lanes.length > 0) {
      const ageing = (-0.4 * (time - TREND_ORIGIN)) / (365 * DAY_MS);
      for (const lane of lanes) {
        const tx = lane.tx + ageing + (unit(seed, bucket, 22) - 0.5) * 0.1;
        const rx =
          down || !series.live
            ? LOSS_OF_SIGNAL_DBM
            : tx - lane.loss + (unit(seed, bucket, 23) - 0.5) * 0.3;
        values[lane.txField].push(Math.round(tx * 100) / 100);
        values[lane.rx].push(Math.round(rx * 100) / 100);
      }
    }
    if (series.radio !== null) {
      // A fade lasts an hour: its depth is decided per hour so the whole hour agrees.
      const hour = Math.floor(time / HOUR_MS);
      const fadeRoll = unit(seed, hour, 11);
      const fade = fadeRoll < 0.02 ? 6 + 12 * unit(seed, hour, 12) : 0;
      const rx = series.radio.plannedRxDbm - fade + (unit(seed, bucket, 13) - 0.5) * 2;
      const snr = 38 - fade * 0.9 + (unit(seed, bucket, 14) - 0.5) * 1.5;
      values.rx_level_dbm.push(Math.round(rx * 10) / 10);
      values.snr_db.push(Math.round(snr * 10) / 10);
      values.modulation_qam.push(modulationFor(snr));
      values.temperature_c.push(
        Math.round((34 + 14 * daily + 3 * unit(seed, bucket, 15)) * 10) / 10,
      );
    }
  }
  return { times, values };
}

/**
 * How many UTC days of five-minute samples stay computed: about 16 kB each (24 kB for a
 * radio link), so 3,072 days are some 50 MB: the 90 days of 30 services and the 90 before
 * them of a few more (2,048 was fewer than the 29 x 91 days the demo's live services have in
 * 90 days, and a 90-day range then computed every day again on each call). Computing a 90-day
 * range from scratch costs tens of milliseconds, which is what the p99 of 50 ms at 200
 * requests a second (issue 19) cannot afford. metrics.ts also keeps whole answers.
 */
const DAY_BLOCK_LIMIT = 3072;
const dayBlocks = new Map<string, Columns<MetricField>>();

/**
 * One UTC day of a series' five-minute samples, computed once and kept (least recently used
 * first out). The key holds everything the samples depend on, the outage windows clipped to
 * the day included (an outage still open ends "now", which moves only today's key), so a
 * cached day is always exactly what `samples` would compute again: the cache changes how
 * fast, never what.
 */
function dayBlock(series: SeriesSpec, day: number): Columns<MetricField> {
  const start = day * DAY_MS;
  const end = start + DAY_MS;
  const clipped = (windows: SeriesSpec["down"]) =>
    windows
      .filter((window) => window.start < end && window.end > start)
      .map((window) => `${Math.max(window.start, start)}-${Math.min(window.end, end)}`)
      .join(",");
  const key = `${series.key}|${seriesFacts(series)}|${day}|${clipped(series.down)}|${clipped(series.degraded ?? [])}`;
  const cached = dayBlocks.get(key);
  if (cached !== undefined) {
    dayBlocks.delete(key);
    dayBlocks.set(key, cached);
    return cached;
  }
  const block = samples(series, start, end);
  dayBlocks.set(key, block);
  if (dayBlocks.size > DAY_BLOCK_LIMIT) {
    const oldest = dayBlocks.keys().next().value;
    if (oldest !== undefined) dayBlocks.delete(oldest);
  }
  return block;
}

/**
 * The five-minute samples in [start, end), the same as `samples`, from the kept days: each
 * column joined with one `concat` of the days' slices (a builtin copy; pushing 25,920 values
 * one by one per column cost more than computing them).
 */
function cachedSamples(series: SeriesSpec, start: number, end: number): Columns<MetricField> {
  const slices: Array<{ block: Columns<MetricField>; from: number; to: number }> = [];
  for (let day = Math.floor(start / DAY_MS); day * DAY_MS < end; day += 1) {
    const block = dayBlock(series, day);
    const dayStart = day * DAY_MS;
    const from = Math.max(0, Math.ceil((start - dayStart) / SAMPLE_MS));
    const to = Math.min(block.times.length, Math.ceil((end - dayStart) / SAMPLE_MS));
    if (to > from) slices.push({ block, from, to });
  }
  const part = (column: ReadonlyArray<number>, from: number, to: number) =>
    from === 0 && to === column.length ? column : column.slice(from, to);
  const join = (of: (block: Columns<MetricField>) => ReadonlyArray<number>) =>
    ([] as number[]).concat(...slices.map(({ block, from, to }) => part(of(block), from, to)));
  const fields = fieldsOf(series);
  return {
    times: join((block) => block.times),
    values: Object.fromEntries(
      fields.map((field) => [field, join((block) => block.values[field])]),
    ) as Record<MetricField, number[]>,
  };
}

/** The demo's telemetry: deterministic, nothing stored, same answer on every instance. */
export const syntheticTelemetry: TelemetrySource = {
  read(series, start, end, resolution) {
    const width = resolution * 1000;
    const alignedStart = Math.floor(start / width) * width;
    const five = cachedSamples(series, alignedStart, end);
    return resolution === 300 ? five : rollUp(five, resolution);
  },
};
