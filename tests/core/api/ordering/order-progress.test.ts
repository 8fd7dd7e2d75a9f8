import { describe, expect, it } from "vitest";
import { orderProgress } from "../../../../src/core/api/ordering/index.ts";

const AT = "2026-11-26T10:00:00.000Z";
const LATER = "2026-11-26T10:00:05.000Z";

describe("an order's progress", () => {
  it("lists the stages reached with their times, then those ahead", () => {
    const rows = orderProgress({
      stage: "validated",
      stages: [
        { stage: "received", at: AT },
        { stage: "validated", at: LATER },
      ],
    });
    expect(rows).toEqual([
      { stage: "received", label: "Received", at: AT, current: false },
      { stage: "validated", label: "Validated", at: LATER, current: true },
      { stage: "provisioning", label: "Provisioning", at: null, current: false },
      { stage: "live", label: "Live", at: null, current: false },
    ]);
  });

  it("ends a failed order at Failed, with nothing ahead", () => {
    const rows = orderProgress({
      stage: "failed",
      stages: [
        { stage: "received", at: AT },
        { stage: "failed", at: LATER },
      ],
    });
    expect(rows.map((row) => [row.stage, row.at, row.current])).toEqual([
      ["received", AT, false],
      ["failed", LATER, true],
    ]);
  });
});
