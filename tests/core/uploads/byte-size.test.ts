import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_UPLOAD_MAX_BYTES } from "../../../src/core/constants.ts";
import { formatByteSize } from "../../../src/core/uploads/index.ts";

describe("formatByteSize", () => {
  it("counts small sizes in bytes", () => {
    expect(formatByteSize(0)).toBe("0 bytes");
    expect(formatByteSize(1)).toBe("1 byte");
    expect(formatByteSize(1023)).toBe("1023 bytes");
  });

  it("uses binary multiples with one decimal at most", () => {
    expect(formatByteSize(1024)).toBe("1 KB");
    expect(formatByteSize(1536)).toBe("1.5 KB");
    expect(formatByteSize(5 * 1024 * 1024)).toBe("5 MB");
    expect(formatByteSize(Math.round(1.2 * 1024 ** 3))).toBe("1.2 GB");
    expect(formatByteSize(3 * 1024 ** 4)).toBe("3 TB");
  });

  it("shows the default upload limit as 1 GB", () => {
    expect(formatByteSize(DEFAULT_UPLOAD_MAX_BYTES)).toBe("1 GB");
  });

  it("moves to the next unit rather than showing 1024 of the current one", () => {
    expect(formatByteSize(1024 * 1024 - 1)).toBe("1 MB");
    expect(formatByteSize(1024 ** 3 - 1)).toBe("1 GB");
  });

  it("stops at PB for absurdly large numbers", () => {
    expect(formatByteSize(2048 * 1024 ** 5)).toBe("2048 PB");
  });

  it("passes non-finite input through in bytes rather than throwing", () => {
    expect(formatByteSize(Number.NaN)).toBe("NaN bytes");
  });

  it("always reads as a number with at most one decimal and a unit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (bytes) => {
        expect(formatByteSize(bytes)).toMatch(/^\d+(\.\d)? (byte|bytes|KB|MB|GB|TB|PB)$/);
      }),
    );
  });

  it("never shows 1024 or more of a unit below PB", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1024, max: 1024 ** 5 - 1 }), (bytes) => {
        const [figure = ""] = formatByteSize(bytes).split(" ");
        expect(Number(figure)).toBeLessThan(1024);
        expect(Number(figure)).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
