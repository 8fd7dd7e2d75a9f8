import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decode } from "../../../src/core/api/decode.ts";
import { DevMailboxMessage } from "../../../src/core/api/dev-mailbox.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";
import { SERVER_START_TIMEOUT_MS } from "./auth-test-kit.ts";

/** The development mailbox: demo mode only (the test server runs in demo mode). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.close());

const mailbox = (query: string) =>
  server.call(null, { method: "GET", url: `/v2/dev/mailbox${query}` });

describe("GET /v2/dev/mailbox in demo mode", () => {
  it("answers the newest mail for the address, in any case, uncached", async () => {
    await server.ctx.mailer.send({
      to: "viewer@acme.test",
      subject: "Older",
      body: "older mail",
      kind: "notice",
    });
    await server.ctx.mailer.send({
      to: "Viewer@acme.test",
      subject: "Newer",
      body: "newer mail",
      kind: "one-time-code",
      secret: "123456",
    });
    const response = await mailbox("?email=VIEWER%40acme.test");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const decoded = decode(DevMailboxMessage, response.json());
    expect(decoded.ok).toBe(true);
    expect(response.json()).toMatchObject({
      kind: "one-time-code",
      subject: "Newer",
      body: "newer mail",
      secret: "123456",
    });
  });

  it("answers null as the secret of a mail without a code", async () => {
    await server.ctx.mailer.send({ to: "noc@acme.test", subject: "Hi", body: "b", kind: "notice" });
    expect((await mailbox("?email=noc@acme.test")).json().secret).toBeNull();
  });

  it("answers 404 for an address without mail and 400 without an address", async () => {
    const none = await mailbox("?email=nobody@acme.test");
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ detail: "No mail for this address." });
    expect((await mailbox("")).statusCode).toBe(400);
    expect((await mailbox("?email=")).statusCode).toBe(400);
  });
});
