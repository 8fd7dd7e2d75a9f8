import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../server/src/db/schema.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { formBody } from "../support-desk/support-desk-kit.ts";
import { SERVER_START_TIMEOUT_MS } from "./auth-test-kit.ts";

/**
 * Reaching for another company's record answers the same 404 as a record that does not
 * exist, and the server log carries a security event naming the caller and the target.
 * The log is read as the server writes it: its JSON lines, captured from the logger's stream.
 */
let server: TestServer;
const lines: string[] = [];
let globexAdmin: string;
let acmeAdmin: string;
/** A ticket of Acme's, by its issue key. */
let acmeTicket: string;

beforeAll(async () => {
  server = await startTestServer({}, { logStream: { write: (line) => lines.push(line) } });
  globexAdmin = (await server.sessionFor("admin@globex.test")).access;
  acmeAdmin = (await server.sessionFor("admin@acme.test")).access;
  const list = await server.call(acmeAdmin, { method: "GET", url: "/v2/support/tickets?limit=1" });
  acmeTicket = list.json().results[0].id;
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.close());

interface SecurityEvent {
  event: string;
  caller: { user_id: number; email: string; company_id: number };
  target: { kind: string; id: string | number; company_id: number };
  url: string;
}

function securityEvents(): SecurityEvent[] {
  return lines
    .map((line) => JSON.parse(line) as Partial<SecurityEvent>)
    .filter((entry): entry is SecurityEvent => entry.event === "security.cross_company_access");
}

async function companyOf(email: string): Promise<number | undefined> {
  const [row] = await server.ctx.db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.id, await server.userId(email)));
  return row?.companyId;
}

describe("another company's records", () => {
  it("answer 404 and log the caller and the ticket", async () => {
    lines.length = 0;
    const foreign = await server.call(globexAdmin, {
      method: "GET",
      url: `/v2/support/tickets/${acmeTicket}`,
    });
    const missing = await server.call(globexAdmin, {
      method: "GET",
      url: "/v2/support/tickets/SUP-999999",
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());

    const [event, ...more] = securityEvents();
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      caller: {
        user_id: await server.userId("admin@globex.test"),
        email: "admin@globex.test",
        company_id: await companyOf("admin@globex.test"),
      },
      target: {
        kind: "support_ticket",
        id: acmeTicket,
        company_id: await companyOf("admin@acme.test"),
      },
      url: `/v2/support/tickets/${acmeTicket}`,
    });
  });

  it("log a sub-resource of a foreign ticket, a foreign user, their permissions and a maintenance", async () => {
    lines.length = 0;
    const comments = await server.call(globexAdmin, {
      method: "GET",
      url: `/v2/support/tickets/${acmeTicket}/comments`,
    });
    const viewer = await server.userId("viewer@acme.test");
    const user = await server.call(globexAdmin, { method: "GET", url: `/v2/users/${viewer}` });
    const permissions = await server.call(globexAdmin, {
      method: "PUT",
      url: `/v2/users/${viewer}/permissions`,
      payload: { permissions: [] },
    });
    const maintenances = await server.call(acmeAdmin, {
      method: "GET",
      url: "/v2/maintenances?limit=1",
    });
    const maintenance = Number(maintenances.json().results[0].id);
    const foreignMaintenance = await server.call(globexAdmin, {
      method: "GET",
      url: `/v2/maintenances/${maintenance}`,
    });
    expect(comments.statusCode).toBe(404);
    expect(user.statusCode).toBe(404);
    expect(permissions.statusCode).toBe(404);
    expect(foreignMaintenance.statusCode).toBe(404);
    expect(securityEvents().map((event) => event.target)).toEqual([
      expect.objectContaining({ kind: "support_ticket", id: acmeTicket }),
      expect.objectContaining({ kind: "user", id: viewer }),
      expect.objectContaining({ kind: "user", id: viewer }),
      expect.objectContaining({ kind: "maintenance", id: maintenance }),
    ]);
    // The viewer kept their permissions: the refusal changed nothing.
    const own = await server.call(acmeAdmin, {
      method: "GET",
      url: `/v2/users/${viewer}/permissions`,
    });
    expect(own.json().permissions.length).toBeGreaterThan(0);
  });

  it("log a foreign service, read or renamed, and nothing for one that does not exist", async () => {
    lines.length = 0;
    const acmeService = (
      await server.call(acmeAdmin, { method: "GET", url: "/v2/services?limit=1" })
    ).json().results[0].id as string;
    const read = await server.call(globexAdmin, {
      method: "GET",
      url: `/v2/services/${acmeService}`,
    });
    const renamed = await server.call(globexAdmin, {
      method: "POST",
      url: `/v2/services/${acmeService}/update_custom_name`,
      payload: { custom_name: "Not yours" },
    });
    const missing = await server.call(globexAdmin, {
      method: "GET",
      url: "/v2/services/SVC-99999",
    });
    expect([read.statusCode, renamed.statusCode, missing.statusCode]).toEqual([404, 404, 404]);
    expect(read.json()).toEqual(missing.json());
    expect(securityEvents().map((event) => event.target)).toEqual([
      expect.objectContaining({ kind: "service", id: acmeService }),
      expect.objectContaining({ kind: "service", id: acmeService }),
    ]);
    const own = await server.call(acmeAdmin, { method: "GET", url: `/v2/services/${acmeService}` });
    expect(own.json().custom_name).not.toBe("Not yours");
  });

  it("log cease orders, contract lines, network services and contacts", async () => {
    const firstOf = async (url: string) =>
      String((await server.call(acmeAdmin, { method: "GET", url })).json().results[0].id);
    const ceaseOrder = await firstOf("/v2/cease_orders");
    const line = await firstOf("/v2/contracts/lines");
    const network = await firstOf("/v2/network-services");
    const contact = await firstOf("/v2/contacts");
    lines.length = 0;
    const calls = [
      ["GET", `/v2/cease_orders/${ceaseOrder}`],
      ["POST", `/v2/cease_orders/${ceaseOrder}/cancel`],
      ["GET", `/v2/contracts/lines/${line}`],
      ["GET", `/v2/network-services/${network}`],
      ["GET", `/v2/contacts/${contact}`],
      ["DELETE", `/v2/contacts/${contact}`],
    ] as const;
    for (const [method, url] of calls) {
      const response = await server.call(globexAdmin, { method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ detail: "Not found." });
    }
    const changed = await server.call(globexAdmin, {
      method: "PUT",
      url: `/v2/contacts/${contact}`,
      payload: {
        kind: "technical",
        name: "Not yours",
        email: "x@globex.test",
        phone: "+44 20 7946 0000",
      },
    });
    expect(changed.statusCode, changed.body).toBe(404);
    const acme = await companyOf("admin@acme.test");
    const targets = securityEvents().map((event) => event.target);
    expect(targets).toEqual([
      { kind: "cease_order", id: Number(ceaseOrder), company_id: acme },
      { kind: "cease_order", id: Number(ceaseOrder), company_id: acme },
      { kind: "contract_line", id: Number(line), company_id: acme },
      { kind: "network_service", id: Number(network), company_id: acme },
      { kind: "contact", id: Number(contact), company_id: acme },
      { kind: "contact", id: Number(contact), company_id: acme },
      { kind: "contact", id: Number(contact), company_id: acme },
    ]);
    // Nothing moved: Acme's order is still pending and its contact still there.
    const order = await server.call(acmeAdmin, {
      method: "GET",
      url: `/v2/cease_orders/${ceaseOrder}`,
    });
    expect(order.json().status).toBe("pending");
    const kept = await server.call(acmeAdmin, { method: "GET", url: `/v2/contacts/${contact}` });
    expect(kept.statusCode).toBe(200);
  });

  it("log invitations, a deactivation, comments and attachments", async () => {
    const invited = await server.call(acmeAdmin, {
      method: "POST",
      url: "/v2/register/user",
      payload: {
        email: "foreign.target@acme.test",
        firstname: "Fern",
        lastname: "Target",
        permissions: ["view_service_module"],
      },
    });
    expect(invited.statusCode).toBe(201);
    const invitation = Number(invited.json().id);
    const viewer = await server.userId("viewer@acme.test");

    // An attachment and a comment on an Acme ticket, and a ticket of Globex's to name them under.
    const uploaded = await server.call(acmeAdmin, {
      method: "POST",
      url: "/v2/support/servicedesk/1/add-temp-attachment",
      ...formBody([{ field: "file", filename: "trace.txt", content: "hop 1 0.4 ms\n" }]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const attachment = uploaded.json().id as string;
    const commented = await server.call(acmeAdmin, {
      method: "POST",
      url: `/v2/support/tickets/${acmeTicket}/comments`,
      payload: { body: "Trace attached.", attachments: [attachment] },
    });
    expect(commented.statusCode, commented.body).toBe(201);
    const comment = commented.json().id as string;
    const globexTicket = (
      await server.call(globexAdmin, { method: "GET", url: "/v2/support/tickets?limit=1" })
    ).json().results[0].id as string;

    lines.length = 0;
    const calls = [
      ["GET", `/v2/register/user/${invitation}`],
      ["POST", `/v2/register/user/${invitation}/resend`],
      ["DELETE", `/v2/register/user/${invitation}`],
      ["POST", `/v2/users/${viewer}/deactivate`],
      ["GET", `/v2/support/tickets/${globexTicket}/comments/${comment}`],
      ["GET", `/v2/support/tickets/${globexTicket}/attachments/${attachment}`],
    ] as const;
    for (const [method, url] of calls) {
      const response = await server.call(globexAdmin, { method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const acme = await companyOf("admin@acme.test");
    expect(securityEvents().map((event) => event.target)).toEqual([
      { kind: "invitation", id: invitation, company_id: acme },
      { kind: "invitation", id: invitation, company_id: acme },
      { kind: "invitation", id: invitation, company_id: acme },
      { kind: "user", id: viewer, company_id: acme },
      { kind: "comment", id: Number(comment), company_id: acme },
      { kind: "attachment", id: Number(attachment), company_id: acme },
    ]);
    // The invitation still stands and the viewer is still active.
    const pending = await server.call(acmeAdmin, {
      method: "GET",
      url: `/v2/register/user/${invitation}`,
    });
    expect(pending.statusCode).toBe(200);
    const user = await server.call(acmeAdmin, { method: "GET", url: `/v2/users/${viewer}` });
    expect(user.json().status).toBe("active");
  });

  it("log nothing for the caller's own records or records that do not exist", async () => {
    lines.length = 0;
    const own = await server.call(acmeAdmin, {
      method: "GET",
      url: `/v2/support/tickets/${acmeTicket}`,
    });
    expect(own.statusCode).toBe(200);
    await server.call(globexAdmin, { method: "GET", url: "/v2/users/999999" });
    expect(securityEvents()).toEqual([]);
  });
});
