import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_LIST } from "../../../src/core/api/services/index.ts";
import {
  RequestTemplate,
  TICKET_LIST,
  TicketClassificationList,
  TicketDetail,
  TicketTypeList,
} from "../../../src/core/api/support/index.ts";
import { expectValid } from "../../core/api/expect-decode.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { supportCalls } from "./support-desk-kit.ts";

let server: TestServer;
const { read, get, post, put } = supportCalls(() => server);
const ADMIN = "admin@acme.test";

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const types = () => read(TicketTypeList, ADMIN, "/support/ticket-types");
const typeNamed = async (name: string) => {
  const type = (await types()).results.find((item) => item.name === name);
  if (!type) throw new Error(`no type ${name}`);
  return type;
};
const technicalIssue = async (overrides: Record<string, unknown> = {}) => {
  const type = await typeNamed("Technical issue");
  const classes = await read(
    TicketClassificationList,
    ADMIN,
    `/support/ticket-classifications?type=${type.id}`,
  );
  return {
    request_type: type.id,
    classification: classes.results.find((item) => item.name === "Packet loss")?.id,
    summary: "  Loss on the Azure ExpressRoute  ",
    description: "Since 10:00 UTC about 1% loss towards Azure UK South.",
    priority: "high",
    service: "SVC-10004",
    fields: { impact: "degraded", started_on: "2026-11-20", troubleshooting: "MTR attached" },
    ...overrides,
  };
};

describe("request types, classifications and templates", () => {
  it("lists the request types of the one service desk", async () => {
    const page = await types();
    expect(page.results.map((type) => type.name)).toEqual([
      "Technical issue",
      "Service request",
      "Billing question",
      "Maintenance query",
    ]);
    expect(page.results.every((type) => type.service_desk_id === "1")).toBe(true);
  });

  it("lists classifications, all or of one type", async () => {
    const all = await read(TicketClassificationList, ADMIN, "/support/ticket-classifications");
    const billing = await typeNamed("Billing question");
    const some = await read(
      TicketClassificationList,
      ADMIN,
      `/support/ticket-classifications?type=${billing.id}`,
    );
    expect(some.results.map((item) => item.name)).toEqual([
      "Invoice query",
      "Credit request",
      "Payment",
      "Billing contact change",
    ]);
    expect(all.count).toBeGreaterThan(some.count);
    expect(some.results.every((item) => item.type === billing.id)).toBe(true);
    const none = await read(
      TicketClassificationList,
      ADMIN,
      "/support/ticket-classifications?type=999",
    );
    expect(none.count).toBe(0);
    expect((await get(ADMIN, "/support/ticket-classifications?type=x")).statusCode).toBe(400);
  });

  it("gives a type's template with the company's services as choices", async () => {
    const type = await typeNamed("Technical issue");
    const template = await read(RequestTemplate, ADMIN, `/support/request/template/${type.id}`);
    expect(template.request_type).toEqual(type);
    expect(template.related_service.required).toBe(true);
    // Every service of the company from the services table, by the provider's name.
    const acme = await read(SERVICE_LIST.response, ADMIN, "/services?limit=100");
    const options = template.related_service.options;
    expect(options.map((option) => option.value).sort()).toEqual(
      acme.results.map((service) => service.id).sort(),
    );
    expect(options.length).toBe(acme.count);
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(options).toContainEqual({ value: "SVC-10004", label: "Azure UK South ExpressRoute 2G" });
    expect(template.fields.map((field) => [field.name, field.kind, field.required])).toEqual([
      ["impact", "select", true],
      ["started_on", "date", true],
      ["troubleshooting", "textarea", false],
      ["site_contact", "text", false],
    ]);
    const maintenance = await typeNamed("Maintenance query");
    const globex = await read(
      RequestTemplate,
      "admin@globex.test",
      `/support/request/template/${maintenance.id}`,
    );
    const serviceField = globex.fields.find((field) => field.kind === "service");
    const globexServices = await read(
      SERVICE_LIST.response,
      "admin@globex.test",
      "/services?limit=100",
    );
    expect(serviceField?.options.map((option) => option.value).sort()).toEqual(
      globexServices.results.map((service) => service.id).sort(),
    );
    expect(serviceField?.options.some((option) => option.value.startsWith("SVC-1"))).toBe(false);
    expect((await get(ADMIN, "/support/request/template/999")).statusCode).toBe(404);
    expect((await get(ADMIN, "/support/request/template/abc")).statusCode).toBe(404);
  });
});

describe("POST /v2/support/request", () => {
  it("creates an open ticket from a template, reported and followed by the caller", async () => {
    const response = await post(ADMIN, "/support/request", await technicalIssue());
    expect(response.statusCode).toBe(201);
    const ticket = expectValid(TicketDetail, response.json());
    expect(ticket).toMatchObject({
      summary: "Loss on the Azure ExpressRoute",
      status: "open",
      priority: "high",
      type: { name: "Technical issue" },
      classification: { name: "Packet loss" },
      service: { id: "SVC-10004", name: "Azure UK South ExpressRoute 2G" },
      reporter: { email: ADMIN, name: "Alice Anders" },
      followers_count: 1,
      is_following: true,
      attachments: [],
    });
    expect(ticket.fields).toEqual([
      { name: "impact", label: "Business impact", value: "Degraded" },
      { name: "started_on", label: "Started on", value: "2026-11-20" },
      { name: "troubleshooting", label: "What have you checked?", value: "MTR attached" },
    ]);
    expect(ticket.id).toMatch(/^SUP-\d+$/);
    const listed = await read(TICKET_LIST.response, ADMIN, "/support/tickets?limit=1");
    expect(listed.results[0]?.id).toBe(ticket.id);
    const fetched = await read(TicketDetail, ADMIN, `/support/tickets/${ticket.id}`);
    expect(fetched).toEqual(ticket);
  });

  it("takes the default priority and no classification or service when the type allows", async () => {
    const billing = await typeNamed("Billing question");
    const response = await post(ADMIN, "/support/request", {
      request_type: billing.id,
      summary: "VAT number on invoices",
      description: "Please print our new VAT number.",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      priority: "medium",
      classification: null,
      service: null,
      fields: [],
    });
  });

  it("answers 400 naming each problem, and writes nothing", async () => {
    const before = (await read(TICKET_LIST.response, ADMIN, "/support/tickets")).count;
    const billing = await typeNamed("Billing question");
    const billingClasses = await read(
      TicketClassificationList,
      ADMIN,
      `/support/ticket-classifications?type=${billing.id}`,
    );
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ service: null }, "service"],
      [{ service: "SVC-20001" }, "service"],
      [{ fields: { started_on: "2026-11-20" } }, "fields.impact"],
      [{ fields: { impact: "on fire", started_on: "2026-11-20" } }, "fields.impact"],
      [{ fields: { impact: "degraded", started_on: "2026-02-30" } }, "fields.started_on"],
      [
        { fields: { impact: "degraded", started_on: "2026-11-20", colour: "red" } },
        "fields.colour",
      ],
      [{ classification: billingClasses.results[0]?.id }, "classification"],
      [{ classification: "999" }, "classification"],
      [{ classification: "abc" }, "classification"],
      [{ request_type: "999" }, "request_type"],
      [{ summary: " " }, "summary"],
      [{ attachments: ["999"] }, "attachments"],
    ];
    for (const [overrides, field] of cases) {
      const response = await post(ADMIN, "/support/request", await technicalIssue(overrides));
      expect(response.statusCode, `${JSON.stringify(overrides)}: ${response.body}`).toBe(400);
      expect(response.json()).toHaveProperty([field]);
    }
    expect((await read(TICKET_LIST.response, ADMIN, "/support/tickets")).count).toBe(before);
  });
});

describe("GET and PUT /v2/support/tickets/{id}", () => {
  const someTicket = async (status: string) => {
    const page = await read(
      TICKET_LIST.response,
      ADMIN,
      `/support/tickets?status=${status}&limit=1`,
    );
    const ticket = page.results[0];
    if (!ticket) throw new Error(`no ${status} ticket`);
    return ticket;
  };

  it("shows a seeded ticket with its template values and follow state", async () => {
    const ticket = await someTicket("waiting_for_customer");
    const detail = await read(TicketDetail, "support@acme.test", `/support/tickets/${ticket.id}`);
    expect(detail.summary).toBe("LON1-LD8 port flapped three times overnight");
    expect(detail.is_following).toBe(true);
    expect(detail.followers_count).toBe(2);
    expect(detail.fields.map((field) => field.label)).toContain("Business impact");
    const lower = await read(TicketDetail, ADMIN, `/support/tickets/${ticket.id.toLowerCase()}`);
    expect(lower.id).toBe(ticket.id);
    expect(lower.is_following).toBe(false);
  });

  it("answers 404 for keys that name no ticket", async () => {
    for (const key of ["SUP-1", "SUP-999999999", "1042", "SUP-abc", "TKT-1042"]) {
      expect((await get(ADMIN, `/support/tickets/${key}`)).statusCode).toBe(404);
    }
  });

  it("lets the customer edit summary, description and priority of an unresolved ticket", async () => {
    const ticket = await someTicket("open");
    const response = await put(ADMIN, `/support/tickets/${ticket.id}`, {
      summary: "Updated summary",
      priority: "critical",
      status: "closed",
      reporter: "1",
    });
    expect(response.statusCode).toBe(200);
    const detail = expectValid(TicketDetail, response.json());
    expect(detail).toMatchObject({
      summary: "Updated summary",
      priority: "critical",
      status: "open",
    });
    expect(detail.reporter).toEqual(ticket.reporter);
    expect(Date.parse(detail.updated)).toBeGreaterThan(Date.parse(ticket.updated));
    expect((await put(ADMIN, `/support/tickets/${ticket.id}`, {})).statusCode).toBe(400);
  });

  it("refuses to edit a resolved or closed ticket with 409", async () => {
    for (const status of ["resolved", "closed"]) {
      const ticket = await someTicket(status);
      const response = await put(ADMIN, `/support/tickets/${ticket.id}`, { summary: "Changed" });
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toContain("reopen");
      expect((await read(TicketDetail, ADMIN, `/support/tickets/${ticket.id}`)).summary).toBe(
        ticket.summary,
      );
    }
  });
});
