/**
 * The arithmetic of metric series, shared by the server (which answers at most
 * MAX_POINTS points per series) and the portal (which draws and exports them). Pure
 * functions over plain arrays, so they are cheap on the 25,920 five-minute samples of a
 * 90-day range.
 */

/** The most points a metrics answer carries per series (the budget). */
export const MAX_POINTS = 1000;

/** How a bucket of samples becomes one point: its highest value, or its lowest. */
export type PeakRule = "max" | "min";

/** A series in columns: the bucket start times (ms) and one array of values per field. */
export interface Columns<Field extends string> {
  readonly times: ReadonlyArray<number>;
  readonly values: Readonly<Record<Field, ReadonlyArray<number>>>;
}

/**
 * How many consecutive samples make one point so that `count` samples give at most
 * `maxPoints` points, and no fewer than `atLeast` (the step asked for, in samples).
 */
export function bucketWidth(count: number, maxPoints = MAX_POINTS, atLeast = 1): number {
  return Math.max(1, Math.ceil(atLeast), Math.ceil(count / Math.max(1, maxPoints)));
}

/**
 * Downsamples by fixed buckets of `width` samples, keeping each bucket's peak: the highest
 * traffic (a 5-minute burst must not be averaged away on a 30-day chart, customers upgrade
 * ports on those), the lowest signal level. A point's time is its bucket's first sample.
 */
export function downsampleKeepingPeaks<Field extends string>(
  series: Columns<Field>,
  rules: Readonly<Record<Field, PeakRule>>,
  width: number,
): Columns<Field> {
  const size = Math.max(1, Math.floor(width));
  if (size === 1) return series;
  const fields = Object.keys(rules) as Field[];
  const times: number[] = [];
  const values = Object.fromEntries(fields.map((field) => [field, [] as number[]])) as Record<
    Field,
    number[]
  >;
  for (let start = 0; start < series.times.length; start += size) {
    const end = Math.min(series.times.length, start + size);
    times.push(series.times[start] as number);
    for (const field of fields) {
      const column = series.values[field];
      const keepMax = rules[field] === "max";
      let peak = column[start] as number;
      for (let index = start + 1; index < end; index += 1) {
        const value = column[index] as number;
        if (keepMax ? value > peak : value < peak) peak = value;
      }
      values[field].push(peak);
    }
  }
  return { times, values };
}

/**
 * The 95th percentile by the nearest-rank method, as burstable bandwidth is billed: sort the
 * samples, drop the top 5 % and take the highest left (the ceil(0.95 n)-th smallest).
 * 0 for no samples.
 */
export function percentile95(samples: ReadonlyArray<number>): number {
  if (samples.length === 0) return 0;
  return kthSmallest(Float64Array.from(samples), Math.ceil(0.95 * samples.length) - 1);
}

/**
 * The k-th smallest value (0-based) of `values`, which it reorders: Hoare's selection, the
 * sorted array's value at k without sorting all of it (a 90-day range's 25,920 samples, on
 * every metrics call, in linear rather than n log n time).
 */
function kthSmallest(values: Float64Array, k: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1] as number;
    let left = low;
    let right = high;
    while (left <= right) {
      while ((values[left] as number) < pivot) left += 1;
      while ((values[right] as number) > pivot) right -= 1;
      if (left <= right) {
        const swap = values[left] as number;
        values[left] = values[right] as number;
        values[right] = swap;
        left += 1;
        right -= 1;
      }
    }
    // [low, right] <= pivot <= [left, high]; between them, values equal to the pivot.
    if (k <= right) high = right;
    else if (k >= left) low = left;
    else return values[k] as number;
  }
  return values[k] as number;
}

/**
 * The 95th percentile, peak and mean of the samples, exactly as `percentile95`, `peak` and
 * `mean` give them, in one pass and one copy: the server summarises a 90-day range's 25,920
 * samples per direction when it computes an answer, and three passes over the plain array cost
 * more than the selection itself.
 */
export function rangeFigures(samples: ReadonlyArray<number>): {
  readonly percentile95: number;
  readonly peak: number;
  readonly mean: number;
} {
  if (samples.length === 0) return { percentile95: 0, peak: 0, mean: 0 };
  const values = new Float64Array(samples.length);
  let sum = 0;
  let highest = 0;
  for (let index = 0; index < samples.length; index += 1) {
    const sample = samples[index] as number;
    values[index] = sample;
    sum += sample;
    if (sample > highest) highest = sample;
  }
  return {
    percentile95: kthSmallest(values, Math.ceil(0.95 * samples.length) - 1),
    peak: highest,
    mean: sum / samples.length,
  };
}

/**
 * Lowest, highest, mean and 95th percentile of any figure (issue 48: latency, loss, light
 * levels in negative dBm), all zero for no samples. Unlike `rangeFigures` nothing is assumed
 * to be at least zero.
 */
export function measureFigures(samples: ReadonlyArray<number>): {
  readonly low: number;
  readonly peak: number;
  readonly average: number;
  readonly percentile_95: number;
} {
  if (samples.length === 0) return { low: 0, peak: 0, average: 0, percentile_95: 0 };
  const values = Float64Array.from(samples);
  let sum = 0;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    sum += value;
    if (value < low) low = value;
    if (value > high) high = value;
  }
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    low,
    peak: high,
    average: round(sum / values.length),
    percentile_95: kthSmallest(values, Math.ceil(0.95 * values.length) - 1),
  };
}

/** The mean of the samples, 0 for none. */
export function mean(samples: ReadonlyArray<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample;
  return sum / samples.length;
}

/** The highest sample, 0 for none. */
export function peak(samples: ReadonlyArray<number>): number {
  let highest = 0;
  for (const sample of samples) if (sample > highest) highest = sample;
  return highest;
}

/**
 * The change from the previous range to this one as a fraction (0.25 is 25 % growth,
 * -0.1 a 10 % decline); null when the previous range carried nothing to compare with.
 */
export function growth(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return (current - previous) / previous;
}
