import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../../server/src/db/schema.ts";
import { INVOICE_LIST } from "../../../src/core/api/billing/index.ts";
import { ServiceChange, ServiceDetail } from "../../../src/core/api/services/index.ts";
import { expectValid } from "../../core/api/expect-decode.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { supportCalls } from "../support-desk/support-desk-kit.ts";

/**
 * Issue 45: a real change of a live service, applied and billed by the server, mails its
 * progress to the contacts for order progress on that service and the new invoice to the
 * contacts for invoices, and nothing to the others; read back from the outbox.
 */

const PORTAL = "https://portal.example.net";
const ADMIN = "admin@acme.test";
const CHANGED = "SVC-10018";
const OTHER = "SVC-10001";

let server: TestServer;
const { read, post, call } = supportCalls(() => server);

beforeAll(async () => {
  server = await startTestServer({ CONDUIT_PORTAL_URL: PORTAL });
});
afterAll(() => server.close());

async function addContact(email: string, notices: string[], services: string[] | "all") {
  const response = await post(ADMIN, "/contacts", {
    kind: "technical",
    name: email.split("@")[0],
    email,
    phone: "+44 20 7946 0100",
    role: "Distribution list",
    notices,
    all_services: services === "all",
    services: services === "all" ? [] : services,
  });
  expect(response.statusCode, response.body).toBe(201);
}

const mailsTo = (address: string) =>
  server.ctx.db.select().from(outbox).where(eq(outbox.recipient, address)).orderBy(desc(outbox.id));

describe("a billed change of a live service", () => {
  it("mails its progress to that service's order contacts and its invoice to the invoice contacts", async () => {
    await addContact("changes-cloud@acme.test", ["orders"], [CHANGED]);
    await addContact("changes-all@acme.test", ["orders"], "all");
    await addContact("changes-port@acme.test", ["orders"], [OTHER]);
    await addContact("accounts@acme.test", ["invoices"], [OTHER]);
    await addContact("outages-desk@acme.test", ["outages", "maintenances"], "all");

    const placed = await call(ADMIN, {
      method: "POST",
      url: `/services/${CHANGED}/changes`,
      payload: { bandwidth_mbps: 2000 },
      headers: { "idempotency-key": "contact-mail-change-1" },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const change = expectValid(ServiceChange, placed.json());

    // The server applies the change when a read of the services finds it due, and bills it.
    server.advance(16_000);
    expect((await read(ServiceDetail, ADMIN, `/services/${CHANGED}`)).speed_mbps).toBe(2000);
    const invoices = await read(INVOICE_LIST.response, ADMIN, "/invoices?limit=1");
    const invoice = invoices.results[0];
    expect(invoice?.period_start).toBe(`${change.effective.slice(0, 8)}01`);

    const done = `Change ${change.reference} done: AWS eu-west-3 Cloud Connect 1G (${CHANGED}) now 1 Gbps to 2 Gbps.`;
    for (const address of ["changes-cloud@acme.test", "changes-all@acme.test"]) {
      const mails = await mailsTo(address);
      expect(mails.map((mail) => mail.subject)).toEqual([done]);
      expect(mails[0]?.kind).toBe("contact:orders");
      expect(mails[0]?.body).toContain(`${PORTAL}/services/${CHANGED}`);
    }
    expect(await mailsTo("changes-port@acme.test")).toEqual([]);

    const [bill] = await mailsTo("accounts@acme.test");
    expect(bill).toMatchObject({
      kind: "contact:invoices",
      subject: `Invoice ${invoice?.number} issued`,
    });
    expect(bill?.body).toContain(`${PORTAL}/billing/invoices/${invoice?.id}`);
    expect(await mailsTo("outages-desk@acme.test")).toEqual([]);
  });
});
