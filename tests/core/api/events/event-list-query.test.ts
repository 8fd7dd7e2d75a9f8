import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  EVENT_SEARCH_MAX_LENGTH,
  MAINTENANCE_STATES,
  MaintenanceListQuery,
  maintenanceStatesOf,
  OutageListQuery,
  outageStatesOf,
} from "../../../../src/core/api/events/index.ts";
import { expectInvalid, expectValid } from "../expect-decode.ts";

describe("MaintenanceListQuery", () => {
  it("takes every filter as query text, empty values, and none at all", () => {
    const query = {
      state: "scheduled,in_progress",
      type: "emergency",
      service: "SVC-10001",
      date_from: "2026-11-01",
      date_to: "2026-11-30T23:59:59Z",
      search: "LD8",
    };
    expect(expectValid(MaintenanceListQuery, query)).toEqual(query);
    const cleared = { state: "", type: "", service: "", date_from: "", date_to: "", search: "" };
    expect(expectValid(MaintenanceListQuery, cleared)).toEqual(cleared);
    expect(expectValid(MaintenanceListQuery, { offset: "10", limit: "5" })).toEqual({});
  });

  it("names the filter that is wrong", () => {
    expectInvalid(MaintenanceListQuery, { state: "scheduled,done" }, "state");
    expectInvalid(MaintenanceListQuery, { type: "routine" }, "type");
    expectInvalid(MaintenanceListQuery, { service: "S".repeat(65) }, "service");
    expectInvalid(MaintenanceListQuery, { date_from: "2026-02-30" }, "date_from");
    expectInvalid(MaintenanceListQuery, { search: "a\u0000" }, "search");
    expectInvalid(
      MaintenanceListQuery,
      { search: "s".repeat(EVENT_SEARCH_MAX_LENGTH + 1) },
      "search",
    );
  });
});

describe("OutageListQuery", () => {
  it("takes its filters and refuses maintenance states", () => {
    const query = { state: "ongoing", service: "SVC-20001", search: "FRA2" };
    expect(expectValid(OutageListQuery, query)).toEqual(query);
    expectInvalid(OutageListQuery, { state: "scheduled" }, "state");
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
