import { describe, expect, it } from "vitest";
import { currentTermEndOf, termEndOf } from "../../../../src/core/api/services/term-end.ts";

const at = (day: string) => new Date(`${day}T10:30:00Z`);

describe("termEndOf", () => {
  it("ends a term the day before its anniversary", () => {
    expect(termEndOf(at("2026-03-01"), 12)).toBe("2027-02-28");
    expect(termEndOf(at("2027-03-01"), 12)).toBe("2028-02-29");
    expect(termEndOf(at("2026-12-01"), 36)).toBe("2029-11-30");
    expect(termEndOf(at("2026-01-01"), 24)).toBe("2027-12-31");
  });

  it("ends a term from 29 February on the 28th of a year without one", () => {
    expect(termEndOf(at("2028-02-29"), 12)).toBe("2029-02-28");
    expect(termEndOf(at("2028-02-29"), 48)).toBe("2032-02-28");
  });

  it("counts in UTC, whatever the hour", () => {
    expect(termEndOf(new Date("2026-12-31T23:59:59Z"), 12)).toBe("2027-12-30");
    expect(termEndOf(new Date("2027-01-01T00:00:00Z"), 12)).toBe("2027-12-31");
  });

  it("has no end without a term", () => {
    expect(termEndOf(at("2026-12-01"), 0)).toBeNull();
  });
});

describe("currentTermEndOf", () => {
  it("keeps the first end while the first term runs, and for a line that does not renew", () => {
    expect(currentTermEndOf(at("2026-03-01"), 12, true, "2027-02-28")).toBe("2027-02-28");
    expect(currentTermEndOf(at("2026-03-01"), 12, false, "2028-06-01")).toBe("2027-02-28");
  });

  it("runs a renewing line on month by month past its term, never ending before today", () => {
    expect(currentTermEndOf(at("2026-03-01"), 12, true, "2027-03-01")).toBe("2027-03-31");
    expect(currentTermEndOf(at("2026-03-01"), 12, true, "2027-04-01")).toBe("2027-04-30");
    expect(currentTermEndOf(at("2024-01-15"), 24, true, "2026-12-06")).toBe("2026-12-14");
  });

  it("has no end without a term", () => {
    expect(currentTermEndOf(at("2026-12-01"), 0, true, "2027-01-01")).toBeNull();
  });
});
