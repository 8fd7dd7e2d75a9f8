import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decode } from "../../../src/core/api/decode.ts";
import {
  CreatedWebhook,
  WEBHOOK_DELIVERY_LIST,
  WEBHOOK_LIST,
  WEBHOOK_REFUSALS,
} from "../../../src/core/api/webhooks/webhooks.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

/**
 * Webhook endpoints (issue 43) on either database: administrators manage them, the secret is
 * shown once, an API key or an impersonation cannot make one, plain http is refused unless
 * the demo set-up allows loopback (never here), and the modules' writes put their events in
 * the outbox in the same write.
 */
let server: TestServer;
let admin: string;

/** A documentation address (TEST-NET-3): accepted as text, refused at delivery, so nothing is sent. */
const URL_OF_RECORD = "https://203.0.113.10/conduit";

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.sessionFor("admin@acme.test")).access;
});
afterAll(() => server?.close());

async function createHook(
  body: Partial<{ url: string; events: string[]; description: string }> = {},
) {
  const response = await server.call(admin, {
    method: "POST",
    url: "/v2/webhooks",
    payload: { url: URL_OF_RECORD, events: ["ticket.updated"], description: "NOC", ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  const decoded = decode(CreatedWebhook, response.json());
  if (!decoded.ok) throw new Error(decoded.error);
  return decoded.value;
}

const get = (url: string, token = admin) => server.call(token, { method: "GET", url });

describe("webhook endpoints", () => {
  it("are created with a secret shown once, listed, read, changed and deleted", async () => {
    const hook = await createHook({ description: "Ops bridge" });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/u);
    expect(hook).toMatchObject({ url: URL_OF_RECORD, events: ["ticket.updated"], enabled: true });

    const list = await get("/v2/webhooks");
    expect(list.statusCode).toBe(200);
    const listed = decode(WEBHOOK_LIST.response, list.json());
    if (!listed.ok) throw new Error(listed.error);
    expect(listed.value.results[0]).toMatchObject({ id: hook.id, description: "Ops bridge" });
    expect(list.body).not.toContain(hook.secret);
    const one = await get(`/v2/webhooks/${hook.id}`);
    expect(one.json()).not.toHaveProperty("secret");

    const changed = await server.call(admin, {
      method: "PUT",
      url: `/v2/webhooks/${hook.id}`,
      payload: {
        url: "https://203.0.113.11/x",
        events: ["invoice.issued", "outage.created"],
        description: "",
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      url: "https://203.0.113.11/x",
      events: ["invoice.issued", "outage.created"],
    });

    const rotated = await server.call(admin, {
      method: "POST",
      url: `/v2/webhooks/${hook.id}/rotate-secret`,
    });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).toMatch(/^whsec_/u);
    expect(rotated.json().secret).not.toBe(hook.secret);

    const gone = await server.call(admin, { method: "DELETE", url: `/v2/webhooks/${hook.id}` });
    expect(gone.statusCode).toBe(204);
    expect((await get(`/v2/webhooks/${hook.id}`)).statusCode).toBe(404);
  });

  it("refuses plain http, private-looking text and no events with field messages", async () => {
    for (const url of ["http://hooks.example.com/x", "http://127.0.0.1:9/x", "hooks.example.com"]) {
      const response = await server.call(admin, {
        method: "POST",
        url: "/v2/webhooks",
        payload: { url, events: ["ticket.updated"], description: "" },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ url: [WEBHOOK_REFUSALS.url] });
    }
    const none = await server.call(admin, {
      method: "POST",
      url: "/v2/webhooks",
      payload: { url: URL_OF_RECORD, events: [], description: "" },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ events: [WEBHOOK_REFUSALS.noEvent] });
  });

  it("cannot be managed with an API key, nor created while impersonating, and stay in their company", async () => {
    const hook = await createHook();
    const key = await server.call(admin, {
      method: "POST",
      url: "/v2/api-keys",
      payload: {
        name: "Hooks",
        permissions: ["view_service_module"],
        expires_at: new Date(server.ctx.now().getTime() + 86_400_000).toISOString(),
      },
    });
    const refused = await server.call(key.json().key, {
      method: "POST",
      url: "/v2/webhooks",
      payload: { url: URL_OF_RECORD, events: ["ticket.updated"], description: "" },
    });
    expect(refused.statusCode).toBe(403);

    const staff = await server.userId("staff@conduit.test");
    const acting = (
      await server.sessionFor("admin@acme.test", { staffUserId: staff, mode: "full" })
    ).access;
    const impersonated = await server.call(acting, {
      method: "POST",
      url: "/v2/webhooks",
      payload: { url: URL_OF_RECORD, events: ["ticket.updated"], description: "" },
    });
    expect(impersonated.statusCode).toBe(403);
    expect(impersonated.json()).toEqual({ detail: WEBHOOK_REFUSALS.impersonating });

    const globex = (await server.sessionFor("admin@globex.test")).access;
    expect((await get(`/v2/webhooks/${hook.id}`, globex)).statusCode).toBe(404);
    expect((await get(`/v2/webhooks/${hook.id}/deliveries`, globex)).statusCode).toBe(404);
    const billing = (await server.sessionFor("billing@acme.test")).access;
    expect((await get("/v2/webhooks", billing)).statusCode).toBe(403);
    const viewer = (await server.sessionFor("viewer@acme.test")).access;
    const viewerPing = await server.call(viewer, {
      method: "POST",
      url: `/v2/webhooks/${hook.id}/test`,
    });
    expect(viewerPing.statusCode).toBe(403);
  });
});

describe("the outbox", () => {
  it("gets a ticket's reply as ticket.updated for the endpoints that asked for it, in the reply's write", async () => {
    const wants = await createHook({ events: ["ticket.updated"] });
    const other = await createHook({ events: ["invoice.issued"] });
    const tickets = await get("/v2/support/tickets?status=open");
    const key = tickets.json().results[0].id as string;
    const reply = await server.call(admin, {
      method: "POST",
      url: `/v2/support/tickets/${key}/comments`,
      payload: { body: "Any news on the fibre repair?" },
    });
    expect(reply.statusCode, reply.body).toBe(201);

    const deliveries = decode(
      WEBHOOK_DELIVERY_LIST.response,
      (await get(`/v2/webhooks/${wants.id}/deliveries`)).json(),
    );
    if (!deliveries.ok) throw new Error(deliveries.error);
    expect(deliveries.value.results).toHaveLength(1);
    expect(deliveries.value.results[0]).toMatchObject({
      event: "ticket.updated",
      status: "pending",
    });
    expect((await get(`/v2/webhooks/${other.id}/deliveries`)).json().count).toBe(0);
  });

  it("tries a test ping and keeps a refused address's delivery pending with why", async () => {
    const hook = await createHook();
    const ping = await server.call(admin, { method: "POST", url: `/v2/webhooks/${hook.id}/test` });
    expect(ping.statusCode).toBe(202);
    const [delivery] = (await get(`/v2/webhooks/${hook.id}/deliveries`)).json().results;
    expect(delivery).toMatchObject({
      event: "ping",
      status: "pending",
      attempts: 1,
      response_code: null,
    });
    expect(delivery.error).toContain("not a public address");
    expect(Date.parse(delivery.next_attempt)).toBeGreaterThan(server.ctx.now().getTime());

    const again = await server.call(admin, {
      method: "POST",
      url: `/v2/webhooks/${hook.id}/deliveries/${delivery.id}/redeliver`,
    });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ id: delivery.id, event_id: delivery.event_id });
    const missing = await server.call(admin, {
      method: "POST",
      url: `/v2/webhooks/${hook.id}/deliveries/2147483647/redeliver`,
    });
    expect(missing.statusCode).toBe(404);
  });
});
