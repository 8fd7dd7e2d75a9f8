import { describe, expect, it } from "vitest";
import { termEndOf } from "../../../../src/core/api/services/term-end.ts";

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
