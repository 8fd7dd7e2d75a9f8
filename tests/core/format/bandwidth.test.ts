import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatBandwidth, parseBandwidth } from "../../../src/core/format/bandwidth.ts";

describe("formatBandwidth", () => {
  it("shows the largest unit that keeps the number at 1 or more", () => {
    expect(formatBandwidth(500)).toBe("500 Mbps");
    expect(formatBandwidth(1000)).toBe("1 Gbps");
    expect(formatBandwidth(1500)).toBe("1.5 Gbps");
    expect(formatBandwidth(10_000)).toBe("10 Gbps");
    expect(formatBandwidth(100_000)).toBe("100 Gbps");
    expect(formatBandwidth(400_000)).toBe("400 Gbps");
    expect(formatBandwidth(1_000_000)).toBe("1 Tbps");
    expect(formatBandwidth(2_500_000_000)).toBe("2500 Tbps");
  });

  it("shows speeds below 1 Mbps in Kbps", () => {
    expect(formatBandwidth(0.5)).toBe("500 Kbps");
    expect(formatBandwidth(0.064)).toBe("64 Kbps");
    expect(formatBandwidth(0.0001)).toBe("0.1 Kbps");
  });

  it("shows zero in Mbps", () => {
    expect(formatBandwidth(0)).toBe("0 Mbps");
  });

  it("rounds to three decimals, moving up a unit when rounding reaches 1000", () => {
    expect(formatBandwidth(1234.5678)).toBe("1.235 Gbps");
    expect(formatBandwidth(999.9996)).toBe("1 Gbps");
    expect(formatBandwidth(999.9994)).toBe("999.999 Mbps");
  });

  it("shows the fallback for negative or missing values", () => {
    for (const value of [-1, Number.NaN, Number.POSITIVE_INFINITY, null, undefined]) {
      expect(formatBandwidth(value)).toBe("—");
    }
    expect(formatBandwidth(-1, "n/a")).toBe("n/a");
  });
});

describe("parseBandwidth", () => {
  it("reads speeds in any unit back into Mbps", () => {
    expect(parseBandwidth("1.5 Gbps")).toBe(1500);
    expect(parseBandwidth("1.234 Gbps")).toBe(1234);
    expect(parseBandwidth("500 kbps")).toBe(0.5);
    expect(parseBandwidth("1 Tbps")).toBe(1_000_000);
    expect(parseBandwidth(" 10Mbps ")).toBe(10);
  });

  it("refuses text that is not a speed", () => {
    for (const text of ["", "fast", "10", "10 Pbps", "-1 Gbps", "1,5 Gbps"]) {
      expect(parseBandwidth(text)).toBeUndefined();
    }
  });
});

describe("formatBandwidth and parseBandwidth together", () => {
  const speed = fc.double({ min: 0, max: 1e9, noNaN: true });

  it("reads back every whole-Mbps speed below 1 Tbps exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (mbps) => {
        expect(parseBandwidth(formatBandwidth(mbps))).toBe(mbps);
      }),
    );
  });

  it("reads back any speed within 0.05% (or half a bit per second)", () => {
    fc.assert(
      fc.property(speed, (mbps) => {
        const back = parseBandwidth(formatBandwidth(mbps));
        expect(back).toBeDefined();
        const error = Math.abs((back ?? Number.NaN) - mbps);
        expect(error).toBeLessThanOrEqual(Math.max(mbps * 5e-4, 5e-7) * (1 + 1e-9));
      }),
    );
  });

  it("keeps the order of speeds", () => {
    fc.assert(
      fc.property(speed, speed, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const lowBack = parseBandwidth(formatBandwidth(low)) ?? Number.NaN;
        const highBack = parseBandwidth(formatBandwidth(high)) ?? Number.NaN;
        expect(lowBack).toBeLessThanOrEqual(highBack);
      }),
    );
  });
});
