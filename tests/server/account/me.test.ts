import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MeResponse } from "../../../src/core/api/account/me.ts";
import { UserInfo } from "../../../src/core/api/account/user-info.ts";
import { MODULE_PERMISSIONS } from "../../../src/core/permissions/index.ts";
import { expectValid } from "../../core/api/expect-decode.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.sessionFor("admin@acme.test")).access;
});
afterAll(() => server.close());

const getMe = async (token: string | null) => server.call(token, { method: "GET", url: "/v2/me" });
const putMe = (token: string | null, payload: unknown) =>
  server.call(token, { method: "PUT", url: "/v2/me", payload: payload as object });

const VIEW_PERMISSIONS = MODULE_PERMISSIONS.filter((name) => name.startsWith("view_")).sort();

describe("GET /v2/me", () => {
  it("describes the caller with their company, currency and permissions", async () => {
    const response = await getMe(admin);
    expect(response.statusCode).toBe(200);
    const me = expectValid(MeResponse, response.json());
    expectValid(UserInfo, response.json());
    expect(me).toEqual({
      id: String(await server.userId("admin@acme.test")),
      firstname: "Alice",
      lastname: "Anders",
      email: "admin@acme.test",
      company_name: "Acme Corp",
      // Acme is billed in GBP and the demo gives its people GBP (issue 40).
      default_currency: { id: expect.any(String), code: "GBP", name: "Pound Sterling" },
      permissions: [...MODULE_PERMISSIONS].sort(),
      phone: "+44 20 7946 0101",
      impersonator: null,
      two_factor_enrolment_required: false,
    });
  });

  it("lists only view permissions during a read-only impersonation, and names the staff", async () => {
    const staffUserId = await server.userId("auditor@conduit.test");
    const { access } = await server.sessionFor("admin@acme.test", {
      staffUserId,
      mode: "read-only",
    });
    const me = (await getMe(access)).json();
    expect(me.email).toBe("admin@acme.test");
    expect(me.permissions).toEqual(VIEW_PERMISSIONS);
    expect(me.impersonator).toEqual({
      id: String(staffUserId),
      name: "Arthur Ash",
      email: "auditor@conduit.test",
      mode: "read-only",
    });
  });

  it("keeps every permission during a full impersonation", async () => {
    const staffUserId = await server.userId("staff@conduit.test");
    const { access } = await server.sessionFor("admin@acme.test", { staffUserId, mode: "full" });
    const me = (await getMe(access)).json();
    expect(me.permissions).toEqual([...MODULE_PERMISSIONS].sort());
    expect(me.impersonator).toMatchObject({ email: "staff@conduit.test", mode: "full" });
  });

  it("answers 401 without a token or with a bad one", async () => {
    expect((await getMe(null)).statusCode).toBe(401);
    expect((await getMe("not-a-token")).statusCode).toBe(401);
  });
});

describe("PUT /v2/me", () => {
  const currencyId = async (code: string) => {
    const list = (await server.call(admin, { method: "GET", url: "/v2/currencies" })).json();
    return list.results.find((currency: { code: string }) => currency.code === code).id as string;
  };

  it("changes the default currency and nothing else, whatever else is sent", async () => {
    const before = (await getMe(admin)).json();
    const usd = await currencyId("USD");
    expect(before.default_currency.id).not.toBe(usd);
    const response = await putMe(admin, {
      default_currency: usd,
      permissions: ["can_impersonate_module"],
      company_name: "X",
      email: "mallory@evil.test",
      firstname: "Mallory",
      is_staff: true,
      company: "1",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().default_currency).toEqual({
      id: usd,
      code: "USD",
      name: "US Dollar",
    });
    const after = (await getMe(admin)).json();
    expect(after).toEqual({
      ...before,
      default_currency: { id: usd, code: "USD", name: "US Dollar" },
    });
  });

  it("changes only the caller's own currency", async () => {
    const viewer = (await server.sessionFor("viewer@acme.test")).access;
    const viewerBefore = (await getMe(viewer)).json().default_currency;
    await putMe(admin, { default_currency: await currencyId("CHF") });
    expect((await getMe(viewer)).json().default_currency).toEqual(viewerBefore);
  });

  it.each([
    ["an unknown currency", { default_currency: "99999" }],
    ["an id that names nothing", { default_currency: "abc" }],
    ["an id too large for the database", { default_currency: "99999999999999999999" }],
    ["a number instead of an id string", { default_currency: 3 }],
    ["no currency at all", { company_name: "X" }],
  ])("answers 400 naming default_currency for %s", async (_case, payload) => {
    const before = (await getMe(admin)).json().default_currency;
    const response = await putMe(admin, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(["default_currency"]);
    expect((await getMe(admin)).json().default_currency).toEqual(before);
  });

  it("answers 400 for a body that is not an object", async () => {
    for (const payload of [[], "EUR", null]) {
      const response = await server.call(admin, {
        method: "PUT",
        url: "/v2/me",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it("refuses a read-only impersonation with 403 and keeps the currency", async () => {
    const staffUserId = await server.userId("auditor@conduit.test");
    const { access } = await server.sessionFor("viewer@acme.test", {
      staffUserId,
      mode: "read-only",
    });
    const before = (await getMe(access)).json().default_currency;
    const response = await putMe(access, { default_currency: await currencyId("USD") });
    expect(response.statusCode).toBe(403);
    expect((await getMe(access)).json().default_currency).toEqual(before);
  });

  it("answers 401 without a token", async () => {
    expect((await putMe(null, { default_currency: "1" })).statusCode).toBe(401);
  });
});
