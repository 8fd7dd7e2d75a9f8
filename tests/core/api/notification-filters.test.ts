import { describe, expect, it } from "vitest";
import {
  NOTIFICATION_LIST,
  NOTIFICATION_SEARCH_MAX_LENGTH,
} from "../../../src/core/api/notifications/notification-filters.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

describe("NOTIFICATION_LIST.query", () => {
  it("takes every filter as query text, and none at all", () => {
    const filters = {
      is_read: "false",
      related_module: "service_port",
      search: "London",
      date_from: "2026-11-01",
      date_to: "2026-11-21T14:05:00Z",
    };
    expect(expectValid(NOTIFICATION_LIST.query, filters)).toEqual(filters);
    expect(expectValid(NOTIFICATION_LIST.query, {})).toEqual({});
  });

  it("takes empty values, which mean no filter", () => {
    const cleared = { is_read: "", related_module: "", search: "", date_from: "", date_to: "" };
    expect(expectValid(NOTIFICATION_LIST.query, cleared)).toEqual(cleared);
  });

  it("drops parameters it does not know, such as paging", () => {
    expect(expectValid(NOTIFICATION_LIST.query, { offset: "20", limit: "10" })).toEqual({});
  });

  it("names the filter that is wrong", () => {
    expectInvalid(NOTIFICATION_LIST.query, { is_read: "yes" }, "is_read");
    expectInvalid(NOTIFICATION_LIST.query, { is_read: ["true", "false"] }, "is_read");
    expectInvalid(NOTIFICATION_LIST.query, { related_module: "m".repeat(65) }, "related_module");
    const longSearch = "s".repeat(NOTIFICATION_SEARCH_MAX_LENGTH + 1);
    expectInvalid(NOTIFICATION_LIST.query, { search: longSearch }, "search");
    expectInvalid(NOTIFICATION_LIST.query, { search: "a\u0000" }, "search");
    expectInvalid(NOTIFICATION_LIST.query, { related_module: "\u0000" }, "related_module");
    expectInvalid(NOTIFICATION_LIST.query, { date_from: "2026-02-30" }, "date_from");
    expectInvalid(NOTIFICATION_LIST.query, { date_to: "21/11/2026" }, "date_to");
  });
});
