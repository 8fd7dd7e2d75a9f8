import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/test-server.ts";
import { SERVER_START_TIMEOUT_MS } from "./auth-test-kit.ts";

/** Outside demo mode the development mailbox does not exist (its own server: demo mode off). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ CONDUIT_DEMO_MODE: "off" });
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.close());

describe("GET /v2/dev/mailbox outside demo mode", () => {
  it("answers 404 like any unknown path, even for an address with mail", async () => {
    await server.ctx.mailer.send({
      to: "viewer@acme.test",
      subject: "Code",
      body: "123456",
      kind: "one-time-code",
      secret: "123456",
    });
    const response = await server.call(null, {
      method: "GET",
      url: "/v2/dev/mailbox?email=viewer@acme.test",
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: "Not found." });
  });

  it("leaves one-time-code sign-in working: the code goes to the outbox", async () => {
    const response = await server.call(null, {
      method: "POST",
      url: "/v2/auth",
      payload: { username: "otp@acme.test", password: "conduit-demo" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("otp_required");
  });
});
