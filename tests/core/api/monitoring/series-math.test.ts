import { describe, expect, it } from "vitest";
import {
  bucketWidth,
  downsampleKeepingPeaks,
  growth,
  MAX_POINTS,
  mean,
  peak,
  percentile95,
  rangeFigures,
} from "../../../../src/core/api/monitoring/index.ts";

describe("percentile95", () => {
  it("drops the top 5 % and takes the highest left (nearest rank), by hand", () => {
    // 20 samples: ceil(0.95 * 20) = 19, so the 19th smallest. Sorted they are 1..20
    // (shuffled here), so the answer is 19: only the single top sample (20) is dropped.
    const samples = [7, 20, 3, 15, 1, 19, 11, 2, 18, 4, 9, 16, 5, 13, 8, 17, 6, 14, 10, 12];
    expect(percentile95(samples)).toBe(19);
  });

  it("bills a 30-minute burst in a day of 5-minute samples at the base rate", () => {
    // 288 samples a day; 6 at 900 Mb/s (half an hour) and the rest at 100 Mb/s.
    // ceil(0.95 * 288) = 274: the 274th smallest of 282 hundreds and 6 nine-hundreds is 100.
    const day = [
      ...Array.from({ length: 282 }, () => 100e6),
      ...Array.from({ length: 6 }, () => 900e6),
    ];
    expect(percentile95(day)).toBe(100e6);
    // 15 samples at 900 (75 minutes, over 5 % = 14.4 samples): the 274th is now 900.
    const longer = [
      ...Array.from({ length: 273 }, () => 100e6),
      ...Array.from({ length: 15 }, () => 900e6),
    ];
    expect(percentile95(longer)).toBe(900e6);
  });

  it("is the nearest rank of the sorted samples, however many repeat (selection, not a sort)", () => {
    // A small deterministic generator: sizes 1 to 400, values from a few distinct ones
    // (an idle port's zeros, bursts at line rate) to all different.
    let state = 12345;
    const next = () => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state / 4_294_967_296;
    };
    for (let round = 0; round < 300; round += 1) {
      const length = 1 + Math.floor(next() * 400);
      const distinct = 1 + Math.floor(next() * (round % 3 === 0 ? 3 : 1000));
      const samples = Array.from({ length }, () => Math.floor(next() * distinct) * 1e6);
      const sorted = [...samples].sort((a, b) => a - b);
      expect(percentile95(samples)).toBe(sorted[Math.ceil(0.95 * length) - 1]);
    }
  });

  it("is 0 without samples and the sample itself for one", () => {
    expect(percentile95([])).toBe(0);
    expect(percentile95([42])).toBe(42);
  });
});

describe("downsampleKeepingPeaks", () => {
  const times = Array.from({ length: 10 }, (_, index) => index * 300_000);
  const series = {
    times,
    values: {
      in_bps: [1, 2, 9, 1, 1, 1, 1, 1, 3, 1],
      rx: [-40, -41, -40, -55, -40, -40, -42, -40, -40, -40],
    },
  };

  it("keeps each bucket's highest traffic and lowest signal, timed at the bucket's start", () => {
    const down = downsampleKeepingPeaks(series, { in_bps: "max", rx: "min" }, 4);
    expect(down.times).toEqual([0, 1_200_000, 2_400_000]);
    expect(down.values.in_bps).toEqual([9, 1, 3]);
    expect(down.values.rx).toEqual([-55, -42, -40]);
  });

  it("leaves a series alone at width 1", () => {
    expect(downsampleKeepingPeaks(series, { in_bps: "max", rx: "min" }, 1)).toBe(series);
  });

  it("never answers more than 1,000 points, even for 90 days of 5-minute samples", () => {
    const count = 90 * 288;
    const width = bucketWidth(count);
    expect(width).toBe(26);
    const long = {
      times: Array.from({ length: count }, (_, index) => index),
      values: { v: Array.from({ length: count }, (_, index) => (index === 12_345 ? 1e9 : 1)) },
    };
    const down = downsampleKeepingPeaks(long, { v: "max" }, width);
    expect(down.times.length).toBeLessThanOrEqual(MAX_POINTS);
    expect(peak(down.values.v)).toBe(1e9);
  });

  it("widens buckets to the step asked for", () => {
    expect(bucketWidth(100, MAX_POINTS, 12)).toBe(12);
    expect(bucketWidth(0)).toBe(1);
  });
});

describe("summaries", () => {
  it("mean, peak and growth", () => {
    expect(mean([])).toBe(0);
    expect(mean([1, 2, 3])).toBe(2);
    expect(peak([])).toBe(0);
    expect(peak([3, 9, 2])).toBe(9);
    expect(growth(125, 100)).toBe(0.25);
    expect(growth(90, 100)).toBeCloseTo(-0.1);
    expect(growth(5, 0)).toBeNull();
  });
});

describe("rangeFigures", () => {
  it("gives exactly what percentile95, peak and mean give, in one pass", () => {
    // A day and a half of five-minute samples with repeats, zeros (an outage) and a burst.
    const samples = Array.from({ length: 432 }, (_, index) =>
      index >= 100 && index < 130 ? 0 : ((index * 7919) % 1000) * 1e6 + (index === 300 ? 9e9 : 0),
    );
    expect(rangeFigures(samples)).toEqual({
      percentile95: percentile95(samples),
      peak: peak(samples),
      mean: mean(samples),
    });
    expect(rangeFigures(samples).peak).toBe(9e9 + ((300 * 7919) % 1000) * 1e6);
    expect(rangeFigures([])).toEqual({ percentile95: 0, peak: 0, mean: 0 });
    expect(rangeFigures([42])).toEqual({ percentile95: 42, peak: 42, mean: 42 });
  });
});
