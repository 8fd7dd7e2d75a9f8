import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  ActivityAuthor,
  isTicketEditable,
  ServiceRef,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  TicketPriority,
  TicketStatus,
  UNRESOLVED_TICKET_STATUSES,
} from "../../../../src/core/api/support/index.ts";
import { expectInvalid, expectValid } from "../expect-decode.ts";

describe("ticket statuses and priorities", () => {
  it("label every status and priority", () => {
    for (const status of TICKET_STATUSES) expect(TICKET_STATUS_LABELS[status]).not.toBe("");
    for (const priority of TICKET_PRIORITIES) {
      expect(TICKET_PRIORITY_LABELS[priority]).not.toBe("");
    }
    expect(TICKET_STATUS_LABELS.waiting_for_customer).toBe("Waiting for customer");
  });

  it("accept the known values only", () => {
    expect(expectValid(TicketStatus, "in_progress")).toBe("in_progress");
    expect(expectValid(TicketPriority, "critical")).toBe("critical");
    expectInvalid(Schema.Struct({ value: TicketStatus }), { value: "pending" }, "value");
    expectInvalid(Schema.Struct({ value: TicketPriority }), { value: "urgent" }, "value");
  });

  it("let customers edit unresolved tickets only", () => {
    expect(TICKET_STATUSES.filter(isTicketEditable)).toEqual(UNRESOLVED_TICKET_STATUSES);
    expect(isTicketEditable("resolved")).toBe(false);
    expect(isTicketEditable("closed")).toBe(false);
  });
});

describe("references", () => {
  it("carry a service as id and name, and an author with or without a user id", () => {
    const service = { id: "SVC-10001", name: "LON1-LD8 Port 10G" };
    expect(expectValid(ServiceRef, service)).toEqual(service);
    const agent = { id: null, name: "Priya Raman", is_agent: true };
    expect(expectValid(ActivityAuthor, agent)).toEqual(agent);
    expectInvalid(ActivityAuthor, { id: "", name: "x", is_agent: false }, "id");
  });
});
