import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADDRESS_LOCKOUT_AFTER_FAILURES,
  CAPTCHA_AFTER_FAILURES,
} from "../../../server/src/auth/login-throttle.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { DEMO_PASSWORD, SERVER_START_TIMEOUT_MS, WRONG_PASSWORD } from "./auth-test-kit.ts";

/**
 * A burst of sign-ins fired at once (issue 41): the throttles are decided atomically, before
 * any password is hashed, so a burst cannot walk past them. Each burst is 50 attempts in
 * flight together on the server's one database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.close());

const BURST = 50;

function signIn(username: string, password: string, remoteAddress: string) {
  return server.call(null, {
    method: "POST",
    url: "/v2/auth",
    payload: { username, password },
    remoteAddress,
  });
}

/** How many answers of a burst had each outcome: a refusal's code, or the status. */
async function outcomes(burst: Promise<{ statusCode: number; body: string }>[]) {
  const tally: Record<string, number> = {};
  for (const response of await Promise.all(burst)) {
    const code = response.statusCode === 400 ? JSON.parse(response.body).code : response.statusCode;
    tally[code] = (tally[code] ?? 0) + 1;
  }
  return tally;
}

describe("a burst of wrong passwords on one account", () => {
  it("evaluates only the attempts before the captcha, and never locks the account", async () => {
    const tally = await outcomes(
      Array.from({ length: BURST }, (_, n) =>
        signIn("viewer@acme.test", WRONG_PASSWORD, `198.51.100.${n + 1}`),
      ),
    );
    expect(tally).toEqual({
      invalid_credentials: CAPTCHA_AFTER_FAILURES,
      captcha_required: BURST - CAPTCHA_AFTER_FAILURES,
    });
    // Not locked: the right password with a captcha answer still gets in.
    const after = await signIn("viewer@acme.test", DEMO_PASSWORD, "198.51.100.200");
    expect(JSON.parse(after.body)).toMatchObject({ code: "captcha_required" });
  });
});

describe("a burst of wrong passwords from one address over many accounts", () => {
  it("evaluates no more than the address's limit, then answers 429 with Retry-After", async () => {
    const burst = Array.from({ length: BURST }, (_, n) =>
      signIn(`sprayed-burst-${n}@acme.test`, WRONG_PASSWORD, "203.0.113.77"),
    );
    const responses = await Promise.all(burst);
    const evaluated = responses.filter((response) => response.statusCode === 400).length;
    const throttled = responses.filter((response) => response.statusCode === 429);
    expect(evaluated).toBe(ADDRESS_LOCKOUT_AFTER_FAILURES);
    expect(throttled).toHaveLength(BURST - ADDRESS_LOCKOUT_AFTER_FAILURES);
    for (const response of throttled) {
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    }
  });
});

describe("a burst larger than the hashing queue, at the production cost", () => {
  let busy: TestServer;
  beforeAll(async () => {
    busy = await startTestServer(
      {},
      { productionPasswordCost: true, hashingLimits: { concurrent: 1, waiting: 1 } },
    );
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => busy?.close());

  it("hashes no more than the queue holds and turns the rest away with 503 and Retry-After", async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        busy.call(null, {
          method: "POST",
          url: "/v2/auth",
          payload: { username: `burst-${n}@acme.test`, password: WRONG_PASSWORD },
          remoteAddress: `192.0.2.${n + 1}`,
        }),
      ),
    );
    const turnedAway = responses.filter((response) => response.statusCode === 503);
    const evaluated = responses.filter((response) => response.statusCode === 400);
    expect(turnedAway.length + evaluated.length).toBe(8);
    expect(turnedAway.length).toBeGreaterThan(0);
    for (const response of turnedAway) {
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    }
    // Turned away is not a failure: the account is not a step nearer its captcha.
    const again = await busy.call(null, {
      method: "POST",
      url: "/v2/auth",
      payload: { username: "burst-0@acme.test", password: WRONG_PASSWORD },
      remoteAddress: "192.0.2.1",
    });
    expect(JSON.parse(again.body)).toMatchObject({ code: "invalid_credentials" });
  }, 60_000);
});
