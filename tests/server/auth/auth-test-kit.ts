import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { createCaptcha } from "../../../server/src/auth/captcha.ts";
import { users } from "../../../server/src/db/schema.ts";
import { DEMO_PASSWORD } from "../../../server/src/db/seed/demo-accounts.ts";
import type { TestServer } from "../harness/test-server.ts";

/** Helpers shared by the sign-in and session tests: calls as the portal makes them. */

export { DEMO_PASSWORD };
export const WRONG_PASSWORD = "not-the-password";

export function login(server: TestServer, payload: object): Promise<LightMyRequestResponse> {
  return server.call(null, { method: "POST", url: "/v2/auth", payload });
}

/** Asserts a refused sign-in with the given machine-readable code. */
export function expectRefusal(response: LightMyRequestResponse, code: string): void {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ code, detail: expect.any(String) });
}

/** The newest mail the server sent to an address, with its code (the test server keeps it). */
export async function newestMail(server: TestServer, email: string) {
  const mail = server.mail.newest(email);
  if (mail === undefined) throw new Error(`no mail to ${email}`);
  return mail;
}

/**
 * Whether an access token is accepted: POST /change-password with an empty body answers
 * 400 (the body is checked) once the guard let the caller in, 401 otherwise. Nothing changes.
 */
export async function accessAccepted(server: TestServer, access: string): Promise<boolean> {
  const response = await server.call(access, {
    method: "POST",
    url: "/v2/change-password",
    payload: {},
  });
  expect([400, 401]).toContain(response.statusCode);
  return response.statusCode === 400;
}

/** A captcha whose answer the test knows (made the way GET /get-captcha makes them). */
export async function knownCaptcha(server: TestServer, text = "HKM7R") {
  const challenge = await createCaptcha(server.ctx, text);
  return { captcha_id: challenge.captcha_id, captcha_text: text };
}

/**
 * `count` failed sign-ins with a wrong password. Each carries a captcha answer, which the
 * server checks only once the account needs one.
 */
export async function failSignIns(server: TestServer, email: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    const captcha = await knownCaptcha(server);
    const response = await login(server, { username: email, password: WRONG_PASSWORD, ...captcha });
    expectRefusal(response, "invalid_credentials");
  }
}

/** Makes an account require one-time codes (as otp@acme.test does), for isolated tests. */
export async function requireOneTimeCode(server: TestServer, email: string): Promise<void> {
  await server.ctx.db
    .update(users)
    .set({ requiresOtp: true })
    .where(sql`lower(${users.email}) = ${email}`);
}

export async function lastLoginAt(server: TestServer, email: string): Promise<Date | null> {
  const [row] = await server.ctx.db
    .select({ at: users.lastLoginAt })
    .from(users)
    .where(eq(users.id, await server.userId(email)));
  return row?.at ?? null;
}

/** Seeding a fresh database takes ~2 s alone, much longer on a busy two-core machine. */
export const SERVER_START_TIMEOUT_MS = 60_000;
