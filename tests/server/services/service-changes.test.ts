import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { services } from "../../../server/src/db/schema.ts";
import { INVOICE_LIST, InvoiceDetail } from "../../../src/core/api/billing/index.ts";
import {
  CHANGE_MESSAGES,
  ChangeQuote,
  SERVICE_CHANGE_LIST,
  ServiceChange,
  ServiceDetail,
} from "../../../src/core/api/services/index.ts";
import { expectValid } from "../../core/api/expect-decode.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { supportCalls } from "../support-desk/support-desk-kit.ts";

let server: TestServer;
const { read, get, post, put, call } = supportCalls(() => server);
const ADMIN = "admin@acme.test";
const VIEWER = "viewer@acme.test";

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** POST /services/{id}/changes as `email`, with an Idempotency-Key unless `key` is null. */
const change = (email: string, id: string, body: object, key: string | null) =>
  call(email, {
    method: "POST",
    url: `/services/${id}/changes`,
    payload: body,
    ...(key === null ? {} : { headers: { "idempotency-key": key } }),
  });
const detailOf = (body: string) => (JSON.parse(body) as { detail?: string }).detail;

describe("changing a live service", () => {
  it("quotes an upgrade (viewers too) without changing anything", async () => {
    const before = await read(ServiceDetail, ADMIN, "/services/SVC-10018");
    const answer = await post(VIEWER, "/services/SVC-10018/changes/quote", {
      bandwidth_mbps: 2000,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const quote = expectValid(ChangeQuote, answer.json());
    expect(quote).toMatchObject({
      current_mbps: 1000,
      new_mbps: 2000,
      current_mrc: before.mrc,
      new_mrc: { amount: "700.00", currency: "GBP" },
      one_off_fee: { amount: "0.00", currency: "GBP" },
      new_term_end: before.term_end,
    });
    expect(Number(quote.prorated.amount)).toBeGreaterThan(0);
    expect((await read(ServiceDetail, ADMIN, "/services/SVC-10018")).speed_mbps).toBe(1000);
  });

  it("refuses a change to the viewer, to read-only impersonation and without a key", async () => {
    expect((await change(VIEWER, "SVC-10018", { bandwidth_mbps: 2000 }, "v-1")).statusCode).toBe(
      403,
    );
    const auditor = await server.sessionFor(ADMIN, {
      staffUserId: await server.userId("auditor@conduit.test"),
      mode: "read-only",
    });
    const impersonated = await server.call(auditor.access, {
      method: "POST",
      url: "/v2/services/SVC-10018/changes",
      payload: { bandwidth_mbps: 2000 },
      headers: { "idempotency-key": "ro-1" },
    });
    expect(impersonated.statusCode).toBe(403);
    const keyless = await change(ADMIN, "SVC-10018", { bandwidth_mbps: 2000 }, null);
    expect(keyless.statusCode).toBe(400);
    expect(detailOf(keyless.body)).toMatch(/Idempotency-Key/u);
  });

  it("upgrades 1 to 2 Gbps: received, then done, the service, history, news and invoice", async () => {
    const placed = await change(ADMIN, "SVC-10018", { bandwidth_mbps: 2000 }, "upgrade-1");
    expect(placed.statusCode, placed.body).toBe(201);
    const order = expectValid(ServiceChange, placed.json());
    expect(order).toMatchObject({
      stage: "received",
      new_mbps: 2000,
      service: { id: "SVC-10018" },
    });
    expect(order.reference).toMatch(/^CHG-\d{5}$/u);
    // A retry with the same key answers the same change; nothing new is made.
    const again = await change(ADMIN, "SVC-10018", { bandwidth_mbps: 2000 }, "upgrade-1");
    expect(again.statusCode).toBe(200);
    expect(expectValid(ServiceChange, again.json()).id).toBe(order.id);
    // Another change while this one is open is a conflict.
    const second = await change(ADMIN, "SVC-10018", { term_months: 24 }, "upgrade-2");
    expect(second.statusCode).toBe(409);
    expect(detailOf(second.body)).toMatch(/already under way/u);

    server.advance(16_000);
    const service = await read(ServiceDetail, ADMIN, "/services/SVC-10018");
    expect(service.speed_mbps).toBe(2000);
    expect(service.mrc).toEqual({ amount: "700.00", currency: "GBP" });
    const history = await read(SERVICE_CHANGE_LIST.response, ADMIN, "/services/SVC-10018/changes");
    expect(history.count).toBe(1);
    expect(history.results[0]?.stage).toBe("done");
    expect(history.results[0]?.stages.map((step) => step.stage)).toEqual([
      "received",
      "scheduled",
      "applying",
      "done",
    ]);
    const notes = (await get(ADMIN, "/notifications?limit=5")).json() as {
      results: Array<{ message: string }>;
    };
    expect(notes.results.map((note) => note.message)).toContain(
      `Change ${order.reference} done: AWS eu-west-3 Cloud Connect 1G (SVC-10018) now 1 Gbps to 2 Gbps.`,
    );
    expect(server.mail.newest(ADMIN, "news:services")?.subject).toMatch(order.reference);

    const invoices = await read(INVOICE_LIST.response, ADMIN, "/invoices?limit=1");
    const next = invoices.results[0];
    expect(next?.period_start).toBe(`${order.effective.slice(0, 8)}01`);
    const invoice = await read(InvoiceDetail, ADMIN, `/invoices/${next?.number}`);
    const line = invoice.lines.find((item) => item.description.includes(order.reference));
    expect(line).toMatchObject({ kind: "prorated", amount: order.prorated });
    expect(invoice.subtotal).toEqual(order.prorated);
  });

  it("lets one of two racing changes of a service in, and one of two racing retries", async () => {
    const racing = await Promise.all([
      change(ADMIN, "SVC-10022", { bandwidth_mbps: 2000 }, "race-a"),
      change(ADMIN, "SVC-10022", { bandwidth_mbps: 500 }, "race-b"),
    ]);
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const retries = await Promise.all([
      change(ADMIN, "SVC-10014", { term_months: 24 }, "retry-a"),
      change(ADMIN, "SVC-10014", { term_months: 24 }, "retry-a"),
    ]);
    expect(retries.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    const [first, repeat] = retries.map((answer) => expectValid(ServiceChange, answer.json()));
    expect(first?.id).toBe(repeat?.id);
    expect(
      (await read(SERVICE_CHANGE_LIST.response, ADMIN, "/services/SVC-10014/changes")).count,
    ).toBe(1);
  });

  it("refuses a service that is not live, a shorter term within the term, and a full port", async () => {
    const provisioning = await post(ADMIN, "/services/SVC-10002/changes/quote", {
      bandwidth_mbps: 2000,
    });
    expect(provisioning.statusCode).toBe(400);
    expect(provisioning.json()).toEqual({ non_field_errors: [CHANGE_MESSAGES.notLive] });
    const shorter = await post(ADMIN, "/services/SVC-10020/changes/quote", { term_months: 12 });
    expect(shorter.statusCode).toBe(400);
    expect((shorter.json() as { term_months: string[] }).term_months[0]).toMatch(
      /^Your 36-month term runs until \d{4}-\d{2}-\d{2}; a shorter term/u,
    );
    const full = await post(ADMIN, "/services/SVC-10023/changes/quote", { bandwidth_mbps: 10_000 });
    expect(full.statusCode).toBe(400);
    expect(Object.keys(full.json() as object)).toEqual(["bandwidth_mbps"]);
    const other = await post("admin@globex.test", "/services/SVC-10018/changes/quote", {
      bandwidth_mbps: 2000,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe("service locks", () => {
  it("an administrator locks a port: change, rename and cease answer 409 until unlocked", async () => {
    expect((await put(VIEWER, "/services/SVC-10009/lock", { locked: true })).statusCode).toBe(403);
    expect(
      (await put("noc@acme.test", "/services/SVC-10009/lock", { locked: true })).statusCode,
    ).toBe(403);
    const asked = server.ctx.now().toISOString();
    const locked = await put(ADMIN, "/services/SVC-10009/lock", { locked: true });
    expect(locked.statusCode, locked.body).toBe(200);
    const service = expectValid(ServiceDetail, locked.json());
    expect(service.lock?.by.email).toBe(ADMIN);
    const at = service.lock?.at ?? "";
    expect(at >= asked && at <= server.ctx.now().toISOString()).toBe(true);

    const refusals = [
      await change(ADMIN, "SVC-10009", { term_months: 24 }, "locked-1"),
      await post(ADMIN, "/services/SVC-10009/changes/quote", { term_months: 24 }),
      await post(ADMIN, "/services/SVC-10009/update_custom_name", { custom_name: "Renamed" }),
      await post(ADMIN, "/cease_orders", {
        service: "SVC-10009",
        reason: "1",
        cease_date: "2099-01-01",
      }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(409);
      expect(detailOf(refused.body)).toBe(CHANGE_MESSAGES.locked);
    }

    const unlocked = await put(ADMIN, "/services/SVC-10009/lock", { locked: false });
    expect(expectValid(ServiceDetail, unlocked.json()).lock).toBeNull();
    const renamed = await post(ADMIN, "/services/SVC-10009/update_custom_name", {
      custom_name: "DUB1 renamed",
    });
    expect(renamed.statusCode).toBe(200);
  });
});

describe("a change whose rules no longer hold when it is applied", () => {
  it("fails, saying why, and leaves the service as it was", async () => {
    const placed = await change(ADMIN, "SVC-10026", { bandwidth_mbps: 2000 }, "late-failure");
    expect(placed.statusCode, placed.body).toBe(201);
    // Meanwhile the far end's port is re-cut to 1 Gbps: 2 Gbps no longer fits it.
    await server.ctx.db
      .update(services)
      .set({ speedMbps: 1000 })
      .where(eq(services.publicId, "SVC-10007"));
    server.advance(16_000);
    const history = await read(SERVICE_CHANGE_LIST.response, ADMIN, "/services/SVC-10026/changes");
    const [late] = history.results;
    expect(late?.stage).toBe("failed");
    expect(late?.failure_reason).toMatch(/\S/u);
    const service = await read(ServiceDetail, ADMIN, "/services/SVC-10026");
    expect(service.speed_mbps).toBe(1000);
  });
});
