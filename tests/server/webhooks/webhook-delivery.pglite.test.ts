import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/src/db/database.ts";
import { deliverDue } from "../../../server/src/modules/webhooks/webhook-flow.ts";
import { decode } from "../../../src/core/api/decode.ts";
import {
  FIRST_RETRY_MS,
  LONGEST_RETRY_MS,
} from "../../../src/core/api/webhooks/webhook-retries.ts";
import { verifyWebhookSignature } from "../../../src/core/api/webhooks/webhook-signature.ts";
import { CreatedWebhook, type WebhookDelivery } from "../../../src/core/api/webhooks/webhooks.ts";
import { advanceWithJobs } from "../harness/job-queue-time.ts";
import { openTestDatabaseAt } from "../harness/test-database.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { type Receiver, startReceiver } from "./receiver.ts";

/**
 * Webhook deliveries (issue 43) to a receiver on this machine, which the demo set-up allows
 * (CONDUIT_WEBHOOK_LOOPBACK, embedded database only: hence a *.pglite file). Signed bodies,
 * retries by the server's clock, the endpoint switched off after 24 hours of failures, once
 * per delivery with two instances on one database, and pending deliveries kept across a
 * restart.
 */
const LOOPBACK = { CONDUIT_WEBHOOK_LOOPBACK: "on" };
let server: TestServer;
let admin: string;
let receiver: Receiver;
/** The database of `server`, for a second instance on it (one PGlite, no second copy to open). */
let database: Database;

beforeAll(async () => {
  database = (await openTestDatabaseAt("seeded")).database;
  server = await startTestServer(LOOPBACK, { database });
  admin = (await server.sessionFor("admin@acme.test")).access;
  receiver = await startReceiver();
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

async function createHook(on: TestServer, token: string, url: string, events = ["ticket.updated"]) {
  const response = await on.call(token, {
    method: "POST",
    url: "/v2/webhooks",
    payload: { url, events, description: "" },
  });
  expect(response.statusCode, response.body).toBe(201);
  const decoded = decode(CreatedWebhook, response.json());
  if (!decoded.ok) throw new Error(decoded.error);
  return decoded.value;
}

async function deliveries(
  on: TestServer,
  token: string,
  hookId: string,
): Promise<WebhookDelivery[]> {
  const response = await on.call(token, {
    method: "GET",
    url: `/v2/webhooks/${hookId}/deliveries`,
  });
  return response.json().results;
}

/** What the server's workers would send now, sent now: the test need not wait for a poll. */
const sweep = (on: TestServer) => deliverDue(on.ctx);

describe("a delivery", () => {
  it("is a signed POST of {id, type, created_at, data} that the receiver verifies with the core rule", async () => {
    receiver.status = 200;
    const hook = await createHook(server, admin, receiver.url("/signed"));
    const before = server.ctx.now().getTime();
    const ping = await server.call(admin, { method: "POST", url: `/v2/webhooks/${hook.id}/test` });
    expect(ping.statusCode).toBe(202);
    const got = receiver.received.filter((each) => each.path === "/signed");
    expect(got).toHaveLength(1);
    const [request] = got;
    if (request === undefined) throw new Error("nothing received");
    const body = JSON.parse(request.body);
    expect(body).toEqual({
      id: ping.json().event_id,
      type: "ping",
      created_at: ping.json().created,
      data: { webhook: hook.id },
    });
    expect(Date.parse(body.created_at)).toBeGreaterThanOrEqual(before);
    const header = request.headers["conduit-signature"] as string;
    expect(
      await verifyWebhookSignature(hook.secret, request.body, header, server.ctx.now()),
    ).toEqual({ ok: true });
    expect(
      await verifyWebhookSignature("whsec_wrong", request.body, header, server.ctx.now()),
    ).toMatchObject({
      ok: false,
    });
    const [delivery] = await deliveries(server, admin, hook.id);
    expect(delivery).toMatchObject({
      status: "delivered",
      response_code: 200,
      attempts: 1,
      next_attempt: null,
    });
  });

  it("is not followed through a redirect", async () => {
    receiver.status = 302;
    const hook = await createHook(server, admin, receiver.url("/moved"));
    await server.call(admin, { method: "POST", url: `/v2/webhooks/${hook.id}/test` });
    const [delivery] = await deliveries(server, admin, hook.id);
    expect(delivery).toMatchObject({
      status: "pending",
      response_code: 302,
      error: "redirect 302 not followed",
    });
    expect(receiver.received.filter((each) => each.path === "/elsewhere")).toHaveLength(0);
  });

  it("is retried with growing, jittered delays by the server's clock, and after 24 hours the endpoint is switched off and its administrators told", async () => {
    receiver.status = 500;
    const hook = await createHook(server, admin, receiver.url("/failing"));
    const hits = () => receiver.received.filter((each) => each.path === "/failing").length;
    const ping = await server.call(admin, { method: "POST", url: `/v2/webhooks/${hook.id}/test` });
    expect(hits()).toBe(1);
    await sweep(server);
    expect(hits()).toBe(1); // not due yet: nothing happens without the clock moving

    // The server's clock also runs on by itself: a few seconds of slack for the test's own time.
    const SLACK_MS = 5_000;
    const start = Date.parse(ping.json().created);
    const untilNext = (delivery: WebhookDelivery) =>
      Date.parse(delivery.next_attempt ?? "") - server.ctx.now().getTime();
    for (let round = 0; round < 80; round += 1) {
      // A session started at the moved clock (the last one has expired by then).
      admin = (await server.sessionFor("admin@acme.test")).access;
      const [delivery] = await deliveries(server, admin, hook.id);
      if (delivery === undefined) throw new Error("no delivery");
      expect(delivery.attempts).toBe(hits());
      if (delivery.status !== "pending" || delivery.next_attempt === null) break;
      const wait = untilNext(delivery);
      const step = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (delivery.attempts - 1));
      const windowLeft = start + 24 * 3_600_000 - server.ctx.now().getTime();
      expect(wait).toBeGreaterThan(Math.min(step / 2, windowLeft) - SLACK_MS);
      expect(wait).toBeLessThanOrEqual(step);
      if (wait > 2 * SLACK_MS) {
        await advanceWithJobs(server, wait - SLACK_MS);
        await sweep(server);
        expect(hits()).toBe(delivery.attempts); // not due yet: not tried
      }
      await advanceWithJobs(server, Math.max(0, untilNext(delivery)) + 1);
      await sweep(server);
      expect(hits()).toBe(delivery.attempts + 1);
    }
    admin = (await server.sessionFor("admin@acme.test")).access;
    const [last] = await deliveries(server, admin, hook.id);
    expect(last).toMatchObject({ status: "failed", response_code: 500, next_attempt: null });
    expect(hits()).toBeGreaterThan(20);
    expect(server.ctx.now().getTime() - start).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(server.ctx.now().getTime() - start).toBeLessThan(24 * 3_600_000 + 60_000);

    const endpoint = (
      await server.call(admin, { method: "GET", url: `/v2/webhooks/${hook.id}` })
    ).json();
    expect(endpoint).toMatchObject({
      enabled: false,
      disabled_reason: "Every delivery failed for 24 hours.",
    });
    const mail = server.mail.newest("admin@acme.test", "news:users");
    expect(mail?.subject).toBe(`Webhook to ${new URL(hook.url).host} switched off`);
    const bell = await server.call(admin, { method: "GET", url: "/v2/notifications?limit=5" });
    expect(bell.body).toContain("was switched off: every delivery failed for 24 hours");

    // A switched-off endpoint gets nothing; saving it switches it on again.
    receiver.status = 200;
    await server.call(admin, { method: "POST", url: `/v2/webhooks/${hook.id}/test` });
    expect(hits()).toBe(last?.attempts);
    const saved = await server.call(admin, {
      method: "PUT",
      url: `/v2/webhooks/${hook.id}`,
      payload: { url: hook.url, events: hook.events, description: "" },
    });
    expect(saved.json()).toMatchObject({ enabled: true, disabled_reason: null });
    const redeliver = await server.call(admin, {
      method: "POST",
      url: `/v2/webhooks/${hook.id}/deliveries/${last?.id}/redeliver`,
    });
    expect(redeliver.statusCode).toBe(202);
    const [again] = (await deliveries(server, admin, hook.id)).filter(
      (each) => each.id === last?.id,
    );
    expect(again).toMatchObject({ status: "delivered", response_code: 200 });
  });
});

describe("two server instances on one database", () => {
  it("send each delivery once in total, and a stopped instance's pending deliveries go out from the next", async () => {
    const first = await startTestServer(LOOPBACK, { database });
    const second = server;
    let stopped = false;
    try {
      const token = (await first.sessionFor("admin@acme.test")).access;
      receiver.status = 200;
      const hook = await createHook(first, token, receiver.url("/twice"));
      const tickets = (
        await first.call(token, { method: "GET", url: "/v2/support/tickets?status=open" })
      ).json();
      const key = tickets.results[0].id as string;
      for (let reply = 0; reply < 12; reply += 1) {
        const made = await first.call(token, {
          method: "POST",
          url: `/v2/support/tickets/${key}/comments`,
          payload: { body: `Update ${reply}` },
        });
        expect(made.statusCode).toBe(201);
      }
      await Promise.all([sweep(first), sweep(second), sweep(first), sweep(second)]);
      const sent = receiver.received.filter((each) => each.path === "/twice");
      const ids = sent.map((each) => JSON.parse(each.body).id as string);
      expect(ids).toHaveLength(12);
      expect(new Set(ids).size).toBe(12);

      // The first instance fails a ping and stops; the other sends it when it comes due.
      receiver.status = 503;
      const ping = await first.call(token, { method: "POST", url: `/v2/webhooks/${hook.id}/test` });
      await first.app.close();
      stopped = true;
      receiver.status = 200;
      await advanceWithJobs(second, LONGEST_RETRY_MS);
      await sweep(second);
      const resent = receiver.received.filter(
        (each) => each.path === "/twice" && JSON.parse(each.body).id === ping.json().event_id,
      );
      expect(resent).toHaveLength(2);
      const [latest] = await deliveries(
        second,
        (await second.sessionFor("admin@acme.test")).access,
        hook.id,
      );
      expect(latest).toMatchObject({ status: "delivered", attempts: 2 });
    } finally {
      // Only its app: the database is `server`'s, closed with it.
      if (!stopped) await first.app.close();
    }
  });
});
