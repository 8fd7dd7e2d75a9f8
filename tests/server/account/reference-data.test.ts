import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountManager } from "../../../src/core/api/account/account-manager.ts";
import { CurrencyList } from "../../../src/core/api/account/currency.ts";
import { expectValid } from "../../core/api/expect-decode.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = async (email: string | null, url: string) =>
  server.call(email ? (await server.sessionFor(email)).access : null, { method: "GET", url });

describe("GET /v2/currencies", () => {
  it("lists every currency by code, with its symbol", async () => {
    const response = await get("billing@acme.test", "/v2/currencies");
    expect(response.statusCode).toBe(200);
    const page = expectValid(CurrencyList, response.json());
    expect(page.count).toBe(5);
    expect(page.results.map((currency) => currency.code)).toEqual([
      "CHF",
      "EUR",
      "GBP",
      "SGD",
      "USD",
    ]);
    expect(page.results[1]).toEqual({
      id: expect.any(String),
      code: "EUR",
      name: "Euro",
      symbol: "€",
    });
  });

  it("pages like every list", async () => {
    const page = (await get("billing@acme.test", "/v2/currencies?limit=2&offset=2")).json();
    expect(page.results.map((currency: { code: string }) => currency.code)).toEqual(["GBP", "SGD"]);
    expect(page.next).toBe("/v2/currencies?limit=2&offset=4");
    expect(page.previous).toBe("/v2/currencies?limit=2&offset=0");
    const bad = await get("billing@acme.test", "/v2/currencies?limit=many");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty("limit");
  });

  it("answers 401 without a token", async () => {
    expect((await get(null, "/v2/currencies")).statusCode).toBe(401);
  });
});

describe("GET /v2/account-manager", () => {
  it("names each company's own account manager", async () => {
    const acme = await get("support@acme.test", "/v2/account-manager");
    expect(acme.statusCode).toBe(200);
    expect(expectValid(AccountManager, acme.json())).toEqual({
      name: "Hannah Whitfield",
      phone: "+44 20 7946 0321",
      email: "hannah.whitfield@conduit.test",
    });
    const globex = (await get("admin@globex.test", "/v2/account-manager")).json();
    expect(globex.name).toBe("Marcus Lindqvist");
  });

  it("answers null to the provider's staff, who have none (no 404 in their console)", async () => {
    const response = await get("staff@conduit.test", "/v2/account-manager");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it("shows the customer's manager to staff acting as the customer", async () => {
    const staffUserId = await server.userId("auditor@conduit.test");
    const { access } = await server.sessionFor("admin@globex.test", {
      staffUserId,
      mode: "read-only",
    });
    const response = await server.call(access, { method: "GET", url: "/v2/account-manager" });
    expect(response.json().name).toBe("Marcus Lindqvist");
  });

  it("answers 401 without a token", async () => {
    expect((await get(null, "/v2/account-manager")).statusCode).toBe(401);
  });
});
