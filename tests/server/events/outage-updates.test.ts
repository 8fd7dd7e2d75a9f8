import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../../server/src/db/schema.ts";
import { CurrentIncidents, OUTAGE_LIST, OutageDetail } from "../../../src/core/api/events/index.ts";
import { WEBHOOK_DELIVERY_LIST } from "../../../src/core/api/webhooks/webhooks.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { supportCalls } from "../support-desk/support-desk-kit.ts";

/**
 * Issue 45: an outage carries when service is expected back. Provider staff give it on
 * declaring the outage and move it with each update (a notice on the outage's timeline, mailed
 * to the contacts for outages); the outage page, the lists and the dashboard's current
 * incidents read the same field, and resolving the outage ends it.
 */

const ADMIN = "admin@acme.test";
const STAFF = "staff@conduit.test";
const PORT = "SVC-10001";

let server: TestServer;
const { read, post } = supportCalls(() => server);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const declaration = (overrides: object = {}) => ({
  title: "Optics failure at LD8",
  started_at: "2030-05-02T07:30:00Z",
  expected_end_at: "2030-05-02T11:00:00Z",
  location: "LD8",
  notice: "An optic of the LD8 edge router failed; an engineer is on the way.",
  services: [PORT],
  ...overrides,
});

const incidentOf = async (id: string) =>
  (await read(CurrentIncidents, ADMIN, "/incidents/current")).incidents.find(
    (incident) => incident.event === "outage" && incident.id === id,
  );

describe("an outage's expected end and updates", () => {
  it("is given on declaring, moved and cleared by updates, and read everywhere the outage is", async () => {
    await post(ADMIN, "/contacts", {
      kind: "noc",
      name: "NOC",
      email: "noc-updates@acme.test",
      phone: "+44 20 7946 0111",
      role: "NOC",
      notices: ["outages"],
      all_services: true,
      services: [],
    });
    const hook = await post(ADMIN, "/webhooks", {
      url: "https://203.0.113.10/outages",
      events: ["outage.created", "outage.updated", "outage.resolved"],
      description: "NOC outages",
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const created = await post(STAFF, "/outages", declaration());
    expect(created.statusCode, created.body).toBe(201);
    const outage = OutageDetail.make(created.json());
    expect(outage.expected_end_at).toBe("2030-05-02T11:00:00.000Z");
    expect((await read(OutageDetail, ADMIN, `/outages/${outage.id}`)).expected_end_at).toBe(
      "2030-05-02T11:00:00.000Z",
    );
    const listed = await read(OUTAGE_LIST.response, ADMIN, `/outages?search=${outage.reference}`);
    expect(listed.results[0]?.expected_end_at).toBe("2030-05-02T11:00:00.000Z");
    expect((await incidentOf(outage.id))?.ends_at).toBe("2030-05-02T11:00:00.000Z");

    const moved = await post(STAFF, `/outages/${outage.id}/updates`, {
      notice: "The spare optic is faulty too; a second one is coming from the depot.",
      expected_end_at: "2030-05-02T14:30:00Z",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const later = OutageDetail.make(moved.json());
    expect(later.expected_end_at).toBe("2030-05-02T14:30:00.000Z");
    expect(later.notices.map((notice) => notice.message)).toEqual([
      "An optic of the LD8 edge router failed; an engineer is on the way.",
      "The spare optic is faulty too; a second one is coming from the depot.",
    ]);
    expect((await incidentOf(outage.id))?.ends_at).toBe("2030-05-02T14:30:00.000Z");
    const [mail] = await server.ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, "noc-updates@acme.test"))
      .orderBy(desc(outbox.id));
    expect(mail?.body).toContain("a second one is coming from the depot");

    // A notice alone leaves the expected end; null says it is no longer known.
    const kept = await post(STAFF, `/outages/${outage.id}/updates`, { notice: "Optic fitted." });
    expect(OutageDetail.make(kept.json()).expected_end_at).toBe("2030-05-02T14:30:00.000Z");
    const unknown = await post(STAFF, `/outages/${outage.id}/updates`, {
      notice: "Errors persist after the optic change; the cause is under investigation.",
      expected_end_at: null,
    });
    expect(OutageDetail.make(unknown.json()).expected_end_at).toBeNull();
    expect((await incidentOf(outage.id))?.ends_at).toBeNull();

    const resolved = await post(STAFF, `/outages/${outage.id}/updates`, {
      notice: "A dirty patch lead was cleaned; service is restored.",
      resolved: true,
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const ended = OutageDetail.make(resolved.json());
    expect(ended).toMatchObject({ state: "resolved", expected_end_at: null });
    expect(ended.resolved_at).not.toBeNull();
    expect(await incidentOf(outage.id)).toBeUndefined();
    const after = await post(STAFF, `/outages/${outage.id}/updates`, { notice: "Late." });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual({ detail: "This outage is resolved: it takes no more updates." });

    // Each step reached the company's webhook endpoint as an event, written with the update.
    const deliveries = await read(
      WEBHOOK_DELIVERY_LIST.response,
      ADMIN,
      `/webhooks/${hook.json().id}/deliveries?limit=50`,
    );
    expect(deliveries.results.map((delivery) => delivery.event).sort()).toEqual([
      "outage.created",
      "outage.resolved",
      "outage.updated",
      "outage.updated",
      "outage.updated",
    ]);
  });

  it("refuses an expected end before the start, customers, and an unknown outage", async () => {
    const early = await post(
      STAFF,
      "/outages",
      declaration({ expected_end_at: "2030-05-02T07:00:00Z" }),
    );
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      expected_end_at: ["The expected end must be after the outage started."],
    });
    const open = OutageDetail.make(
      (await post(STAFF, "/outages", declaration({ expected_end_at: null }))).json(),
    );
    expect(open.expected_end_at).toBeNull();
    const backwards = await post(STAFF, `/outages/${open.id}/updates`, {
      notice: "Moving the end.",
      expected_end_at: "2030-05-01T00:00:00Z",
    });
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json())).toEqual(["expected_end_at"]);
    const blank = await post(STAFF, `/outages/${open.id}/updates`, { notice: " " });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json())).toEqual(["notice"]);
    const customer = await post(ADMIN, `/outages/${open.id}/updates`, { notice: "Mine." });
    expect(customer.statusCode).toBe(403);
    const missing = await post(STAFF, "/outages/99999999/updates", { notice: "Nobody." });
    expect(missing.statusCode).toBe(404);
  });
});
