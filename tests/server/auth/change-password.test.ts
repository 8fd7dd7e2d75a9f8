import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PASSWORD_TOO_SHORT,
  PASSWORD_UNCHANGED,
  PASSWORDS_DO_NOT_MATCH,
} from "../../../src/core/api/auth/password-rules.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import {
  accessAccepted,
  DEMO_PASSWORD,
  expectRefusal,
  login,
  SERVER_START_TIMEOUT_MS,
  WRONG_PASSWORD,
} from "./auth-test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.close());

const NEW_PASSWORD = "a brand new passphrase";
const change = (access: string | null, payload: object) =>
  server.call(access, { method: "POST", url: "/v2/change-password", payload });
const changeTo = (access: string, password = DEMO_PASSWORD, next = NEW_PASSWORD) =>
  change(access, { password, new_password: next, confirm_password: next });

describe("POST /v2/change-password", () => {
  it("changes the password, keeps this session and ends the others", async () => {
    const here = await server.signIn("billing@acme.test");
    const elsewhere = await server.signIn("billing@acme.test");
    const response = await changeTo(here.access);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().detail).toMatch(/changed/);
    expect(await accessAccepted(server, here.access)).toBe(true);
    expect(await accessAccepted(server, elsewhere.access)).toBe(false);
    const refreshed = await server.call(null, {
      method: "POST",
      url: "/v2/auth/refresh",
      payload: { refresh: here.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    expectRefusal(
      await login(server, { username: "billing@acme.test", password: DEMO_PASSWORD }),
      "invalid_credentials",
    );
    expect(
      (await login(server, { username: "billing@acme.test", password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it("refuses a wrong current password on the password field, counting it as a failed sign-in", async () => {
    const { access } = await server.signIn("support@acme.test");
    for (let i = 0; i < 3; i += 1) {
      const response = await changeTo(access, WRONG_PASSWORD);
      expect(response.statusCode).toBe(400);
      expect(response.json().password).toEqual(["The current password is not correct."]);
    }
    expectRefusal(
      await login(server, { username: "support@acme.test", password: DEMO_PASSWORD }),
      "captcha_required",
    );
  });

  it("answers 429 once the account is locked out, even with the right password", async () => {
    const { access } = await server.signIn("admin@globex.test");
    for (let i = 0; i < 10; i += 1)
      expect((await changeTo(access, WRONG_PASSWORD)).statusCode).toBe(400);
    const locked = await changeTo(access);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("applies the password rules, each on its field", async () => {
    const { access } = await server.signIn("viewer@acme.test");
    const short = await change(access, {
      password: DEMO_PASSWORD,
      new_password: "short",
      confirm_password: "other",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      new_password: [PASSWORD_TOO_SHORT],
      confirm_password: [PASSWORDS_DO_NOT_MATCH],
    });
    const unchanged = await changeTo(access, DEMO_PASSWORD, DEMO_PASSWORD);
    expect(unchanged.json().new_password).toEqual([PASSWORD_UNCHANGED]);
  });

  it("needs a signed-in caller", async () => {
    expect((await changeTo("")).statusCode).toBe(401);
    const anonymous = await change(null, { password: DEMO_PASSWORD });
    expect(anonymous.statusCode).toBe(401);
  });

  it("is refused to staff acting as the customer, in either mode", async () => {
    const staff = await server.userId("staff@conduit.test");
    for (const mode of ["full", "read-only"] as const) {
      const { access } = await server.sessionFor("noc@acme.test", { staffUserId: staff, mode });
      expect((await changeTo(access)).statusCode).toBe(403);
    }
  });
});
