import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress } from "../../../server/src/modules/webhooks/public-address.ts";
import { decideWebhookLoopback } from "../../../server/src/modules/webhooks/webhook-loopback.ts";
import { sendDelivery } from "../../../server/src/modules/webhooks/webhook-transport.ts";
import {
  PUBLIC_RECEIVERS_ONLY,
  type WebhookReach,
} from "../../../src/core/api/webhooks/webhooks.ts";
import { type Receiver, startReceiver } from "./receiver.ts";

/**
 * SSRF (issue 43): a delivery goes only over https to public addresses, checked when it is
 * sent (every address the name resolves to); plain http to loopback only in the demo set-up.
 */
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver?.close());

const body = { body: "{}", headers: {} };
const DEMO: WebhookReach = { loopbackHttp: true, privateOrigins: new Set() };
const send = (url: string, reach: WebhookReach | boolean = false, answers?: string[]) =>
  sendDelivery(
    { url, ...body },
    reach === true ? DEMO : reach === false ? PUBLIC_RECEIVERS_ONLY : reach,
    answers === undefined
      ? undefined
      : async () => answers.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })),
  );

describe("a delivery's address", () => {
  it("is refused when it is not public: loopback, private, link-local, CGNAT, ULA and their kin", async () => {
    for (const url of [
      "https://127.0.0.1/hook",
      "https://localhost/hook",
      "https://10.1.2.3/hook",
      "https://172.16.5.4/hook",
      "https://192.168.1.1/hook",
      "https://169.254.169.254/latest/meta-data",
      "https://100.64.0.1/hook",
      "https://0.0.0.0/hook",
      "https://[::1]/hook",
      "https://[fd00::1]/hook",
      "https://[fe80::1]/hook",
      "https://[::ffff:127.0.0.1]/hook",
      "https://[::ffff:10.0.0.1]/hook",
    ]) {
      const outcome = await send(url);
      expect(outcome.kind, url).toBe("refused");
    }
  });

  it("is refused when any address a name resolves to is private (DNS chosen by the receiver's owner)", async () => {
    expect(await send("https://hooks.example.com/x", false, ["10.0.0.5"])).toMatchObject({
      kind: "refused",
      reason: "hooks.example.com resolves to 10.0.0.5, not a public address",
    });
    expect(
      (await send("https://hooks.example.com/x", false, ["93.184.215.14", "fd12::1"])).kind,
    ).toBe("refused");
  });

  it("must be https, and plain http to loopback reaches the receiver only when allowed", async () => {
    expect(await send("http://hooks.example.com/x", false, ["93.184.215.14"])).toEqual({
      kind: "refused",
      reason: "not https",
    });
    expect((await send(receiver.url())).kind).toBe("refused");
    expect(receiver.received).toHaveLength(0);
    expect(await send(receiver.url(), true)).toEqual({ kind: "answered", status: 200 });
    expect(receiver.received).toHaveLength(1);
    // Allowing loopback opens nothing else.
    expect((await send("http://10.0.0.1/x", true)).kind).toBe("refused");
  });

  it("may be a private receiver the operator named, over plain http, at that origin only", async () => {
    const origin = new URL(receiver.url()).origin;
    const named: WebhookReach = { loopbackHttp: false, privateOrigins: new Set([origin]) };
    const before = receiver.received.length;
    expect(await send(receiver.url(), named)).toEqual({ kind: "answered", status: 200 });
    expect(receiver.received).toHaveLength(before + 1);
    // Naming one receiver opens nothing else: another port, another private host, loopback.
    const otherPort = `http://127.0.0.1:${Number(new URL(origin).port) + 1}/hook`;
    expect(await send(otherPort, named)).toEqual({ kind: "refused", reason: "not https" });
    expect((await send("https://127.0.0.1/hook", named)).kind).toBe("refused");
    expect((await send("http://10.0.0.1/x", named)).kind).toBe("refused");
    expect(receiver.received).toHaveLength(before + 1);
  });

  it("never reaches link-local (cloud metadata), not even through a named receiver's DNS", async () => {
    const named: WebhookReach = {
      loopbackHttp: false,
      privateOrigins: new Set(["http://noc-relay.internal:8080"]),
    };
    expect(await send("http://noc-relay.internal:8080/h", named, ["169.254.169.254"])).toEqual({
      kind: "refused",
      reason: "noc-relay.internal resolves to 169.254.169.254, a link-local address",
    });
    expect((await send("http://noc-relay.internal:8080/h", named, ["fe80::1"])).kind).toBe(
      "refused",
    );
  });

  it("tells public addresses from the rest", () => {
    expect(isPublicAddress("93.184.215.14")).toBe(true);
    expect(isPublicAddress("2606:2800:21f:cb07:6820:80da:af6b:8b2c")).toBe(true);
    expect(isPublicAddress("198.18.0.1")).toBe(false);
    expect(isPublicAddress("2001:db8::1")).toBe(false);
    expect(isPublicAddress("not an address")).toBe(false);
  });
});

describe("loopback deliveries (the demo set-up)", () => {
  it("are off unless asked, and never on PostgreSQL or with a server reachable from other machines", () => {
    expect(
      decideWebhookLoopback({ webhookLoopback: false, host: "127.0.0.1" }, "pglite-file"),
    ).toEqual({
      on: false,
      reason: null,
    });
    expect(
      decideWebhookLoopback({ webhookLoopback: true, host: "127.0.0.1" }, "pglite-file"),
    ).toEqual({ on: true });
    expect(decideWebhookLoopback({ webhookLoopback: true, host: "127.0.0.1" }, "postgres")).toEqual(
      {
        on: false,
        reason: "the server runs on PostgreSQL",
      },
    );
    expect(
      decideWebhookLoopback({ webhookLoopback: true, host: "0.0.0.0" }, "pglite-file"),
    ).toEqual({
      on: false,
      reason: "HOST 0.0.0.0 is not a loopback address",
    });
  });
});
