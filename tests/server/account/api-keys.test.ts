import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, userPermissions } from "../../../server/src/db/schema.ts";
import {
  API_KEY_CALLS_PER_MINUTE,
  API_KEY_LIST,
  API_KEY_REFUSALS,
  CreatedApiKey,
} from "../../../src/core/api/account/api-keys.ts";
import { decode } from "../../../src/core/api/decode.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

/**
 * API keys (issue 43): a company's scripts call with `Authorization: Bearer <key>` and act
 * within the key's permissions; only the digest is stored; revocation and expiry take effect
 * on the next call; a key has its own rate limit and cannot manage keys or change passwords.
 */
let server: TestServer;
let admin: string;

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(server.ctx.now().getTime() + days * DAY_MS).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.sessionFor("admin@acme.test")).access;
});
afterAll(() => server?.close());

async function createKey(
  token: string,
  body: { name?: string; permissions?: string[]; expires_at?: string } = {},
) {
  const response = await server.call(token, {
    method: "POST",
    url: "/v2/api-keys",
    payload: {
      name: "Provisioning script",
      permissions: ["view_service_module", "view_support_module"],
      expires_at: inDays(30),
      ...body,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const decoded = decode(CreatedApiKey, response.json());
  if (!decoded.ok) throw new Error(decoded.error);
  return decoded.value;
}

describe("API keys", () => {
  it("acts within the company and the key's permissions only, and stores only a digest", async () => {
    const key = await createKey(admin);
    expect(key.key).toMatch(/^cdk_[A-Za-z0-9_-]{43}$/u);
    expect(key.prefix).toBe(key.key.slice(0, 12));

    const services = await server.call(key.key, { method: "GET", url: "/v2/services" });
    expect(services.statusCode).toBe(200);
    const sessionServices = await server.call(admin, { method: "GET", url: "/v2/services" });
    expect(services.json().count).toBe(sessionServices.json().count);

    // Not given billing: refused, though its creator holds it.
    const invoices = await server.call(key.key, { method: "GET", url: "/v2/invoices" });
    expect(invoices.statusCode).toBe(403);
    // Writes need a write permission the key does not hold.
    const ticket = await server.call(key.key, {
      method: "POST",
      url: "/v2/contacts",
      payload: {},
    });
    expect(ticket.statusCode).toBe(403);

    const [stored] = await server.ctx.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.id, Number(key.id)));
    expect(JSON.stringify(stored)).not.toContain(key.key.slice(12));
    expect(stored?.lastUsedAt).not.toBeNull();
  });

  it("lists the company's keys without the keys, and refuses another company's", async () => {
    const key = await createKey(admin, { name: "Listed key" });
    const listed = await server.call(admin, { method: "GET", url: "/v2/api-keys" });
    expect(listed.statusCode).toBe(200);
    const page = decode(API_KEY_LIST.response, listed.json());
    if (!page.ok) throw new Error(page.error);
    const entry = page.value.results.find((item) => item.id === key.id);
    expect(entry).toMatchObject({
      name: "Listed key",
      prefix: key.prefix,
      permissions: ["view_service_module", "view_support_module"],
      created_by: { name: expect.any(String) },
    });
    expect(listed.body).not.toContain(key.key);

    const globex = (await server.sessionFor("admin@globex.test")).access;
    const theirs = await server.call(globex, { method: "GET", url: "/v2/api-keys" });
    expect(theirs.json().results.map((item: { id: string }) => item.id)).not.toContain(key.id);
    const foreign = await server.call(globex, { method: "DELETE", url: `/v2/api-keys/${key.id}` });
    expect(foreign.statusCode).toBe(404);
  });

  it("stops at once when revoked, and at its expiry", async () => {
    const revoked = await createKey(admin, { name: "To revoke" });
    expect(
      (await server.call(admin, { method: "DELETE", url: `/v2/api-keys/${revoked.id}` }))
        .statusCode,
    ).toBe(204);
    expect(
      (await server.call(revoked.key, { method: "GET", url: "/v2/services" })).statusCode,
    ).toBe(401);

    const expiring = await createKey(admin, { name: "Expiring", expires_at: inDays(1) });
    expect(
      (await server.call(expiring.key, { method: "GET", url: "/v2/services" })).statusCode,
    ).toBe(200);
    server.advance(DAY_MS + 1000);
    expect(
      (await server.call(expiring.key, { method: "GET", url: "/v2/services" })).statusCode,
    ).toBe(401);
    // The administrator's own session has expired meanwhile too: a new one for what follows.
    admin = (await server.sessionFor("admin@acme.test")).access;
  });

  it("loses what its creator loses: the key's permissions are bounded by the creator's at every call", async () => {
    const support = (await server.sessionFor("support@acme.test")).access;
    // support@acme.test is no administrator: only user administration makes keys.
    const refused = await server.call(support, {
      method: "POST",
      url: "/v2/api-keys",
      payload: { name: "x", permissions: ["view_support_module"], expires_at: inDays(5) },
    });
    expect(refused.statusCode).toBe(403);

    const key = await createKey(admin, { name: "Bounded", permissions: ["view_billing_module"] });
    expect((await server.call(key.key, { method: "GET", url: "/v2/invoices" })).statusCode).toBe(
      200,
    );
    const adminId = await server.userId("admin@acme.test");
    await server.ctx.db
      .delete(userPermissions)
      .where(
        and(
          eq(userPermissions.userId, adminId),
          eq(userPermissions.permission, "view_billing_module"),
        ),
      );
    await server.ctx.db
      .delete(userPermissions)
      .where(
        and(
          eq(userPermissions.userId, adminId),
          eq(userPermissions.permission, "write_billing_module"),
        ),
      );
    expect((await server.call(key.key, { method: "GET", url: "/v2/invoices" })).statusCode).toBe(
      403,
    );
    await server.ctx.db.insert(userPermissions).values([
      { userId: adminId, permission: "view_billing_module" },
      { userId: adminId, permission: "write_billing_module" },
    ]);
  });

  it("refuses what only a person may do: manage keys, change the password, make a calendar address", async () => {
    const key = await createKey(admin, {
      name: "Scripts",
      permissions: ["view_support_module", "write_profile_module"],
    });
    const attempts = [
      { method: "POST", url: "/v2/api-keys", payload: {} },
      { method: "DELETE", url: `/v2/api-keys/${key.id}` },
      {
        method: "POST",
        url: "/v2/change-password",
        payload: { password: "a", new_password: "b", confirm_password: "b" },
      },
      { method: "POST", url: "/v2/calendar-feeds", payload: { name: "x" } },
    ] as const;
    for (const attempt of attempts) {
      const response = await server.call(key.key, attempt);
      expect(response.statusCode, attempt.url).toBe(403);
    }
    const change = await server.call(key.key, {
      method: "POST",
      url: "/v2/change-password",
      payload: { password: "a", new_password: "b", confirm_password: "b" },
    });
    expect(change.json()).toEqual({ detail: API_KEY_REFUSALS.keyCaller });
    // Listing the company's keys needs user administration, which a key never holds.
    expect((await server.call(key.key, { method: "GET", url: "/v2/api-keys" })).statusCode).toBe(
      403,
    );
  });

  it("refuses permissions beyond the creator's or user administration's, expiries past a year, and impersonators", async () => {
    const beyond = await server.call(admin, {
      method: "POST",
      url: "/v2/api-keys",
      payload: { name: "x", permissions: ["write_admin_module"], expires_at: inDays(5) },
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().permissions).toEqual([
      '"write_admin_module" cannot be given to an API key.',
    ]);

    const far = await server.call(admin, {
      method: "POST",
      url: "/v2/api-keys",
      payload: { name: "x", permissions: ["view_service_module"], expires_at: inDays(400) },
    });
    expect(far.statusCode).toBe(400);
    expect(far.json()).toEqual({ expires_at: [API_KEY_REFUSALS.expiryTooFar] });

    const staff = await server.userId("staff@conduit.test");
    const impersonated = (
      await server.sessionFor("admin@acme.test", { staffUserId: staff, mode: "full" })
    ).access;
    const refused = await server.call(impersonated, {
      method: "POST",
      url: "/v2/api-keys",
      payload: { name: "x", permissions: ["view_service_module"], expires_at: inDays(5) },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: API_KEY_REFUSALS.impersonating });
  });

  it("has its own rate limit shared through the database: past it, 429 with Retry-After", async () => {
    const key = await createKey(admin, { name: "Busy" });
    const [row] = await server.ctx.db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(eq(apiKeys.id, Number(key.id)));
    const now = server.ctx.now().getTime();
    // The minute already holds the limit's calls (as other instances would have made them).
    await server.ctx.db
      .update(apiKeys)
      .set({ windowStart: new Date(now - (now % 60_000)), windowCalls: API_KEY_CALLS_PER_MINUTE })
      .where(eq(apiKeys.id, row?.id ?? -1));
    const limited = await server.call(key.key, { method: "GET", url: "/v2/services" });
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another key of the same company is not held back.
    const other = await createKey(admin, { name: "Quiet" });
    expect((await server.call(other.key, { method: "GET", url: "/v2/services" })).statusCode).toBe(
      200,
    );
    server.advance(61_000);
    expect((await server.call(key.key, { method: "GET", url: "/v2/services" })).statusCode).toBe(
      200,
    );
  });

  it("holds the limit exactly within one instance while sharing its count once a second", async () => {
    const key = await createKey(admin, { name: "Counted" });
    const id = Number(key.id);
    const now = server.ctx.now().getTime();
    server.advance(60_000 - (now % 60_000) + 1_000); // early in a fresh minute
    const minute = server.ctx.now().getTime();
    await server.ctx.db
      .update(apiKeys)
      .set({
        windowStart: new Date(minute - (minute % 60_000)),
        windowCalls: API_KEY_CALLS_PER_MINUTE - 5,
      })
      .where(eq(apiKeys.id, id));
    const statuses: number[] = [];
    for (let call = 0; call < 6; call += 1) {
      statuses.push(
        (await server.call(key.key, { method: "GET", url: "/v2/services" })).statusCode,
      );
    }
    // The limit's last five calls pass, the sixth is refused: no call past it slips through.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const [row] = await server.ctx.db
      .select({ calls: apiKeys.windowCalls, used: apiKeys.lastUsedAt })
      .from(apiKeys)
      .where(eq(apiKeys.id, id));
    // Written twice (the minute's first call, then the one that met the limit), not six times.
    expect(row?.calls).toBe(API_KEY_CALLS_PER_MINUTE + 1);
    expect(row?.used?.getTime()).toBeGreaterThanOrEqual(minute);
  });
});
