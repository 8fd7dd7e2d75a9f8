import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "../../../server/src/db/schema.ts";
import { IMPERSONATION_CANDIDATE_LIST } from "../../../src/core/api/auth/impersonation-session.ts";
import { decode } from "../../../src/core/api/decode.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { impersonationCalls } from "./impersonation-helpers.ts";
import { jwtPayload, SEED_TIMEOUT_MS } from "./users-support.ts";

let server: TestServer;
const { auditRows, get, impersonate, tokenOf } = impersonationCalls(() => server);

beforeAll(async () => {
  server = await startTestServer();
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

describe("GET /v2/impersonation/users", () => {
  it("lists active customer users of every company, never staff, with their company", async () => {
    const response = await get(
      await tokenOf("staff@conduit.test"),
      "/impersonation/users?limit=100",
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(decode(IMPERSONATION_CANDIDATE_LIST.response, body).ok).toBe(true);
    const emails = body.results.map((user: { email: string }) => user.email);
    expect(emails).toContain("admin@globex.test");
    expect(emails).toContain("viewer@acme.test");
    expect(emails).not.toContain("staff@conduit.test");
    expect(emails).not.toContain("auditor@conduit.test");
    expect(emails).not.toContain("inactive@acme.test");
    expect(emails).not.toContain("new.hire@acme.test");
    expect(body.results[0].company_name).toBe("Acme Corp");
  });

  it("filters by name, email or company name, and by company id", async () => {
    const auditor = await tokenOf("auditor@conduit.test");
    const byCompanyName = (await get(auditor, "/impersonation/users?search=GLOBEX")).json();
    expect(byCompanyName.results.map((user: { email: string }) => user.email).sort()).toEqual([
      "admin@globex.test",
      "finance@globex.test",
    ]);
    const [globex] = await server.ctx.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.email, "admin@globex.test"));
    const byCompany = (
      await get(auditor, `/impersonation/users?company=${globex?.companyId}`)
    ).json();
    expect(byCompany.count).toBe(2);
    expect((await get(auditor, "/impersonation/users?search=olivia")).json().count).toBe(1);
    expect((await get(auditor, "/impersonation/users?company=abc")).statusCode).toBe(400);
  });

  it("is refused to customers, even their admins", async () => {
    expect((await get(await tokenOf("admin@acme.test"), "/impersonation/users")).statusCode).toBe(
      403,
    );
  });
});

describe("POST /v2/impersonation/users", () => {
  it("full impersonation: a token pair with the act claim, audited, able to write", async () => {
    const response = await impersonate("staff@conduit.test", "admin@acme.test");
    expect(response.statusCode).toBe(200);
    const { access, refresh } = response.json();
    const staffId = await server.userId("staff@conduit.test");
    expect(jwtPayload(access)).toMatchObject({
      sub: String(await server.userId("admin@acme.test")),
      act: { sub: String(staffId), mode: "full" },
    });
    expect(typeof refresh).toBe("string");
    const [start] = await auditRows("start", "admin@acme.test");
    expect(start).toMatchObject({ staffUserId: staffId, mode: "full" });

    const support = await server.userId("support@acme.test");
    const change = await server.call(access, {
      method: "PUT",
      url: `/v2/users/${support}/permissions`,
      payload: {
        permissions: ["view_support_module", "write_support_module", "view_billing_module"],
      },
    });
    expect(change.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const writes = await auditRows("write", "admin@acme.test");
      expect(
        writes.some(
          (row) => row.method === "PUT" && row.path === `/v2/users/${support}/permissions`,
        ),
      ).toBe(true);
    });
  });

  it("read-only impersonation reads with view permissions and is refused every write", async () => {
    const response = await impersonate("auditor@conduit.test", "admin@acme.test");
    expect(response.statusCode).toBe(200);
    const { access } = response.json();
    expect(jwtPayload(access).act).toMatchObject({ mode: "read-only" });
    // write_admin_module is held by Alice; acting read-only as her keeps view_admin_module.
    expect((await get(access, "/users")).statusCode).toBe(200);
    const support = await server.userId("support@acme.test");
    const refused = [
      {
        method: "PUT" as const,
        url: `/v2/users/${support}/permissions`,
        payload: { permissions: [] },
      },
      {
        method: "POST" as const,
        url: "/v2/register/user",
        payload: { email: "ro@acme.test", firstname: "R", lastname: "O", permissions: [] },
      },
      {
        method: "POST" as const,
        url: "/v2/register/user/check-duplicate",
        payload: { email: "x@acme.test" },
      },
    ];
    for (const call of refused) {
      expect((await server.call(access, call)).statusCode, call.url).toBe(403);
    }
    const unchanged = await get(await tokenOf("admin@acme.test"), `/users/${support}/permissions`);
    expect(unchanged.json().permissions).toContain("view_billing_module");
    const [start] = (await auditRows("start", "admin@acme.test")).filter(
      (row) => row.mode === "read-only",
    );
    expect(start).toBeDefined();
  });

  it("cannot be started from inside an impersonation", async () => {
    const { access } = (await impersonate("staff@conduit.test", "admin@acme.test")).json();
    const nested = await server.call(access, {
      method: "POST",
      url: "/v2/impersonation/users",
      payload: { id: String(await server.userId("viewer@acme.test")) },
    });
    expect(nested.statusCode).toBe(403);
  });

  it("refuses oneself, staff (of any company), inactive and invited users with a reason", async () => {
    const reasons: Array<[string, string]> = [
      ["staff@conduit.test", "You cannot impersonate yourself."],
      ["auditor@conduit.test", "Staff members cannot be impersonated."],
      ["inactive@acme.test", "Only active users can be impersonated."],
      ["new.hire@acme.test", "Only active users can be impersonated."],
    ];
    await server.ctx.db
      .update(users)
      .set({ isStaff: true })
      .where(eq(users.email, "finance@globex.test"));
    reasons.push(["finance@globex.test", "Staff members cannot be impersonated."]);
    for (const [target, reason] of reasons) {
      const response = await impersonate("staff@conduit.test", target);
      expect(response.statusCode, target).toBe(400);
      expect(response.json()).toEqual({ non_field_errors: [reason] });
    }
  });

  it("answers 404 for unknown ids and 400 for a missing one", async () => {
    for (const id of ["999999", "abc", "99999999999", "-1"]) {
      expect((await impersonate("staff@conduit.test", id)).statusCode, id).toBe(404);
    }
    const missing = await server.call(await tokenOf("staff@conduit.test"), {
      method: "POST",
      url: "/v2/impersonation/users",
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().id).toBeDefined();
  });

  it("is refused to customers holding no impersonation permission", async () => {
    expect((await impersonate("admin@acme.test", "viewer@acme.test")).statusCode).toBe(403);
  });
});
