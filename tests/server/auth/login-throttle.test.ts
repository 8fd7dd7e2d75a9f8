import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import {
  DEMO_PASSWORD,
  expectRefusal,
  failSignIns,
  knownCaptcha,
  login,
  SERVER_START_TIMEOUT_MS,
  WRONG_PASSWORD,
} from "./auth-test-kit.ts";

/**
 * Login throttling (issue 3): after 3 failures within 15 minutes an account needs a captcha,
 * after 10 it answers 429 with Retry-After. Each test uses its own account: the counts are
 * per account and kept in the database.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.close());

const MINUTE = 60_000;

describe("captcha after 3 failures", () => {
  it("asks for a captcha on the 4th attempt, even with the right password", async () => {
    await failSignIns(server, "viewer@acme.test", 3);
    const response = await login(server, { username: "viewer@acme.test", password: DEMO_PASSWORD });
    expectRefusal(response, "captcha_required");
  });

  it("lets the right password and captcha answer in, in any case, and clears the count", async () => {
    await failSignIns(server, "billing@acme.test", 3);
    const captcha = await knownCaptcha(server, "HKM7R");
    const response = await login(server, {
      username: "billing@acme.test",
      password: DEMO_PASSWORD,
      captcha_id: captcha.captcha_id,
      captcha_text: "hkm7r",
    });
    expect(response.statusCode, response.body).toBe(200);
    const next = await login(server, { username: "billing@acme.test", password: WRONG_PASSWORD });
    expectRefusal(next, "invalid_credentials");
  });

  it("refuses a wrong, a used and an expired captcha as captcha_invalid", async () => {
    const email = "support@acme.test";
    await failSignIns(server, email, 3);
    const credentials = { username: email, password: DEMO_PASSWORD };

    const wrong = await knownCaptcha(server, "HKM7R");
    expectRefusal(
      await login(server, { ...credentials, ...wrong, captcha_text: "HKM7X" }),
      "captcha_invalid",
    );
    // A wrong answer used the challenge up: the right answer no longer helps.
    expectRefusal(await login(server, { ...credentials, ...wrong }), "captcha_invalid");

    const expired = await knownCaptcha(server);
    server.advance(5 * MINUTE + 1000);
    expectRefusal(await login(server, { ...credentials, ...expired }), "captcha_invalid");
    expectRefusal(
      await login(server, { ...credentials, captcha_id: "no-such-captcha", captcha_text: "HKM7R" }),
      "captcha_invalid",
    );
  });

  it("treats unknown addresses the same way", async () => {
    await failSignIns(server, "nobody@acme.test", 3);
    const response = await login(server, {
      username: "nobody@acme.test",
      password: WRONG_PASSWORD,
    });
    expectRefusal(response, "captcha_required");
  });

  it("forgets failures older than 15 minutes", async () => {
    await failSignIns(server, "noc@acme.test", 3);
    server.advance(15 * MINUTE + 1000);
    const response = await login(server, { username: "noc@acme.test", password: DEMO_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("does not count attempts stopped at the captcha as failures", async () => {
    const email = "finance@globex.test";
    await failSignIns(server, email, 3);
    for (let i = 0; i < 10; i += 1) {
      expectRefusal(
        await login(server, { username: email, password: WRONG_PASSWORD }),
        "captcha_required",
      );
    }
    const captcha = await knownCaptcha(server);
    const response = await login(server, { username: email, password: DEMO_PASSWORD, ...captcha });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe("lockout after 10 failures", () => {
  it("answers 429 with Retry-After until the oldest failure leaves the window", async () => {
    const email = "admin@globex.test";
    await failSignIns(server, email, 1);
    server.advance(2 * MINUTE);
    await failSignIns(server, email, 9);

    const locked = await login(server, {
      username: email,
      password: DEMO_PASSWORD,
      ...(await knownCaptcha(server)),
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toMatch(/Too many failed sign-in attempts/);
    const retryAfter = Number(locked.headers["retry-after"]);
    // The first failure was 2 minutes ago: it leaves the 15-minute window in about 13, less
    // the real time the nine failures took.
    expect(retryAfter).toBeGreaterThan(13 * 60 - 60);
    expect(retryAfter).toBeLessThanOrEqual(13 * 60);

    server.advance(retryAfter * 1000 - 2000);
    const stillLocked = await login(server, { username: email, password: DEMO_PASSWORD });
    expect(stillLocked.statusCode).toBe(429);
    expect(Number(stillLocked.headers["retry-after"])).toBeLessThanOrEqual(2);

    server.advance(3000);
    // Nine failures remain in the window: a captcha is needed, then the password works.
    const free = await login(server, { username: email, password: DEMO_PASSWORD });
    expectRefusal(free, "captcha_required");
    const captcha = await knownCaptcha(server);
    const signedIn = await login(server, { username: email, password: DEMO_PASSWORD, ...captcha });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it("locks unknown addresses out the same way", async () => {
    await failSignIns(server, "ghost@globex.test", 10);
    const response = await login(server, {
      username: "ghost@globex.test",
      password: WRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers["retry-after"]).toMatch(/^\d+$/);
  });
});
