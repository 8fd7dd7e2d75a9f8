import { randomBytes, scryptSync } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS_LOCKOUT_AFTER_FAILURES } from "../../../server/src/auth/login-throttle.ts";
import {
  hashPassword,
  needsRehash,
  PASSWORD_HASH_COST,
  verifyPassword,
} from "../../../server/src/auth/passwords.ts";
import { serverConfigFromEnv } from "../../../server/src/config.ts";
import { loginAttempts, users } from "../../../server/src/db/schema.ts";
import { DEMO_PASSWORD_HASH } from "../../../server/src/db/seed/demo-accounts.ts";
import { testNow } from "../../harness/test-clock.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { DEMO_PASSWORD, SERVER_START_TIMEOUT_MS, WRONG_PASSWORD } from "./auth-test-kit.ts";

/**
 * Password storage at OWASP's current minimum for scrypt (N = 2^17, r = 8, p = 1; Password
 * Storage Cheat Sheet), older hashes upgraded when their owner next signs in, and sign-in
 * throttled per client address across accounts, besides per account.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { productionPasswordCost: true });
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.close());

const OWASP_SCRYPT = /^scrypt\$131072\$8\$1\$/;

async function storedHash(email: string): Promise<string | null> {
  const [row] = await server.ctx.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, await server.userId(email)));
  return row?.hash ?? null;
}

/** A hash as the server stored it before: scrypt at N = 2^14, made here independently. */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 32, { N: 16384, r: 8, p: 1 });
  return ["scrypt", 16384, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
}

function signInFrom(address: string, username: string, password: string, forwardedFor?: string) {
  return server.call(null, {
    method: "POST",
    url: "/v2/auth",
    payload: { username, password },
    remoteAddress: address,
    ...(forwardedFor ? { headers: { "x-forwarded-for": forwardedFor } } : {}),
  });
}

describe("password hashes", () => {
  it("are made at OWASP's minimum scrypt cost", async () => {
    expect(await storedHash("viewer@acme.test")).toMatch(OWASP_SCRYPT);
    expect(await hashPassword("another password")).toMatch(OWASP_SCRYPT);
    // A server built without naming a cost (npm start's) hashes at it: no setting lowers it.
    expect(server.ctx.passwordCost).toEqual(PASSWORD_HASH_COST);
    expect(
      serverConfigFromEnv({ ...process.env, CONDUIT_PASSWORD_COST: "1024" }),
    ).not.toHaveProperty("passwordCost");
  });

  it("of the demo accounts are the seed's one precomputed hash of the demo password, at today's cost", async () => {
    expect(await storedHash("viewer@acme.test")).toBe(DEMO_PASSWORD_HASH);
    expect(needsRehash(DEMO_PASSWORD_HASH)).toBe(false);
    expect(await verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
    expect(await verifyPassword(WRONG_PASSWORD, DEMO_PASSWORD_HASH)).toBe(false);
  });

  it("made at the old cost are upgraded at the next successful sign-in", async () => {
    const id = await server.userId("billing@acme.test");
    await server.ctx.db
      .update(users)
      .set({ passwordHash: legacyHash(DEMO_PASSWORD) })
      .where(eq(users.id, id));

    const wrong = await signInFrom("192.0.2.10", "billing@acme.test", WRONG_PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(await storedHash("billing@acme.test")).toMatch(/^scrypt\$16384\$/);

    const right = await signInFrom("192.0.2.10", "billing@acme.test", DEMO_PASSWORD);
    expect(right.statusCode, right.body).toBe(200);
    expect(await storedHash("billing@acme.test")).toMatch(OWASP_SCRYPT);
    const again = await signInFrom("192.0.2.10", "billing@acme.test", DEMO_PASSWORD);
    expect(again.statusCode, again.body).toBe(200);
  }, 60_000);
});

describe("sign-in from one client address", () => {
  it("is throttled across accounts, whatever X-Forwarded-For the client claims", async () => {
    const attacker = "203.0.113.7";
    // A password sprayed over many accounts, one try each: no account reaches its captcha.
    // Most of the spray is recorded directly (each real try costs a full scrypt hash); the
    // last tries go through POST /auth, over known and unknown accounts alike.
    const sprayed = ["admin@acme.test", "support@acme.test", "nobody@acme.test"];
    await server.ctx.db.insert(loginAttempts).values(
      Array.from({ length: ADDRESS_LOCKOUT_AFTER_FAILURES - sprayed.length }, (_, n) => ({
        email: `sprayed-${n}@acme.test`,
        succeeded: false,
        ip: attacker,
        createdAt: new Date(testNow().getTime() - 60_000),
      })),
    );
    for (const email of sprayed) {
      const response = await signInFrom(attacker, email, WRONG_PASSWORD);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe("invalid_credentials");
    }
    const blocked = await signInFrom(attacker, "viewer@acme.test", DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json().detail).toMatch(/Too many failed sign-in attempts/);

    const spoofed = await signInFrom(attacker, "viewer@acme.test", DEMO_PASSWORD, "198.51.100.1");
    expect(spoofed.statusCode).toBe(429);

    const elsewhere = await signInFrom("198.51.100.9", "viewer@acme.test", DEMO_PASSWORD);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);

    server.advance(16 * 60 * 1000);
    const later = await signInFrom(attacker, "viewer@acme.test", DEMO_PASSWORD);
    expect(later.statusCode, later.body).toBe(200);
  }, 120_000);
});
