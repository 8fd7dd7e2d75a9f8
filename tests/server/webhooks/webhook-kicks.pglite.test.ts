import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_START_TIMEOUT_MS } from "../auth/auth-test-kit.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { type Receiver, startReceiver } from "./receiver.ts";

/**
 * A request that writes webhook deliveries (a test ping, a redelivery) kicks them out through
 * the server's background work, whose two slots the password-reset mails share. A kick that
 * waits for its turn sends every delivery due by then, so at most one waits: a burst of pings
 * queues one kick, not one each, ahead of the mails. Loopback receiver: a *.pglite file.
 */
const held: Array<() => void> = [];
let server: TestServer;
let receiver: Receiver;
let admin: string;

/** A call whose queued work stays held (server.call waits for the background work to end). */
const ask = (method: "POST", url: string, payload?: object) =>
  server.app.inject({ method, url, headers: { authorization: `Bearer ${admin}` }, payload });

const release = async () => {
  while (held.length > 0) for (const run of held.splice(0)) run();
  await server.ctx.background.settled();
};

beforeAll(async () => {
  server = await startTestServer(
    { CONDUIT_WEBHOOK_LOOPBACK: "on" },
    { scheduleJob: (run) => held.push(run) },
  );
  await server.app.ready();
  // What the server starts with (the first webhook sweep, an alert evaluation) goes first.
  await release();
  admin = (await server.sessionFor("admin@acme.test")).access;
  receiver = await startReceiver();
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  for (const run of held.splice(0)) run();
  await server?.close();
  await receiver?.close();
});

describe("webhook kicks", () => {
  it("queue one kick for a burst of pings, which sends them all; a mail asked for after them has its own turn", async () => {
    const created = await ask("POST", "/v2/webhooks", {
      url: receiver.url("/burst"),
      events: ["ticket.updated"],
      description: "",
    });
    expect(created.statusCode, created.body).toBe(201);
    const hook = created.json() as { id: string };
    await release();

    for (let ping = 0; ping < 5; ping += 1) {
      const answer = await ask("POST", `/v2/webhooks/${hook.id}/test`);
      expect(answer.statusCode, answer.body).toBe(202);
    }
    // Five pings, one kick waiting for its turn (each ping queued one before).
    expect(held).toHaveLength(1);
    const reset = await server.app.inject({
      method: "POST",
      url: "/v2/forgot-password",
      payload: { email: "viewer@acme.test" },
    });
    expect(reset.statusCode).toBe(200);
    expect(held).toHaveLength(2);

    await release();
    expect(receiver.received.filter((each) => each.path === "/burst")).toHaveLength(5);
    expect(server.mail.newest("viewer@acme.test", "password-reset")).toBeDefined();

    // Once the kick has started, a new ping queues a kick of its own.
    expect((await ask("POST", `/v2/webhooks/${hook.id}/test`)).statusCode).toBe(202);
    expect(held).toHaveLength(1);
    await release();
    expect(receiver.received.filter((each) => each.path === "/burst")).toHaveLength(6);
  });
});
