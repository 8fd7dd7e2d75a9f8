import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TICKET_LIST, TicketTypeList } from "../../../src/core/api/support/index.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { supportCalls } from "./support-desk-kit.ts";

let server: TestServer;
const kit = supportCalls(() => server);
const { read, get, post, put } = kit;

let acmeTicket = "";
let billingType = "";

beforeAll(async () => {
  server = await startTestServer();
  acmeTicket =
    (await read(TICKET_LIST.response, "admin@acme.test", "/support/tickets?status=open&limit=1"))
      .results[0]?.id ?? "";
  billingType =
    (await read(TicketTypeList, "admin@acme.test", "/support/ticket-types")).results.find(
      (type) => type.name === "Billing question",
    )?.id ?? "";
});
afterAll(() => server.close());

/** Every support read, for a ticket. */
const reads = (key: string) => [
  "/support/tickets",
  "/support/tickets?export=true",
  "/support/ticket-export",
  "/support/ticket-types",
  "/support/ticket-classifications",
  "/support/request/template/1",
  "/support/tickets/users",
  `/support/tickets/${key}`,
  `/support/tickets/${key}/transitions`,
  `/support/tickets/${key}/comments`,
  `/support/tickets/${key}/activity`,
  `/support/tickets/${key}/followers`,
];

/** Every support write, as [method, url, body]. */
const writes = (key: string): Array<["POST" | "PUT", string, object | undefined]> => [
  ["POST", "/support/request", { request_type: billingType, summary: "s", description: "d" }],
  ["PUT", `/support/tickets/${key}`, { priority: "low" }],
  ["POST", `/support/tickets/${key}/transitions`, { transition: "1" }],
  ["POST", `/support/tickets/${key}/comments`, { body: "hello" }],
  ["POST", `/support/tickets/${key}/subscribe`, undefined],
  ["POST", `/support/tickets/${key}/unsubscribe`, undefined],
  ["POST", `/support/tickets/${key}/activity`, undefined],
  ["POST", "/support/servicedesk/1/add-temp-attachment", undefined],
];

const write = (email: string, [method, url, body]: ["POST" | "PUT", string, object | undefined]) =>
  method === "PUT" ? put(email, url, body) : post(email, url, body);

describe("who may use the support desk", () => {
  it("lets a viewer read everything and refuses every write with 403", async () => {
    for (const url of reads(acmeTicket)) {
      expect((await get("viewer@acme.test", url)).statusCode, url).toBe(200);
    }
    for (const request of writes(acmeTicket)) {
      const response = await write("viewer@acme.test", request);
      expect(response.statusCode, request[1]).toBe(403);
    }
  });

  it("refuses a user without a support permission, reads and writes alike", async () => {
    for (const url of reads(acmeTicket)) {
      expect((await get("billing@acme.test", url)).statusCode, url).toBe(403);
    }
    for (const request of writes(acmeTicket)) {
      expect((await write("billing@acme.test", request)).statusCode, request[1]).toBe(403);
    }
    expect((await get("billing@acme.test", "/support/tickets")).json()).toHaveProperty("detail");
  });

  it("answers 404 for another company's ticket, to reads and writes", async () => {
    for (const url of reads(acmeTicket).filter((path) => path.includes(acmeTicket))) {
      expect((await get("admin@globex.test", url)).statusCode, url).toBe(404);
    }
    for (const request of writes(acmeTicket).filter(([, url]) => url.includes(acmeTicket))) {
      expect((await write("admin@globex.test", request)).statusCode, request[1]).toBe(404);
    }
    const globexList = await read(
      TICKET_LIST.response,
      "admin@globex.test",
      `/support/tickets?text=${acmeTicket}`,
    );
    expect(globexList.count).toBe(0);
  });

  it("lets read-only impersonation read but not write", async () => {
    const staffUserId = await server.userId("auditor@conduit.test");
    const { access } = await server.sessionFor("support@acme.test", {
      staffUserId,
      mode: "read-only",
    });
    const as = (options: Parameters<TestServer["call"]>[1]) =>
      server.call(access, { ...options, url: `/v2${String(options.url)}` });
    for (const url of reads(acmeTicket)) {
      expect((await as({ method: "GET", url })).statusCode, url).toBe(200);
    }
    const transitions = await as({
      method: "GET",
      url: `/support/tickets/${acmeTicket}/transitions`,
    });
    expect(transitions.json().results).toEqual([]);
    for (const [method, url, payload] of writes(acmeTicket)) {
      const response = await as({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it("asks for a session first", async () => {
    const response = await server.call(null, { method: "GET", url: "/v2/support/tickets" });
    expect(response.statusCode).toBe(401);
  });
});
