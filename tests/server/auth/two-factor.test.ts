import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authenticators, backupCodes } from "../../../server/src/db/schema.ts";
import { secretOf, totpAt } from "../../harness/rfc6238.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import {
  DEMO_PASSWORD,
  expectRefusal,
  login,
  SERVER_START_TIMEOUT_MS,
  WRONG_PASSWORD,
} from "./auth-test-kit.ts";

/**
 * Two-factor sign-in with an authenticator app (issue 44). The test plays the app with its
 * own RFC 6238 implementation (tests/harness/rfc6238.ts) and moves the server's clock, so
 * drift and replay are exact. Each test enrols its own account.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.close());

const STEP_MS = 30_000;
const now = () => server.ctx.now();
const at = (offsetMs: number) => new Date(now().getTime() + offsetMs);

/**
 * Moves the server's clock to the middle of a TOTP step. The clock runs on in real time, and a
 * step boundary passed between making a code and the server checking it moves that code one
 * step (a sign-in on PostgreSQL takes long enough for that to happen now and then): a test
 * that counts steps starts 15 s from either boundary.
 */
function toMidStep(): void {
  const into = now().getTime() % STEP_MS;
  server.advance((STEP_MS * 1.5 - into) % STEP_MS);
}

function post(token: string, url: string, payload: object = {}): Promise<LightMyRequestResponse> {
  return server.call(token, { method: "POST", url, payload });
}

/** Signs in, enrols and confirms an authenticator: its secret and the backup codes. */
async function enrol(email: string) {
  const { access } = await server.signIn(email);
  const started = await post(access, "/v2/mfa/totp");
  expect(started.statusCode, started.body).toBe(200);
  const { secret, otpauth_url } = started.json();
  expect(secretOf(otpauth_url)).toBe(secret);
  const confirmed = await post(access, "/v2/mfa/totp/confirm", { code: totpAt(secret, now()) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { backup_codes } = confirmed.json() as { backup_codes: string[] };
  // The code just used is spent: the next sign-in must wait for the next step.
  server.advance(STEP_MS);
  return { access, secret: secret as string, backupCodes: backup_codes };
}

const withCode = (email: string, otp_code: string) =>
  login(server, { username: email, password: DEMO_PASSWORD, otp_code, method: "basic" });

describe("enrolling an authenticator app", () => {
  it("hands the secret out once, stores it sealed, and turns on with a first right code", async () => {
    const { access } = await server.signIn("billing@acme.test");
    const started = await post(access, "/v2/mfa/totp");
    const { secret, otpauth_url } = started.json();
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Conduit:billing%40acme\.test\?/);
    expect(otpauth_url).toContain("algorithm=SHA1&digits=6&period=30");
    const [row] = await server.ctx.db
      .select()
      .from(authenticators)
      .where(eq(authenticators.userId, await server.userId("billing@acme.test")));
    expect(row?.sealedSecret).not.toContain(secret);
    expect(row?.confirmedAt).toBeNull();

    const wrong = await post(access, "/v2/mfa/totp/confirm", {
      code: totpAt(secret, at(-5 * STEP_MS)),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: [expect.stringContaining("wrong")] });
    const status = await server.call(access, { method: "GET", url: "/v2/mfa" });
    expect(status.json()).toMatchObject({ authenticator: false, backup_codes_left: 0 });
    expect(status.body).not.toContain(secret);

    const right = await post(access, "/v2/mfa/totp/confirm", { code: totpAt(secret, now()) });
    expect(right.statusCode).toBe(200);
    const codes = right.json().backup_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    const stored = await server.ctx.db
      .select({ codeHash: backupCodes.codeHash })
      .from(backupCodes)
      .where(eq(backupCodes.userId, await server.userId("billing@acme.test")));
    expect(stored).toHaveLength(10);
    for (const { codeHash } of stored)
      for (const code of codes) expect(codeHash).not.toContain(code);

    const again = await post(access, "/v2/mfa/totp");
    expect(again.statusCode).toBe(409);
    const after = await server.call(access, { method: "GET", url: "/v2/mfa" });
    expect(after.json()).toMatchObject({ authenticator: true, backup_codes_left: 10 });
  });
});

describe("signing in with an authenticator app", () => {
  it("asks for the app's code instead of mailing one, and takes a code once", async () => {
    const { secret } = await enrol("viewer@acme.test");
    const first = await login(server, { username: "viewer@acme.test", password: DEMO_PASSWORD });
    expectRefusal(first, "otp_required");
    expect(first.json().otp_method).toBe("authenticator");
    expect(server.mail.newest("viewer@acme.test", "one-time-code")).toBeUndefined();

    const code = totpAt(secret, now());
    expect((await withCode("viewer@acme.test", code)).statusCode).toBe(200);
    const replay = await withCode("viewer@acme.test", code);
    expectRefusal(replay, "otp_invalid");
    expect(replay.json().otp_method).toBe("authenticator");
  });

  it("accepts one step of clock drift either way, not two", async () => {
    const { secret } = await enrol("support@acme.test");
    server.advance(5 * STEP_MS);
    toMidStep();
    expectRefusal(
      await withCode("support@acme.test", totpAt(secret, at(-2 * STEP_MS))),
      "otp_invalid",
    );
    expectRefusal(
      await withCode("support@acme.test", totpAt(secret, at(2 * STEP_MS))),
      "otp_invalid",
    );
    expect((await withCode("support@acme.test", totpAt(secret, at(-STEP_MS)))).statusCode).toBe(
      200,
    );
    // A later step is still unused: a phone running ahead signs in next.
    expect((await withCode("support@acme.test", totpAt(secret, at(STEP_MS)))).statusCode).toBe(200);
    // The current step is now older than the last one used: refused as a replay.
    expectRefusal(await withCode("support@acme.test", totpAt(secret, now())), "otp_invalid");
  });

  it("takes each backup code once, however it is typed", async () => {
    const { backupCodes: codes } = await enrol("noc@acme.test");
    const [first = "", second = ""] = codes;
    expect((await withCode("noc@acme.test", first)).statusCode).toBe(200);
    expectRefusal(await withCode("noc@acme.test", first), "otp_invalid");
    expect(
      (await withCode("noc@acme.test", second.toUpperCase().replace("-", ""))).statusCode,
    ).toBe(200);
  });

  it("counts wrong codes toward the sign-in lockout", async () => {
    const { secret } = await enrol("auditor@conduit.test");
    const wrong = String((Number(totpAt(secret, now())) + 1) % 1_000_000).padStart(6, "0");
    // The password step that asks for the code counts as one attempt; nine wrong codes more.
    expectRefusal(
      await login(server, { username: "auditor@conduit.test", password: DEMO_PASSWORD }),
      "otp_required",
    );
    for (let i = 0; i < 9; i += 1)
      expectRefusal(await withCode("auditor@conduit.test", wrong), "otp_invalid");
    const locked = await withCode("auditor@conduit.test", totpAt(secret, now()));
    expect(locked.statusCode).toBe(429);
    expect(locked.headers["retry-after"]).toBeDefined();
  });

  it("regenerates backup codes with a code: the old ones stop working", async () => {
    const { access, secret, backupCodes: old } = await enrol("admin@globex.test");
    const wrong = await post(access, "/v2/mfa/backup-codes", { code: "000000" });
    expect(wrong.statusCode).toBe(400);
    const fresh = await post(access, "/v2/mfa/backup-codes", { code: totpAt(secret, now()) });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().backup_codes).toHaveLength(10);
    expectRefusal(await withCode("admin@globex.test", old[0] ?? ""), "otp_invalid");
    expect((await withCode("admin@globex.test", fresh.json().backup_codes[0])).statusCode).toBe(
      200,
    );
  });

  it("turns off with the password and a code; sign-in then needs no code", async () => {
    const { access, secret } = await enrol("finance@globex.test");
    const remove = (payload: object) =>
      server.call(access, { method: "DELETE", url: "/v2/mfa/totp", payload });
    const wrongPassword = await remove({ password: WRONG_PASSWORD, code: totpAt(secret, now()) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ password: ["The password is not correct."] });
    const wrongCode = await remove({ password: DEMO_PASSWORD, code: "000000" });
    expect(wrongCode.statusCode).toBe(400);
    expect(
      (await remove({ password: DEMO_PASSWORD, code: totpAt(secret, now()) })).statusCode,
    ).toBe(204);
    const plain = await login(server, { username: "finance@globex.test", password: DEMO_PASSWORD });
    expect(plain.statusCode).toBe(200);
  });
});

describe("a company that requires two-factor sign-in", () => {
  it("is set by administrators only", async () => {
    const { access } = await server.sessionFor("viewer@acme.test");
    const response = await server.call(access, {
      method: "PUT",
      url: "/v2/mfa/company-requirement",
      payload: { required: true },
    });
    expect(response.statusCode).toBe(403);
  });

  it("lets a user without an authenticator do nothing but enrol, then everything", async () => {
    const admin = await server.signIn("admin@acme.test");
    const set = await server.call(admin.access, {
      method: "PUT",
      url: "/v2/mfa/company-requirement",
      payload: { required: true },
    });
    expect(set.json()).toEqual({ required: true });

    // otp@acme.test gets mailed codes, which stay for an account without an authenticator.
    expectRefusal(
      await login(server, { username: "otp@acme.test", password: DEMO_PASSWORD }),
      "otp_required",
    );
    const mailed = server.mail.newest("otp@acme.test", "one-time-code")?.secret ?? "";
    const signedIn = await withCode("otp@acme.test", mailed);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { access } = signedIn.json() as { access: string };
    const me = await server.call(access, { method: "GET", url: "/v2/me" });
    expect(me.json()).toMatchObject({ two_factor_enrolment_required: true });
    const services = await server.call(access, { method: "GET", url: "/v2/services" });
    expect(services.statusCode).toBe(403);
    expect(services.json()).toMatchObject({ code: "two_factor_enrolment_required" });

    const { secret } = (await post(access, "/v2/mfa/totp")).json();
    const confirmed = await post(access, "/v2/mfa/totp/confirm", { code: totpAt(secret, now()) });
    expect(confirmed.statusCode).toBe(200);
    expect((await server.call(access, { method: "GET", url: "/v2/services" })).statusCode).toBe(
      200,
    );
    const after = await server.call(access, { method: "GET", url: "/v2/me" });
    expect(after.json()).toMatchObject({ two_factor_enrolment_required: false });
    // The administrator, without an authenticator, is held at enrolment too.
    const adminServices = await server.call(admin.access, { method: "GET", url: "/v2/services" });
    expect(adminServices.statusCode).toBe(403);
  });
});
