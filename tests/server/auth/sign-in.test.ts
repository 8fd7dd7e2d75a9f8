import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAttempts } from "../../../server/src/db/schema.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import {
  DEMO_PASSWORD,
  expectRefusal,
  lastLoginAt,
  login,
  SERVER_START_TIMEOUT_MS,
  WRONG_PASSWORD,
} from "./auth-test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.close());

async function attemptsOf(email: string) {
  return server.ctx.db
    .select()
    .from(loginAttempts)
    .where(eq(loginAttempts.email, email))
    .orderBy(desc(loginAttempts.id));
}

describe("POST /v2/auth", () => {
  it("records each attempt with its outcome and the caller's address", async () => {
    await login(server, { username: "noc@acme.test", password: WRONG_PASSWORD });
    await login(server, { username: "noc@acme.test", password: DEMO_PASSWORD });
    const [success, failure] = await attemptsOf("noc@acme.test");
    expect(success).toMatchObject({ succeeded: true, ip: "127.0.0.1" });
    expect(failure).toMatchObject({ succeeded: false });
  });

  it("records attempts on unknown addresses too", async () => {
    await login(server, { username: "ghost@acme.test", password: WRONG_PASSWORD });
    expect(await attemptsOf("ghost@acme.test")).toHaveLength(1);
  });

  it("stamps the last sign-in time on success only", async () => {
    expect(await lastLoginAt(server, "viewer@acme.test")).toBeNull();
    await login(server, { username: "viewer@acme.test", password: WRONG_PASSWORD });
    expect(await lastLoginAt(server, "viewer@acme.test")).toBeNull();
    server.advance(60_000);
    await server.signIn("viewer@acme.test");
    const stamped = await lastLoginAt(server, "viewer@acme.test");
    expect(Math.abs((stamped?.getTime() ?? 0) - server.ctx.now().getTime())).toBeLessThan(1000);
  });

  it("takes the address in any case and with surrounding spaces", async () => {
    const response = await login(server, {
      username: "  Billing@ACME.test ",
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("does not trim or fold the password", async () => {
    const response = await login(server, {
      username: "support@acme.test",
      password: "Conduit-demo",
    });
    expectRefusal(response, "invalid_credentials");
  });

  it("ignores a one-time code from an account that does not need one", async () => {
    const response = await login(server, {
      username: "admin@globex.test",
      password: DEMO_PASSWORD,
      otp_code: "123456",
      method: "basic",
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [{}, "username"],
    [{ username: "admin@acme.test" }, "password"],
    [{ username: "admin@acme.test", password: "" }, "password"],
    [{ username: "admin@acme.test", password: DEMO_PASSWORD, method: "magic" }, "method"],
    [{ username: "admin@acme.test", password: DEMO_PASSWORD, captcha_id: "x" }, "captcha_text"],
    [{ username: 42, password: DEMO_PASSWORD }, "username"],
  ])("answers a malformed body %j with 400 naming %s", async (payload, field) => {
    const response = await login(server, payload);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
  });

  it("answers a body that is not JSON with 400 and a detail", async () => {
    const response = await server.call(null, {
      method: "POST",
      url: "/v2/auth",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty("detail");
  });
});
