import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAINTENANCE_LIST, OUTAGE_LIST } from "../../../../src/core/api/events/event-list-query.ts";
import {
  EVENT_SEARCH_MAX_LENGTH,
  MAINTENANCE_STATES,
  maintenanceStatesOf,
  outageStatesOf,
} from "../../../../src/core/api/events/index.ts";
import { expectInvalid, expectValid } from "../expect-decode.ts";

describe("MAINTENANCE_LIST.query", () => {
  it("takes every filter as query text, empty values, and none at all", () => {
    const query = {
      state: "scheduled,in_progress",
      type: "emergency",
      service: "SVC-10001",
      date_from: "2026-11-01",
      date_to: "2026-11-30T23:59:59Z",
      search: "LD8",
    };
    expect(expectValid(MAINTENANCE_LIST.query, query)).toEqual(query);
    const cleared = { state: "", type: "", service: "", date_from: "", date_to: "", search: "" };
    expect(expectValid(MAINTENANCE_LIST.query, cleared)).toEqual(cleared);
    expect(expectValid(MAINTENANCE_LIST.query, { offset: "10", limit: "5" })).toEqual({});
  });

  it("names the filter that is wrong", () => {
    expectInvalid(MAINTENANCE_LIST.query, { state: "scheduled,done" }, "state");
    expectInvalid(MAINTENANCE_LIST.query, { type: "routine" }, "type");
    expectInvalid(MAINTENANCE_LIST.query, { service: "S".repeat(65) }, "service");
    expectInvalid(MAINTENANCE_LIST.query, { date_from: "2026-02-30" }, "date_from");
    expectInvalid(MAINTENANCE_LIST.query, { search: "a\u0000" }, "search");
    expectInvalid(
      MAINTENANCE_LIST.query,
      { search: "s".repeat(EVENT_SEARCH_MAX_LENGTH + 1) },
      "search",
    );
  });
});

describe("OUTAGE_LIST.query", () => {
  it("takes its filters and refuses maintenance states", () => {
    const query = { state: "ongoing", service: "SVC-20001", search: "FRA2" };
    expect(expectValid(OUTAGE_LIST.query, query)).toEqual(query);
    expectInvalid(OUTAGE_LIST.query, { state: "scheduled" }, "state");
  });
});

describe("maintenanceStatesOf and outageStatesOf", () => {
  it("read a comma list, ignoring spaces, repeats and unknown words", () => {
    expect(maintenanceStatesOf("in_progress, scheduled,scheduled")).toEqual([
      "scheduled",
      "in_progress",
    ]);
    expect(maintenanceStatesOf(undefined)).toEqual([]);
    expect(maintenanceStatesOf("")).toEqual([]);
    expect(outageStatesOf("resolved,bogus")).toEqual(["resolved"]);
  });

  it("give back only known states, whatever the text", () => {
    fc.assert(
      fc.property(fc.string(), (text) =>
        maintenanceStatesOf(text).every((state) => MAINTENANCE_STATES.includes(state)),
      ),
    );
  });
});
