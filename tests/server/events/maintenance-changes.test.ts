import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maintenances, outbox } from "../../../server/src/db/schema.ts";
import { MaintenanceDetail } from "../../../src/core/api/events/index.ts";
import { WEBHOOK_DELIVERY_LIST } from "../../../src/core/api/webhooks/webhooks.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { supportCalls } from "../support-desk/support-desk-kit.ts";

/**
 * Issue 43: the provider's staff reschedule, describe anew or cancel a maintenance they
 * announced. Each change is the customer's record as its pages read it, a webhook event
 * (maintenance.updated, maintenance.cancelled) and a mail to the contacts for maintenances
 * with the calendar entry of a higher SEQUENCE; a closed maintenance takes no change (409),
 * and customers make none (403).
 */

const ADMIN = "admin@acme.test";
const STAFF = "staff@conduit.test";
const CONTACT = "noc-maintenance-changes@acme.test";

let server: TestServer;
const { read, post, put } = supportCalls(() => server);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const announcement = {
  title: "Line card swap at LD8",
  type: "planned",
  window_start: "2030-06-10T22:00:00Z",
  window_end: "2030-06-11T02:00:00Z",
  impact: "Up to 10 minutes of interruption.",
  impact_level: "outage",
  location: "LD8",
  description: "The line card of the LD8 edge router is swapped.",
  services: ["SVC-10001"],
};

const change = (overrides: object = {}) => ({
  window_start: "2030-06-17T22:00:00Z",
  window_end: "2030-06-18T01:00:00Z",
  description: "The line card of the LD8 edge router is swapped, a week later.",
  services: ["SVC-10001", "SVC-10003"],
  notice: "Rescheduled by a week: the spare card arrives later.",
  ...overrides,
});

async function announce(): Promise<MaintenanceDetail> {
  const response = await post(STAFF, "/maintenances", announcement);
  expect(response.statusCode, response.body).toBe(201);
  return MaintenanceDetail.make(response.json());
}

/** The latest mail to the test's contact. */
async function latestMail() {
  const [mail] = await server.ctx.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, CONTACT))
    .orderBy(desc(outbox.id))
    .limit(1);
  return mail;
}

describe("staff changing and cancelling a maintenance", () => {
  it("reschedules it and cancels it: the record, the webhook events and the contacts' mail", async () => {
    const contact = await post(ADMIN, "/contacts", {
      kind: "noc",
      name: "NOC maintenances",
      email: CONTACT,
      phone: "+44 20 7946 0112",
      role: "NOC",
      notices: ["maintenances"],
      all_services: true,
      services: [],
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const hook = await post(ADMIN, "/webhooks", {
      url: "https://203.0.113.10/maintenances",
      events: ["maintenance.created", "maintenance.updated", "maintenance.cancelled"],
      description: "NOC maintenances",
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const announced = await announce();

    const moved = await put(STAFF, `/maintenances/${announced.id}`, change());
    expect(moved.statusCode, moved.body).toBe(200);
    const changed = await read(MaintenanceDetail, ADMIN, `/maintenances/${announced.id}`);
    expect(changed).toMatchObject({
      state: "scheduled",
      window_start: "2030-06-17T22:00:00.000Z",
      window_end: "2030-06-18T01:00:00.000Z",
      description: "The line card of the LD8 edge router is swapped, a week later.",
    });
    expect(changed.services.map((service) => service.id)).toEqual(["SVC-10001", "SVC-10003"]);
    expect(changed.updates.at(-1)?.message).toBe(
      "Rescheduled by a week: the spare card arrives later.",
    );
    const updateMail = await latestMail();
    expect(updateMail?.subject).toBe(
      `Updated: Planned maintenance ${announced.reference}: Line card swap at LD8`,
    );
    expect(updateMail?.body).toContain("Rescheduled by a week: the spare card arrives later.");
    expect(updateMail?.body).toContain("Window: 2030-06-17 22:00 UTC");
    expect(updateMail?.attachments?.[0]?.content).toContain("SEQUENCE:2");

    const cancel = await post(STAFF, `/maintenances/${announced.id}/cancel`, {
      reason: "The card passed the vendor's field test.",
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = await read(MaintenanceDetail, ADMIN, `/maintenances/${announced.id}`);
    expect(cancelled.state).toBe("cancelled");
    expect(cancelled.updates.at(-1)?.message).toBe(
      "Cancelled: The card passed the vendor's field test.",
    );
    const cancelMail = await latestMail();
    expect(cancelMail?.subject).toBe(
      `Cancelled: Planned maintenance ${announced.reference}: Line card swap at LD8`,
    );
    expect(cancelMail?.attachments?.[0]?.content).toContain("STATUS:CANCELLED");

    // Each step reached the company's webhook endpoint, written with the change.
    const deliveries = await read(
      WEBHOOK_DELIVERY_LIST.response,
      ADMIN,
      `/webhooks/${hook.json().id}/deliveries?limit=50`,
    );
    expect(deliveries.results.map((delivery) => delivery.event).sort()).toEqual([
      "maintenance.cancelled",
      "maintenance.created",
      "maintenance.updated",
    ]);

    // A cancelled maintenance takes neither a change nor a second cancellation.
    for (const [response, label] of [
      [await put(STAFF, `/maintenances/${announced.id}`, change()), "change"],
      [await post(STAFF, `/maintenances/${announced.id}/cancel`, { reason: "Again." }), "cancel"],
    ] as const) {
      expect(response.statusCode, label).toBe(409);
      expect(response.json()).toEqual({
        detail:
          "This maintenance is completed or cancelled: it can no longer be changed or cancelled.",
      });
    }
  });

  it("refuses a completed maintenance, a window backwards, another company's services, blanks, customers and unknown ids", async () => {
    const [completed] = await server.ctx.db
      .select({ id: maintenances.id })
      .from(maintenances)
      .where(eq(maintenances.state, "completed"))
      .limit(1);
    if (!completed) throw new Error("the demo data has a completed maintenance");
    const closed = await post(STAFF, `/maintenances/${completed.id}/cancel`, { reason: "Late." });
    expect(closed.statusCode).toBe(409);
    expect(Object.keys(closed.json())).toEqual(["detail"]);

    const open = await announce();
    const backwards = await put(
      STAFF,
      `/maintenances/${open.id}`,
      change({ window_end: "2030-06-17T21:00:00Z" }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ window_end: ["The window must end after it starts."] });
    const foreign = await put(
      STAFF,
      `/maintenances/${open.id}`,
      change({ services: ["SVC-20001"] }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      services: ["Name services of the company the maintenance was announced to."],
    });
    const blank = await post(STAFF, `/maintenances/${open.id}/cancel`, { reason: " " });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json())).toEqual(["reason"]);
    const noNotice = await put(STAFF, `/maintenances/${open.id}`, change({ notice: "" }));
    expect(noNotice.statusCode).toBe(400);
    expect(Object.keys(noNotice.json())).toEqual(["notice"]);

    expect((await put(ADMIN, `/maintenances/${open.id}`, change())).statusCode).toBe(403);
    expect(
      (await post(ADMIN, `/maintenances/${open.id}/cancel`, { reason: "Mine." })).statusCode,
    ).toBe(403);
    expect(
      (await post(STAFF, "/maintenances/99999999/cancel", { reason: "Nobody's." })).statusCode,
    ).toBe(404);
    // Nothing refused changed the open maintenance.
    const unchanged = await read(MaintenanceDetail, ADMIN, `/maintenances/${open.id}`);
    expect(unchanged).toMatchObject({ state: "scheduled", window_end: "2030-06-11T02:00:00.000Z" });
  });
});
