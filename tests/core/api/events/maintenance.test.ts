import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { maintenanceIsOpen } from "../../../../src/core/api/events/event-announcements.ts";
import {
  IMPACT_LEVEL_LABELS,
  IMPACT_LEVELS,
  MAINTENANCE_LIST,
  MAINTENANCE_STATE_LABELS,
  MAINTENANCE_STATES,
  MAINTENANCE_TYPE_LABELS,
  MAINTENANCE_TYPES,
  MaintenanceDetail,
} from "../../../../src/core/api/events/index.ts";
import {
  cancellationNotice,
  cancellationReason,
} from "../../../../src/core/api/events/maintenance.ts";
import { expectInvalid, expectValid } from "../expect-decode.ts";

const summary = {
  id: "7",
  reference: "MNT-2026-0142",
  title: "Line card replacement in LON1-LD8",
  state: "scheduled",
  type: "planned",
  window_start: "2026-11-21T01:00:00Z",
  window_end: "2026-11-21T05:00:00Z",
  impact: "Up to 15 minutes of packet loss on each affected port.",
  impact_level: "degraded",
  location: "LON1 - Equinix LD8, London",
  services: [{ id: "SVC-10001", name: "LON1-LD8 Port 10G" }],
  created: "2026-11-01T09:00:00Z",
  updated: "2026-11-02T09:00:00Z",
};

const detail = {
  ...summary,
  description: "The provider replaces a line card in the LD8 edge router.",
  updates: [{ at: "2026-11-02T09:00:00Z", message: "Window confirmed." }],
};

describe("a page of maintenances (MAINTENANCE_LIST) and MaintenanceDetail", () => {
  it("decode the wire format as sent", () => {
    const page = { count: 1, next: null, previous: null, results: [summary] };
    expect(expectValid(MAINTENANCE_LIST.response, page)).toEqual(page);
    expect(expectValid(MaintenanceDetail, detail)).toEqual(detail);
  });

  it("round-trip: what the server encodes the portal decodes unchanged", () => {
    const encoded = Schema.encodeUnknownSync(MaintenanceDetail)(detail);
    expect(expectValid(MaintenanceDetail, encoded)).toEqual(detail);
  });

  it("name the field that is wrong", () => {
    expectInvalid(MaintenanceDetail, { ...detail, state: "done" }, "state");
    expectInvalid(MaintenanceDetail, { ...detail, type: "unplanned" }, "type");
    expectInvalid(MaintenanceDetail, { ...detail, impact_level: "severe" }, "impact_level");
    expectInvalid(MaintenanceDetail, { ...detail, reference: "INC-2026-0001" }, "reference");
    expectInvalid(MaintenanceDetail, { ...detail, window_end: "tomorrow" }, "window_end");
    expectInvalid(MaintenanceDetail, { ...detail, services: [{ id: "" }] }, "services");
    expectInvalid(
      MaintenanceDetail,
      { ...detail, updates: [{ at: "x", message: "m" }] },
      "updates",
    );
    expectInvalid(MaintenanceDetail, { ...detail, id: 7 }, "id");
  });

  it("label every state, type and impact level", () => {
    for (const state of MAINTENANCE_STATES) expect(MAINTENANCE_STATE_LABELS[state]).not.toBe("");
    for (const type of MAINTENANCE_TYPES) expect(MAINTENANCE_TYPE_LABELS[type]).not.toBe("");
    for (const level of IMPACT_LEVELS) expect(IMPACT_LEVEL_LABELS[level]).not.toBe("");
  });
});

describe("a maintenance's cancellation (issue 43)", () => {
  const at = "2026-03-01T10:00:00Z";
  it("reads the reason from the update the cancellation added", () => {
    const updates = [
      { at, message: "Maintenance scheduled." },
      { at, message: cancellationNotice("the amplifier passed its test.") },
    ];
    expect(cancellationReason({ state: "cancelled", updates })).toBe(
      "the amplifier passed its test.",
    );
  });

  it("shows a last update in other words as it is, and nothing for an open or silent one", () => {
    const updates = [{ at, message: "Cancelled by the data centre operator." }];
    expect(cancellationReason({ state: "cancelled", updates })).toBe(
      "Cancelled by the data centre operator.",
    );
    expect(cancellationReason({ state: "cancelled", updates: [] })).toBeNull();
    expect(cancellationReason({ state: "scheduled", updates })).toBeNull();
  });

  it("lets staff change or cancel only a maintenance that has not ended", () => {
    expect(MAINTENANCE_STATES.filter(maintenanceIsOpen)).toEqual(["scheduled", "in_progress"]);
  });
});
