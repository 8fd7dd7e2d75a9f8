import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_WEBSITE } from "../../../src/core/api/account/company.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { SEED_TIMEOUT_MS } from "../users/users-support.ts";

/**
 * GET /company, PUT /company/legal and /company/profile: the caller's own company only;
 * legal details by administrators, the profile by write_profile_module; bad input 400 with
 * field messages; read-only impersonation 403.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

const call = async (email: string, method: "GET" | "PUT", url: string, payload?: object) => {
  const { access } = await server.sessionFor(email);
  const response = await server.call(access, {
    method,
    url: `/v2${url}`,
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};

const LEGAL = {
  legal_name: "Acme Corporation Ltd",
  registration_number: "01234567",
  vat_number: "GB123456789",
  address: "1 Acme Way, London",
  country: "GB",
};

describe("the company's details", () => {
  it("lets an administrator change the legal details, read back by every reader", async () => {
    const saved = await call("admin@acme.test", "PUT", "/company/legal", LEGAL);
    expect(saved.status).toBe(200);
    expect(saved.body.legal).toEqual(LEGAL);
    const read = await call("viewer@acme.test", "GET", "/company");
    expect(read.status).toBe(200);
    expect(read.body.legal).toEqual(LEGAL);
    // Another company keeps its own.
    const globex = await call("admin@globex.test", "GET", "/company");
    expect(globex.body.legal.legal_name).not.toBe(LEGAL.legal_name);
  });

  it("changes the public profile with write_profile_module, empty values meaning none", async () => {
    const saved = await call("admin@acme.test", "PUT", "/company/profile", {
      name: "Acme Corp",
      description: "Networks for manufacturers.",
      website: "",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toEqual({
      name: "Acme Corp",
      description: "Networks for manufacturers.",
      website: null,
    });
  });

  it("refuses writers without the permission, and a read-only impersonation", async () => {
    expect((await call("viewer@acme.test", "PUT", "/company/legal", LEGAL)).status).toBe(403);
    expect(
      (await call("viewer@acme.test", "PUT", "/company/profile", { name: "Hacked" })).status,
    ).toBe(403);
    expect((await call("billing@acme.test", "GET", "/company")).status).toBe(403);
    const readOnly = await server.sessionFor("admin@acme.test", {
      staffUserId: await server.userId("auditor@conduit.test"),
      mode: "read-only",
    });
    const refused = await server.call(readOnly.access, {
      method: "PUT",
      url: "/v2/company/profile",
      payload: { name: "Changed" },
    });
    expect(refused.statusCode).toBe(403);
    expect((await call("admin@acme.test", "GET", "/company")).body.profile.name).toBe("Acme Corp");
  });

  it("answers bad input with field messages", async () => {
    const legal = await call("admin@acme.test", "PUT", "/company/legal", {
      legal_name: "  ",
      country: "Narnia",
    });
    expect(legal.status).toBe(400);
    expect(Object.keys(legal.body).sort()).toEqual(["country", "legal_name"]);
    const profile = await call("admin@acme.test", "PUT", "/company/profile", {
      name: "Acme Corp",
      website: "acme",
    });
    expect(profile).toEqual({ status: 400, body: { website: [INVALID_WEBSITE] } });
  });
});
