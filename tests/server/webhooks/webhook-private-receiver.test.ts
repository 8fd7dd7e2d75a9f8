import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, serverConfigFromEnv } from "../../../server/src/config.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { type Receiver, startReceiver } from "./receiver.ts";

/**
 * A private receiver the operator named (CONDUIT_WEBHOOK_PRIVATE_RECEIVERS, issue 49): a NOC
 * relay on the provider's own network, reached over plain http, on either database (it is a
 * deployment's setting, not the demo's loopback convenience). Only the named origin opens;
 * every other private or loopback address stays refused, as it is without the setting.
 */
const METRICS_TOKEN = "metrics-token-of-at-least-thirty-two-chars";
let receiver: Receiver;
let server: TestServer;
let admin: string;

beforeAll(async () => {
  receiver = await startReceiver();
  const origin = new URL(receiver.url()).origin;
  server = await startTestServer({
    CONDUIT_WEBHOOK_PRIVATE_RECEIVERS: `${origin}, https://relay.noc.internal`,
    CONDUIT_METRICS_TOKEN: METRICS_TOKEN,
  });
  admin = (await server.sessionFor("admin@acme.test")).access;
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const create = (url: string) =>
  server.call(admin, {
    method: "POST",
    url: "/v2/webhooks",
    payload: { url, events: ["ticket.updated"], description: "NOC relay" },
  });

describe("a private receiver the operator named", () => {
  it("takes an endpoint over plain http and receives its signed ping", async () => {
    const created = await create(receiver.url("/noc"));
    expect(created.statusCode, created.body).toBe(201);
    const ping = await server.call(admin, {
      method: "POST",
      url: `/v2/webhooks/${created.json().id}/test`,
    });
    expect(ping.statusCode).toBe(202);
    const got = receiver.received.filter((each) => each.path === "/noc");
    expect(got).toHaveLength(1);
    expect(JSON.parse(got[0]?.body ?? "{}").type).toBe("ping");
    expect(got[0]?.headers["conduit-signature"]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/u);
  });

  it("opens nothing else: another port of the same host, another private host, loopback by name", async () => {
    const port = Number(new URL(receiver.url()).port);
    for (const url of [
      `http://127.0.0.1:${port === 65535 ? port - 1 : port + 1}/noc`,
      "http://10.20.0.5:8080/noc",
      "http://localhost/noc",
    ]) {
      const refused = await create(url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json()).toEqual({ url: ["Enter an https:// address."] });
    }
  });
});

describe("the operator's metrics of deliveries", () => {
  /** One metric's sample (its name with labels, as scraped), or undefined. */
  const scrape = async () => {
    const text = (await server.call(METRICS_TOKEN, { method: "GET", url: "/metrics" })).body;
    return (series: string) =>
      text
        .split("\n")
        .find((line) => line.startsWith(`${series} `))
        ?.slice(series.length + 1);
  };

  it("count tries by result, time the lag, and show what waits and since when", async () => {
    const start = await scrape();
    const delivered = Number(start('conduit_webhook_tries_total{result="delivered"}') ?? 0);
    expect(start("conduit_webhook_delivery_lag_seconds_count")).toBe(String(delivered));
    expect(start('conduit_webhook_backlog{state="pending"}')).toBe("0");

    receiver.status = 503;
    const created = await create(receiver.url("/down"));
    await server.call(admin, { method: "POST", url: `/v2/webhooks/${created.json().id}/test` });
    const failing = await scrape();
    expect(failing('conduit_webhook_tries_total{result="retrying"}')).toBe("1");
    expect(failing('conduit_webhook_backlog{state="pending"}')).toBe("1");
    expect(failing('conduit_webhook_backlog{state="due"}')).toBe("0");
    expect(failing("conduit_webhook_oldest_due_seconds")).toBe("0");

    // Ten minutes on, past the first retry's time, nothing has taken it yet (no sweep here).
    server.advance(10 * 60_000);
    const late = await scrape();
    expect(late('conduit_webhook_backlog{state="due"}')).toBe("1");
    expect(Number(late("conduit_webhook_oldest_due_seconds"))).toBeGreaterThan(60);
    receiver.status = 200;
  });
});

describe("the setting", () => {
  it("takes origins and refuses anything that is not one, naming the variable", () => {
    expect(
      serverConfigFromEnv({
        CONDUIT_WEBHOOK_PRIVATE_RECEIVERS: "http://10.20.0.5:8080,https://Relay.NOC.internal/",
      }).webhookPrivateReceivers,
    ).toEqual(["http://10.20.0.5:8080", "https://relay.noc.internal"]);
    expect(serverConfigFromEnv({}).webhookPrivateReceivers).toEqual([]);
    expect(() =>
      serverConfigFromEnv({ CONDUIT_WEBHOOK_PRIVATE_RECEIVERS: "http://10.20.0.5:8080/hooks" }),
    ).toThrow(ConfigError);
    expect(() => serverConfigFromEnv({ CONDUIT_WEBHOOK_PRIVATE_RECEIVERS: "10.20.0.5" })).toThrow(
      /CONDUIT_WEBHOOK_PRIVATE_RECEIVERS/u,
    );
  });
});
