import { describe, expect, it } from "vitest";
import {
  CreateTicketRequest,
  RequestTemplate,
  TEMPLATE_VALUE_MAX_LENGTH,
  TICKET_ATTACHMENTS_MAX,
  TicketClassificationList,
  TicketClassificationQuery,
  TicketTypeList,
} from "../../../../src/core/api/support/index.ts";
import { expectInvalid, expectValid } from "../expect-decode.ts";

const TYPE = {
  id: "1",
  name: "Technical issue",
  description: "Something is not working",
  service_desk_id: "1",
};

describe("request types and classifications", () => {
  it("decode the lists", () => {
    const types = { count: 1, next: null, previous: null, results: [TYPE] };
    expect(expectValid(TicketTypeList, types)).toEqual(types);
    const classifications = {
      count: 1,
      next: null,
      previous: null,
      results: [{ id: "3", name: "Packet loss", type: "1" }],
    };
    expect(expectValid(TicketClassificationList, classifications)).toEqual(classifications);
  });

  it("filter classifications by a type id", () => {
    expect(expectValid(TicketClassificationQuery, { type: "1" })).toEqual({ type: "1" });
    expect(expectValid(TicketClassificationQuery, { type: "" })).toEqual({ type: "" });
    expectInvalid(TicketClassificationQuery, { type: "technical" }, "type");
  });
});

describe("RequestTemplate", () => {
  it("describes the related service and the type's own fields", () => {
    const template = {
      request_type: TYPE,
      related_service: {
        required: true,
        options: [{ value: "SVC-10001", label: "LON1-LD8 Port 10G" }],
      },
      fields: [
        {
          name: "impact",
          label: "Impact",
          kind: "select",
          required: true,
          help_text: null,
          options: [{ value: "down", label: "Service down" }],
        },
        {
          name: "started_at",
          label: "Started on",
          kind: "date",
          required: false,
          help_text: "When you first noticed it",
          options: [],
        },
      ],
    };
    expect(expectValid(RequestTemplate, template)).toEqual(template);
    expectInvalid(
      RequestTemplate,
      { ...template, fields: [{ ...template.fields[0], kind: "checkbox" }] },
      "kind",
    );
  });
});

describe("CreateTicketRequest", () => {
  const minimal = { request_type: "1", summary: "Port down", description: "Since 09:00." };

  it("takes the minimum and the full payload, text trimmed", () => {
    expect(expectValid(CreateTicketRequest, { ...minimal, summary: " Port down " })).toEqual(
      minimal,
    );
    const full = {
      ...minimal,
      classification: "3",
      priority: "critical",
      service: "SVC-10001",
      fields: { impact: "down", started_at: "" },
      attachments: ["12", "13"],
    };
    expect(expectValid(CreateTicketRequest, full)).toEqual(full);
    expect(
      expectValid(CreateTicketRequest, { ...minimal, classification: null, service: null }),
    ).toEqual({ ...minimal, classification: null, service: null });
  });

  it("names what is missing or wrong", () => {
    expectInvalid(CreateTicketRequest, { ...minimal, request_type: undefined }, "request_type");
    expectInvalid(CreateTicketRequest, { ...minimal, summary: "" }, "summary");
    expectInvalid(CreateTicketRequest, { ...minimal, description: " " }, "description");
    expectInvalid(CreateTicketRequest, { ...minimal, priority: "p1" }, "priority");
    expectInvalid(CreateTicketRequest, { ...minimal, fields: { impact: 3 } }, "impact");
    const long = "v".repeat(TEMPLATE_VALUE_MAX_LENGTH + 1);
    expectInvalid(CreateTicketRequest, { ...minimal, fields: { impact: long } }, "impact");
    const many = Array.from({ length: TICKET_ATTACHMENTS_MAX + 1 }, (_, i) => String(i + 1));
    expectInvalid(CreateTicketRequest, { ...minimal, attachments: many }, "attachments");
  });
});
