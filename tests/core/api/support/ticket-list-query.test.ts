import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  TICKET_SEARCH_MAX_LENGTH,
  TICKET_STATUSES,
  ticketStatusesOf,
} from "../../../../src/core/api/support/index.ts";
import { TICKET_LIST } from "../../../../src/core/api/support/ticket-list-query.ts";
import { expectInvalid, expectValid } from "../expect-decode.ts";

describe("TICKET_LIST.query", () => {
  it("takes every filter as query text, and none", () => {
    const query = {
      type: "1",
      classification: "4",
      status: "open,in_progress",
      text: "SUP-104",
      service: "SVC-10001",
      created_from: "2026-11-01",
      created_to: "2026-11-21T10:00:00Z",
      ordering: "-updated",
      export: "true",
    };
    expect(expectValid(TICKET_LIST.query, query)).toEqual(query);
    expect(expectValid(TICKET_LIST.query, {})).toEqual({});
  });

  it("takes cleared fields and ignores paging", () => {
    const cleared = { type: "", status: "", text: "", export: "" };
    expect(expectValid(TICKET_LIST.query, { ...cleared, offset: "20", limit: "5" })).toEqual(
      cleared,
    );
  });

  it("names the filter that is wrong", () => {
    expectInvalid(TICKET_LIST.query, { type: "abc" }, "type");
    expectInvalid(TICKET_LIST.query, { classification: "-1" }, "classification");
    expectInvalid(TICKET_LIST.query, { status: "open,pending" }, "status");
    expectInvalid(TICKET_LIST.query, { status: ["open", "closed"] }, "status");
    expectInvalid(TICKET_LIST.query, { text: "t".repeat(TICKET_SEARCH_MAX_LENGTH + 1) }, "text");
    expectInvalid(TICKET_LIST.query, { service: "\u0000" }, "service");
    expectInvalid(TICKET_LIST.query, { created_from: "2026-02-30" }, "created_from");
    expectInvalid(TICKET_LIST.query, { ordering: "priority" }, "ordering");
    expectInvalid(TICKET_LIST.query, { export: "yes" }, "export");
  });
});

describe("ticketStatusesOf", () => {
  it("reads one status or a comma list, once each", () => {
    expect(ticketStatusesOf(undefined)).toEqual([]);
    expect(ticketStatusesOf("open")).toEqual(["open"]);
    expect(ticketStatusesOf("open, resolved,open")).toEqual(["open", "resolved"]);
  });

  it("returns only known statuses, whatever the text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const status of ticketStatusesOf(text)) expect(TICKET_STATUSES).toContain(status);
      }),
    );
  });
});
