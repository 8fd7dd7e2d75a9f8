import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, users } from "../../../server/src/db/schema.ts";
import { mailInvoiceIssued } from "../../../server/src/modules/notices/progress-notices.ts";
import { MaintenanceDetail, OutageDetail } from "../../../src/core/api/events/index.ts";
import { Contact } from "../../../src/core/api/reference/index.ts";
import { PERMISSION_LOG_LIST } from "../../../src/core/api/users/permission-log.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { portOrderForm } from "../ordering/port-order-form.ts";
import { supportCalls } from "../support-desk/support-desk-kit.ts";

/**
 * Issue 45: the company's contacts (addresses, often distribution lists) are written by
 * administrators, checked field by field, logged, and mailed the notices they asked for
 * about the services they chose, read back from the outbox.
 */

const PORTAL = "https://portal.example.net";
const ADMIN = "admin@acme.test";
const VIEWER = "viewer@acme.test";
const STAFF = "staff@conduit.test";
const PORT = "SVC-10001";
const OTHER_PORT = "SVC-10005";

let server: TestServer;
const { read, get, post, put, call } = supportCalls(() => server);

beforeAll(async () => {
  server = await startTestServer({ CONDUIT_PORTAL_URL: PORTAL });
});
afterAll(() => server.close());

const contact = (overrides: object = {}) => ({
  kind: "noc",
  name: "Port team",
  email: "port-team@acme.test",
  phone: "+44 20 7946 0177",
  role: "Distribution list of the LD8 engineers",
  notices: ["maintenances"],
  all_services: false,
  services: [PORT],
  ...overrides,
});

async function addContact(body: object) {
  const response = await post(ADMIN, "/contacts", body);
  expect(response.statusCode, response.body).toBe(201);
  return Contact.make(response.json());
}

/** The mails the outbox holds for an address, newest first. */
async function mailsTo(address: string) {
  return server.ctx.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, address))
    .orderBy(desc(outbox.id));
}

const announcement = (services: string[], overrides: object = {}) => ({
  title: "Line card replacement",
  type: "planned",
  window_start: "2030-03-10T22:00:00Z",
  window_end: "2030-03-11T02:30:00Z",
  impact: "Up to 20 minutes of loss of service.",
  impact_level: "outage",
  location: "LD8",
  description: "We replace a line card of the LD8 edge router.",
  services,
  ...overrides,
});

describe("contacts: fields, permissions and the log", () => {
  it("refuses bad fields with a message on each, and chosen services that are not the company's", async () => {
    const bad = await post(ADMIN, "/contacts", {
      ...contact(),
      name: " ",
      email: "ops@",
      phone: "call me",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      name: ["This field may not be blank."],
      email: ["Enter a valid email address."],
      phone: ["Enter a valid phone number."],
    });
    const none = await post(ADMIN, "/contacts", contact({ services: [] }));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ services: ["Choose at least one service, or all services."] });
    const foreign = await post(ADMIN, "/contacts", contact({ services: ["SVC-20001"] }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ services: ["Your company has no service SVC-20001."] });
    const kind = await post(ADMIN, "/contacts", contact({ kind: "sales" }));
    expect(kind.statusCode).toBe(400);
    expect(Object.keys(kind.json())).toEqual(["kind"]);
  });

  it("is written by administrators only, read by the company, and each change is logged", async () => {
    expect((await post(VIEWER, "/contacts", contact())).statusCode).toBe(403);
    const added = await addContact(contact({ email: "Escalations@Acme.test", kind: "escalation" }));
    expect(added).toMatchObject({
      kind: "escalation",
      email: "escalations@acme.test",
      role: "Distribution list of the LD8 engineers",
      notices: ["maintenances"],
      all_services: false,
      services: [{ id: PORT, name: "LON1-ACME-01" }],
    });
    expect(await read(Contact, VIEWER, `/contacts/${added.id}`)).toEqual(added);
    const changed = await put(
      ADMIN,
      `/contacts/${added.id}`,
      contact({ email: "escalations@acme.test", kind: "escalation", all_services: true }),
    );
    expect(changed.json()).toMatchObject({ all_services: true, services: [] });
    expect((await put(VIEWER, `/contacts/${added.id}`, contact())).statusCode).toBe(403);
    expect((await call(ADMIN, { method: "DELETE", url: `/contacts/${added.id}` })).statusCode).toBe(
      204,
    );
    const log = await read(PERMISSION_LOG_LIST.response, ADMIN, "/users/permission-log?limit=3");
    const said = log.results.map((entry) => [entry.added, entry.removed]);
    const text = "Contact: Port team <escalations@acme.test>, Escalation; Maintenances;";
    expect(said).toEqual([
      [[], [`${text} all services`]],
      [[`${text} all services`], [`${text} services ${PORT}`]],
      [[`${text} services ${PORT}`], []],
    ]);
    expect(log.results[0]?.changed_by.email).toBe(ADMIN);
  });

  it("lists the contacts filtered by kind, and refuses an unknown kind", async () => {
    await addContact(contact({ email: "noc-list@acme.test", notices: [] }));
    const noc = await get(VIEWER, "/contacts?kind=noc");
    expect(noc.json().results.map((each: Contact) => each.email)).toContain("noc-list@acme.test");
    expect(noc.json().results.every((each: Contact) => each.kind === "noc")).toBe(true);
    expect((await get(VIEWER, "/contacts?kind=sales")).statusCode).toBe(400);
  });
});

describe("notices reach the contacts that asked for them", () => {
  it("mails a maintenance on a port to the port's contact and to all-services contacts, with its calendar entry", async () => {
    await addContact(contact({ email: "ld8-team@acme.test" }));
    await addContact(contact({ email: "all-maint@acme.test", all_services: true, services: [] }));
    await addContact(contact({ email: "outages-only@acme.test", notices: ["outages"] }));
    await addContact(contact({ email: "globex-like@acme.test", services: [OTHER_PORT] }));

    const created = await post(STAFF, "/maintenances", announcement([PORT]));
    expect(created.statusCode, created.body).toBe(201);
    const maintenance = MaintenanceDetail.make(created.json());
    expect(maintenance.services).toEqual([{ id: PORT, name: "LON1-ACME-01" }]);
    expect(maintenance.state).toBe("scheduled");

    const [mail] = await mailsTo("ld8-team@acme.test");
    expect(mail?.kind).toBe("contact:maintenances");
    expect(mail?.subject).toBe(
      `Planned maintenance ${maintenance.reference}: Line card replacement`,
    );
    expect(mail?.body).toContain("Window: 2030-03-10 22:00 UTC to 2030-03-11 02:30 UTC");
    expect(mail?.body).toContain(`${PORTAL}/support/maintenances/${maintenance.id}`);
    const [ics] = mail?.attachments ?? [];
    expect(ics?.filename).toBe(`${maintenance.reference}.ics`);
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    const lines = (ics?.content ?? "").split("\r\n");
    expect(lines).toContain("BEGIN:VEVENT");
    // The same event the calendar feed serves (one UID per maintenance).
    expect(lines).toContain(`UID:maintenance-${maintenance.id}@portal.example.net`);
    expect(lines).toContain("DTSTART:20300310T220000Z");
    expect(lines).toContain("DTEND:20300311T023000Z");
    expect(lines).toContain(`SUMMARY:${maintenance.reference} Line card replacement`);

    expect((await mailsTo("all-maint@acme.test"))[0]?.subject).toBe(mail?.subject);
    expect(await mailsTo("outages-only@acme.test")).toEqual([]);
    expect(await mailsTo("globex-like@acme.test")).toEqual([]);
  });

  it("mails an outage to the contacts for outages only", async () => {
    await addContact(contact({ email: "outage-desk@acme.test", notices: ["outages"] }));
    await addContact(contact({ email: "maint-desk@acme.test", notices: ["maintenances"] }));
    const created = await post(STAFF, "/outages", {
      title: "Packet loss on the LD8 port",
      started_at: "2030-03-12T08:15:00Z",
      location: "LD8",
      notice: "We are investigating packet loss.",
      services: [PORT],
    });
    expect(created.statusCode, created.body).toBe(201);
    const outage = OutageDetail.make(created.json());
    const [mail] = await mailsTo("outage-desk@acme.test");
    expect(mail).toMatchObject({
      kind: "contact:outages",
      subject: `Outage ${outage.reference}: Packet loss on the LD8 port`,
      attachments: [],
    });
    expect(mail?.body).toContain(`${PORTAL}/support/outages/${outage.id}`);
    expect(await mailsTo("maint-desk@acme.test")).toEqual([]);
  });

  it("mails an order's steps to the contacts for order progress on all services, not to those of other services", async () => {
    await addContact(
      contact({
        email: "orders-all@acme.test",
        notices: ["orders"],
        all_services: true,
        services: [],
      }),
    );
    await addContact(contact({ email: "orders-port@acme.test", notices: ["orders"] }));
    const placed = await post(ADMIN, "/services/orders", {
      idempotency_key: "contacts-order-0001",
      type: "port",
      form: portOrderForm("LD8 contacts port", { purchase_order: "PO-4501" }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const service = String(placed.json().service);
    const [mail] = await mailsTo("orders-all@acme.test");
    expect(mail).toMatchObject({
      kind: "contact:orders",
      subject: `Order received: LD8 contacts port (${service}).`,
    });
    expect(mail?.body).toContain(`${PORTAL}/services/${service}`);
    expect(await mailsTo("orders-port@acme.test")).toEqual([]);
  });

  it("mails a new invoice to the contacts for invoices, whatever services they follow", async () => {
    await addContact(contact({ email: "ap@acme.test", notices: ["invoices"] }));
    const [admin] = await server.ctx.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.id, await server.userId(ADMIN)));
    const sent = await mailInvoiceIssued(server.ctx, admin?.companyId ?? 0, {
      id: 99,
      number: "INV-2030-0042",
      issueDate: "2030-04-01",
      dueDate: "2030-05-01",
    });
    expect(sent).toBe(1);
    const [mail] = await mailsTo("ap@acme.test");
    expect(mail?.subject).toBe("Invoice INV-2030-0042 issued");
    expect(mail?.body).toContain(`${PORTAL}/billing/invoices/INV-2030-0042`);
  });
});

describe("announcing events (provider staff)", () => {
  it("is refused to customers, and checks the window and the services", async () => {
    expect((await post(ADMIN, "/maintenances", announcement([PORT]))).statusCode).toBe(403);
    const backwards = await post(
      STAFF,
      "/maintenances",
      announcement([PORT], { window_end: "2030-03-10T21:00:00Z" }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ window_end: ["The window must end after it starts."] });
    const mixed = await post(STAFF, "/maintenances", announcement([PORT, "SVC-20001"]));
    expect(mixed.statusCode).toBe(400);
    expect(Object.keys(mixed.json())).toEqual(["services"]);
    const unknown = await post(STAFF, "/maintenances", announcement(["SVC-99999"]));
    expect(unknown.json()).toEqual({ services: ["No service has the id SVC-99999."] });
    const none = await post(STAFF, "/maintenances", announcement([]));
    expect(none.statusCode).toBe(400);
  });

  it("numbers the company's maintenances of a year one after another", async () => {
    const first = MaintenanceDetail.make(
      (await post(STAFF, "/maintenances", announcement([OTHER_PORT]))).json(),
    );
    const second = MaintenanceDetail.make(
      (await post(STAFF, "/maintenances", announcement([OTHER_PORT]))).json(),
    );
    const number = (reference: string) => Number(reference.split("-")[2]);
    expect(number(second.reference)).toBe(number(first.reference) + 1);
    const acmeMaint = await get(ADMIN, `/maintenances/${second.id}`);
    expect(acmeMaint.statusCode).toBe(200);
    expect((await get("admin@globex.test", `/maintenances/${second.id}`)).statusCode).toBe(404);
  });
});
