import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TokenPair } from "../../../src/core/api/auth/tokens.ts";
import { decode } from "../../../src/core/api/decode.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import {
  accessAccepted,
  DEMO_PASSWORD,
  expectRefusal,
  login,
  newestMail,
  SERVER_START_TIMEOUT_MS,
  WRONG_PASSWORD,
} from "./auth-test-kit.ts";

/** The demo accounts README documents, signed in the way the portal does it. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.close());

describe("demo accounts", () => {
  it("admin@acme.test signs in with the demo password and gets a working token pair", async () => {
    const response = await login(server, { username: "admin@acme.test", password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const pair = decode(TokenPair, response.json());
    expect(pair.ok).toBe(true);
    expect(await accessAccepted(server, response.json().access)).toBe(true);
  });

  it.each([
    "viewer@acme.test",
    "billing@acme.test",
    "support@acme.test",
    "admin@globex.test",
    "staff@conduit.test",
    "auditor@conduit.test",
  ])("%s signs in with the demo password", async (email) => {
    const pair = await server.signIn(email);
    expect(await accessAccepted(server, pair.access)).toBe(true);
  });

  it("otp@acme.test needs the mailed one-time code, read from the development mailbox", async () => {
    const credentials = { username: "otp@acme.test", password: DEMO_PASSWORD };
    expectRefusal(await login(server, credentials), "otp_required");
    const mail = await newestMail(server, "otp@acme.test");
    expect(mail.kind).toBe("one-time-code");
    expect(mail.secret).toMatch(/^\d{6}$/);
    expect(mail.body).toContain(mail.secret);

    const response = await login(server, {
      ...credentials,
      otp_code: mail.secret,
      method: "basic",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await accessAccepted(server, response.json().access)).toBe(true);
  });

  it("inactive@acme.test is refused as inactive, but only once the password was right", async () => {
    const right = await login(server, { username: "inactive@acme.test", password: DEMO_PASSWORD });
    expectRefusal(right, "account_inactive");
    const wrong = await login(server, { username: "inactive@acme.test", password: WRONG_PASSWORD });
    expectRefusal(wrong, "invalid_credentials");
  });

  it("an unknown address is refused exactly like a wrong password", async () => {
    const unknown = await login(server, { username: "nobody@acme.test", password: DEMO_PASSWORD });
    const wrong = await login(server, { username: "viewer@acme.test", password: WRONG_PASSWORD });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json()).toEqual({
      code: "invalid_credentials",
      detail: "Unable to sign in with the provided credentials.",
    });
  });

  it("an invited account that has not set its password cannot sign in", async () => {
    const response = await login(server, {
      username: "new.hire@acme.test",
      password: DEMO_PASSWORD,
    });
    expectRefusal(response, "invalid_credentials");
  });
});
