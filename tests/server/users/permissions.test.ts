import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { permissionLog, userPermissions } from "../../../server/src/db/schema.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { SEED_TIMEOUT_MS } from "./users-support.ts";

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.sessionFor("admin@acme.test")).access;
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

const permissionsUrl = async (email: string) =>
  `/v2/users/${await server.userId(email)}/permissions`;
const put = async (email: string, permissions: unknown, token = admin) =>
  server.call(token, { method: "PUT", url: await permissionsUrl(email), payload: { permissions } });

describe("GET /v2/users/{id}/permissions", () => {
  it("answers the user's permissions in the module matrix's order", async () => {
    const response = await server.call(admin, {
      method: "GET",
      url: await permissionsUrl("billing@acme.test"),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user_id: String(await server.userId("billing@acme.test")),
      permissions: ["write_billing_module", "view_billing_module"],
    });
  });
});

describe("PUT /v2/users/{id}/permissions", () => {
  it("replaces the set, answers it, and logs what was added and removed", async () => {
    const response = await put("noc@acme.test", [
      "view_support_module",
      "view_billing_module",
      "view_billing_module",
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().permissions).toEqual(["view_billing_module", "view_support_module"]);

    const again = await server.call(admin, {
      method: "GET",
      url: await permissionsUrl("noc@acme.test"),
    });
    expect(again.json().permissions).toEqual(["view_billing_module", "view_support_module"]);

    const noc = await server.userId("noc@acme.test");
    const [entry] = await server.ctx.db
      .select()
      .from(permissionLog)
      .where(eq(permissionLog.userId, noc));
    expect(entry).toMatchObject({
      changedById: await server.userId("admin@acme.test"),
      added: ["view_billing_module"],
      removed: ["view_service_module", "write_support_module"],
    });
  });

  it("logs nothing when nothing changes", async () => {
    const noc = await server.userId("noc@acme.test");
    const before = await server.ctx.db
      .select()
      .from(permissionLog)
      .where(eq(permissionLog.userId, noc));
    const response = await put("noc@acme.test", ["view_support_module", "view_billing_module"]);
    expect(response.statusCode).toBe(200);
    const after = await server.ctx.db
      .select()
      .from(permissionLog)
      .where(eq(permissionLog.userId, noc));
    expect(after).toHaveLength(before.length);
  });

  it("refuses unknown and impersonation permissions with 400 naming each", async () => {
    const response = await put("noc@acme.test", [
      "view_billing_module",
      "root",
      "can_impersonate_module",
    ]);
    expect(response.statusCode).toBe(400);
    const messages: string[] = response.json().permissions;
    expect(messages.some((message) => message.includes('"root"'))).toBe(true);
    expect(messages.some((message) => message.includes('"can_impersonate_module"'))).toBe(true);
    expect(messages.join()).not.toContain("view_billing_module");
    // Nothing was applied.
    const check = await server.call(admin, {
      method: "GET",
      url: await permissionsUrl("noc@acme.test"),
    });
    expect(check.json().permissions).not.toContain("can_impersonate_module");
  });

  it("answers 400 for a body that is not a list of names", async () => {
    for (const payload of [
      {},
      { permissions: "all" },
      { permissions: [1, 2] },
      { permissions: null },
    ]) {
      const response = await server.call(admin, {
        method: "PUT",
        url: await permissionsUrl("noc@acme.test"),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      // A wrong item is reported at its place in the list: "permissions[0]".
      expect(Object.keys(response.json()).every((key) => key.startsWith("permissions"))).toBe(true);
    }
  });

  it("refuses a change of one's own permissions", async () => {
    const response = await put("admin@acme.test", ["view_admin_module"]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: ["You cannot change your own permissions."],
    });
  });

  it("keeps a staff member's impersonation permission when their module permissions change", async () => {
    const staff = (await server.sessionFor("staff@conduit.test")).access;
    const auditor = await server.userId("auditor@conduit.test");
    // The provider's own company, administered by one of its staff who holds admin rights.
    await server.ctx.db.insert(userPermissions).values({
      userId: await server.userId("staff@conduit.test"),
      permission: "write_admin_module",
    });
    const response = await server.call(staff, {
      method: "PUT",
      url: `/v2/users/${auditor}/permissions`,
      payload: { permissions: ["view_support_module"] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().permissions).toEqual([
      "view_support_module",
      "can_impersonate_read_only_module",
    ]);
  });

  it("takes effect on the target's next request", async () => {
    const viewer = (await server.sessionFor("viewer@acme.test")).access;
    const before = await server.call(viewer, { method: "GET", url: "/v2/users" });
    expect(before.statusCode).toBe(200);
    expect((await put("viewer@acme.test", ["view_billing_module"])).statusCode).toBe(200);
    const after = await server.call(viewer, { method: "GET", url: "/v2/users" });
    expect(after.statusCode).toBe(403);
    expect((await put("viewer@acme.test", ["view_admin_module"])).statusCode).toBe(200);
    const restored = await server.call(viewer, { method: "GET", url: "/v2/users" });
    expect(restored.statusCode).toBe(200);
  });

  it("answers 404 for ids that cannot exist", async () => {
    for (const id of ["abc", "99999999999"]) {
      const response = await server.call(admin, {
        method: "PUT",
        url: `/v2/users/${id}/permissions`,
        payload: { permissions: [] },
      });
      expect(response.statusCode, id).toBe(404);
    }
  });
});
