import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decode } from "../../../../src/core/api/decode.ts";
import {
  IssueKey,
  TICKET_LIST,
  TICKET_SUMMARY_MAX_LENGTH,
  TicketDetail,
  TicketSummary,
  UpdateTicketRequest,
} from "../../../../src/core/api/support/index.ts";
import { expectInvalid, expectValid } from "../expect-decode.ts";

const SUMMARY = {
  id: "SUP-1042",
  summary: "Packet loss on LON1 port",
  type: { id: "1", name: "Technical issue" },
  classification: { id: "3", name: "Packet loss" },
  status: "open",
  priority: "high",
  service: { id: "SVC-10001", name: "LON1-LD8 Port 10G" },
  reporter: { id: "7", name: "Alice Anders", email: "admin@acme.test" },
  created: "2026-11-20T09:30:00.000Z",
  updated: "2026-11-21T10:00:00.000Z",
};

describe("TicketSummary and a page of tickets (TICKET_LIST)", () => {
  it("decode a ticket of the list, with or without classification and service", () => {
    expect(expectValid(TicketSummary, SUMMARY)).toEqual(SUMMARY);
    const bare = { ...SUMMARY, classification: null, service: null };
    expect(expectValid(TicketSummary, bare)).toEqual(bare);
    const page = { count: 1, next: null, previous: null, results: [SUMMARY] };
    expect(expectValid(TICKET_LIST.response, page)).toEqual(page);
  });

  it("name the field that is wrong", () => {
    expectInvalid(TicketSummary, { ...SUMMARY, id: "1042" }, "id");
    expectInvalid(TicketSummary, { ...SUMMARY, status: "pending" }, "status");
    expectInvalid(TicketSummary, { ...SUMMARY, created: "yesterday" }, "created");
  });
});

describe("IssueKey", () => {
  it("takes a prefix and a number, nothing else", () => {
    for (const key of ["SUP-1", "SUP-1042", "NOC2-99"]) expect(decode(IssueKey, key).ok).toBe(true);
    for (const key of ["sup-1", "SUP-0", "SUP-01", "SUP1042", "SUP-", "-12", "SUP-1042 "]) {
      expect(decode(IssueKey, key).ok).toBe(false);
    }
  });

  it("takes every key the server can make from a sequence number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (n) => {
        expect(decode(IssueKey, `SUP-${n}`).ok).toBe(true);
      }),
    );
  });
});

describe("TicketDetail", () => {
  it("adds description, template values, attachments and the caller's follow state", () => {
    const detail = {
      ...SUMMARY,
      description: "Since 09:00 UTC we see 2% loss.",
      fields: [{ name: "impact", label: "Impact", value: "Degraded" }],
      attachments: [
        {
          id: "5",
          name: "mtr.txt",
          size: 2048,
          content_type: "text/plain",
          created: "2026-11-20T09:31:00Z",
        },
      ],
      followers_count: 2,
      is_following: true,
    };
    expect(expectValid(TicketDetail, detail)).toEqual(detail);
    expectInvalid(TicketDetail, { ...detail, followers_count: -1 }, "followers_count");
  });
});

describe("UpdateTicketRequest", () => {
  it("takes any of summary, description and priority, trimmed", () => {
    expect(expectValid(UpdateTicketRequest, { summary: "  New title " })).toEqual({
      summary: "New title",
    });
    expect(expectValid(UpdateTicketRequest, { priority: "low", status: "closed" })).toEqual({
      priority: "low",
    });
  });

  it("refuses an empty change, blank text and over-long text", () => {
    expect(decode(UpdateTicketRequest, {}).ok).toBe(false);
    expectInvalid(UpdateTicketRequest, { summary: "   " }, "summary");
    const long = "x".repeat(TICKET_SUMMARY_MAX_LENGTH + 1);
    expectInvalid(UpdateTicketRequest, { summary: long }, "summary");
    expectInvalid(UpdateTicketRequest, { description: "a\u0000b" }, "description");
    expectInvalid(UpdateTicketRequest, { priority: "urgent" }, "priority");
  });
});
