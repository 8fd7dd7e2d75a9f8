import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { SEED_TIMEOUT_MS } from "./users-support.ts";

let server: TestServer;
let acmeViewerId: number;

beforeAll(async () => {
  server = await startTestServer();
  acmeViewerId = await server.userId("viewer@acme.test");
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

const token = async (email: string) => (await server.sessionFor(email)).access;

describe("another company's users", () => {
  it("are 404 for Globex's admin: the user, their permissions and a change to them", async () => {
    const globex = await token("admin@globex.test");
    const calls = [
      { method: "GET" as const, url: `/v2/users/${acmeViewerId}` },
      { method: "GET" as const, url: `/v2/users/${acmeViewerId}/permissions` },
      {
        method: "PUT" as const,
        url: `/v2/users/${acmeViewerId}/permissions`,
        payload: { permissions: ["write_admin_module"] },
      },
      {
        method: "GET" as const,
        url: `/v2/register/user/${await server.userId("new.hire@acme.test")}`,
      },
      {
        method: "DELETE" as const,
        url: `/v2/register/user/${await server.userId("new.hire@acme.test")}`,
      },
    ];
    for (const call of calls) {
      const response = await server.call(globex, call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json()).toEqual({ detail: "Not found." });
    }
    const acme = await token("admin@acme.test");
    const unchanged = await server.call(acme, {
      method: "GET",
      url: `/v2/users/${acmeViewerId}/permissions`,
    });
    expect(unchanged.json().permissions).not.toContain("write_admin_module");
    const stillPending = await server.call(acme, {
      method: "GET",
      url: "/v2/users?status=invited",
    });
    expect(stillPending.json().count).toBe(1);
  });

  it("never appear in Globex's list, search or permission log", async () => {
    const globex = await token("admin@globex.test");
    const users = await server.call(globex, { method: "GET", url: "/v2/users?search=acme" });
    expect(users.json().count).toBe(0);
    const log = await server.call(globex, {
      method: "GET",
      url: `/v2/users/permission-log?user=${acmeViewerId}`,
    });
    expect(log.json().count).toBe(0);
  });
});

describe("permissions of the caller", () => {
  it("a user without an admin permission gets 403 on every admin route", async () => {
    const billing = await token("billing@acme.test");
    const calls = [
      { method: "GET" as const, url: "/v2/users" },
      { method: "GET" as const, url: `/v2/users/${acmeViewerId}` },
      { method: "GET" as const, url: `/v2/users/${acmeViewerId}/permissions` },
      {
        method: "PUT" as const,
        url: `/v2/users/${acmeViewerId}/permissions`,
        payload: { permissions: [] },
      },
      { method: "GET" as const, url: "/v2/users/permission-log" },
      { method: "GET" as const, url: "/v2/register/user" },
      {
        method: "POST" as const,
        url: "/v2/register/user/check-duplicate",
        payload: { email: "a@b.test" },
      },
    ];
    for (const call of calls) {
      const response = await server.call(billing, call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(typeof response.json().detail).toBe("string");
    }
  });

  it("viewer@acme.test (admin view only) reads users but cannot change permissions or invite", async () => {
    const viewer = await token("viewer@acme.test");
    const supportId = await server.userId("support@acme.test");
    expect((await server.call(viewer, { method: "GET", url: "/v2/users" })).statusCode).toBe(200);
    expect(
      (await server.call(viewer, { method: "GET", url: `/v2/users/${supportId}/permissions` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await server.call(viewer, { method: "GET", url: "/v2/users/permission-log" })).statusCode,
    ).toBe(200);
    const change = await server.call(viewer, {
      method: "PUT",
      url: `/v2/users/${supportId}/permissions`,
      payload: { permissions: ["view_admin_module"] },
    });
    expect(change.statusCode).toBe(403);
    const invite = await server.call(viewer, {
      method: "POST",
      url: "/v2/register/user",
      payload: { email: "x@acme.test", firstname: "X", lastname: "Y", permissions: [] },
    });
    expect(invite.statusCode).toBe(403);
  });

  it("answers 401 without a token", async () => {
    for (const url of [
      "/v2/users",
      "/v2/users/permission-log",
      "/v2/register/user",
      "/v2/impersonation/users",
    ]) {
      expect((await server.call(null, { method: "GET", url })).statusCode, url).toBe(401);
    }
  });
});
