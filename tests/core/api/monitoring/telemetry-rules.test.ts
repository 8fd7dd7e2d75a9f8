import { describe, expect, it } from "vitest";
import {
  baseRoundTripMs,
  greatCircleKm,
  levelState,
  measureFigures,
  OPTIC_PROFILES,
  opticFor,
  pathSample,
  pathSampleProblems,
} from "../../../../src/core/api/monitoring/index.ts";

describe("optics", () => {
  const rx = OPTIC_PROFILES["10GBASE-LR"]?.rx;
  it("places a level against its thresholds, inclusive at each edge", () => {
    if (!rx) throw new Error("10GBASE-LR is sold");
    expect(levelState(-6, rx)).toBe("normal");
    expect(levelState(rx.warning_low, rx)).toBe("warning");
    expect(levelState(rx.alarm_low - 0.1, rx)).toBe("alarm");
    expect(levelState(rx.warning_high + 0.1, rx)).toBe("warning");
    expect(levelState(rx.alarm_high, rx)).toBe("alarm");
  });
  it("has no optic for copper or an unknown medium, and ordered thresholds for each it has", () => {
    expect(opticFor("1000BASE-T")).toBeUndefined();
    expect(opticFor(null)).toBeUndefined();
    for (const profile of Object.values(OPTIC_PROFILES)) {
      for (const side of [profile.rx, profile.tx]) {
        expect(side.alarm_low).toBeLessThan(side.warning_low);
        expect(side.warning_low).toBeLessThan(side.warning_high);
        expect(side.warning_high).toBeLessThan(side.alarm_high);
      }
      // A new optic over a typical link lands well inside its receiver's warnings.
      const arriving = profile.nominalTxDbm - profile.typicalLinkLossDb;
      expect(levelState(arriving, profile.rx)).toBe("normal");
    }
  });
});

describe("a path", () => {
  it("needs about 1 ms of round trip per 70 km of straight line", () => {
    expect(greatCircleKm(51.5, 0, 51.5, 0)).toBe(0);
    const londonParis = greatCircleKm(51.51, -0.13, 48.86, 2.35);
    expect(londonParis).toBeGreaterThan(330);
    expect(londonParis).toBeLessThan(350);
    expect(baseRoundTripMs(londonParis)).toBeCloseTo(5.0, 0);
  });
  it("stays plausible idle and full, loses only when full or faulty, and is 100 % loss when down", () => {
    const base = 5;
    for (const utilisation of [0, 0.5, 0.9, 0.97]) {
      for (const noise of [
        [0, 0, 0],
        [0.5, 0.5, 0.5],
        [0.99, 0.99, 0.99],
      ] as const) {
        const up = pathSample(base, utilisation, noise, "up");
        expect(pathSampleProblems(up, base)).toEqual([]);
        if (utilisation <= 0.95) expect(up.loss_pct).toBe(0);
        const faulty = pathSample(base, utilisation, noise, "faulty");
        expect(pathSampleProblems(faulty, base)).toEqual([]);
        expect(faulty.jitter_ms).toBeGreaterThan(up.jitter_ms);
      }
    }
    expect(pathSample(base, 0.2, [0.5, 0.5, 0.1], "faulty").loss_pct).toBeGreaterThanOrEqual(1);
    expect(pathSample(base, 0.99, [0.5, 0.5, 0.9], "up").loss_pct).toBeGreaterThan(0);
    expect(pathSample(base, 0.5, [0.5, 0.5, 0.5], "down")).toEqual({
      latency_ms: 0,
      jitter_ms: 0,
      loss_pct: 100,
    });
    expect(pathSampleProblems({ latency_ms: 1, jitter_ms: 0.1, loss_pct: 0 }, 5)).toEqual([
      "faster than light in fibre",
    ]);
  });
});

describe("measureFigures", () => {
  it("gives low, peak, mean and nearest-rank 95th percentile of negative figures too", () => {
    const samples = Array.from({ length: 20 }, (_, index) => -20 + index);
    expect(measureFigures(samples)).toEqual({
      low: -20,
      peak: -1,
      average: -10.5,
      // ceil(0.95 * 20) = 19th smallest.
      percentile_95: -2,
    });
    expect(measureFigures([])).toEqual({ low: 0, peak: 0, average: 0, percentile_95: 0 });
  });
});
