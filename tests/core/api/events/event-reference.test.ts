import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  eventReference,
  MaintenanceReference,
  OutageReference,
} from "../../../../src/core/api/events/event-vocabulary.ts";

describe("eventReference", () => {
  it("writes the prefix, the UTC year the event starts and a four-digit number", () => {
    expect(eventReference("MNT", new Date("2026-11-21T01:00:00Z"), 142)).toBe("MNT-2026-0142");
    expect(eventReference("INC", new Date("2027-03-02T10:00:00Z"), 7)).toBe("INC-2027-0007");
  });

  it("takes the year in UTC, so a start late on New Year's Eve elsewhere is the new year", () => {
    expect(eventReference("MNT", new Date("2026-12-31T23:30:00-02:00"), 1)).toBe("MNT-2027-0001");
  });

  it("grows past four digits rather than wrap, and the contract still reads it", () => {
    const reference = eventReference("INC", new Date("2026-06-01T00:00:00Z"), 12345);
    expect(reference).toBe("INC-2026-12345");
    expect(Schema.decodeUnknownSync(OutageReference)(reference)).toBe(reference);
  });

  it("gives references the contract's patterns accept", () => {
    const reference = eventReference("MNT", new Date("2026-01-01T00:00:00Z"), 1);
    expect(Schema.decodeUnknownSync(MaintenanceReference)(reference)).toBe(reference);
  });
});
