import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { SERVER_START_TIMEOUT_MS } from "./auth-test-kit.ts";

/**
 * Text fields of the sign-in and password routes are bounded in the contract: an overlong value
 * is a 400 on its field, never a 500 from the database (an index key too large) and never worth
 * a password hash.
 */
let server: TestServer;
beforeAll(async () => {
  // At production's scrypt cost, so that a hash made before the refusal shows in its time.
  server = await startTestServer({}, { productionPasswordCost: true });
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.close());

const LONG = "a".repeat(3000);
const LONG_EMAIL = `${"a".repeat(3000)}@acme.test`;

const cases: ReadonlyArray<readonly [string, Record<string, unknown>, string]> = [
  ["/v2/auth", { username: LONG_EMAIL, password: "conduit-demo" }, "username"],
  ["/v2/auth", { username: "viewer@acme.test", password: LONG.repeat(4) }, "password"],
  [
    "/v2/auth",
    { username: "viewer@acme.test", password: "x", captcha_id: LONG, captcha_text: "abc" },
    "captcha_id",
  ],
  ["/v2/auth", { method: "external-login", username: LONG_EMAIL, password: "token" }, "username"],
  ["/v2/forgot-password", { email: LONG_EMAIL }, "email"],
  ["/v2/verify-reset-password", { code: LONG }, "code"],
  [
    "/v2/reset-password",
    { code: LONG, password: "a long new passphrase", confirm_password: "a long new passphrase" },
    "code",
  ],
  ["/v2/register/user/verify", { code: LONG }, "code"],
];

describe("overlong text fields", () => {
  it.each(cases)("POST %s answers 400 on the field", async (url, payload, field) => {
    const started = performance.now();
    const response = await server.call(null, { method: "POST", url, payload });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json())).toContain(field);
    // Refused before any password hash (scrypt/bcrypt cost tens of milliseconds at least).
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
