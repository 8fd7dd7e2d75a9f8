import { describe, expect, it } from "vitest";
import { AccountManager } from "../../../src/core/api/account/account-manager.ts";
import { Currency, CurrencyList } from "../../../src/core/api/account/currency.ts";
import { UpdateMeRequest, UserInfo } from "../../../src/core/api/account/user-info.ts";
import { LogoutRequest, RefreshRequest, TokenPair } from "../../../src/core/api/auth/tokens.ts";
import { ServerInfo } from "../../../src/core/api/content/info.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

const user = {
  id: "42",
  firstname: "Ada",
  lastname: "Lovelace",
  email: "ada@example.com",
  company_name: "Analytical Engines Ltd",
  default_currency: { id: "1" },
  permissions: ["view_billing_module", "write_support_module"],
};

describe("UserInfo", () => {
  it("decodes /me with a bare or a described default currency", () => {
    expect(expectValid(UserInfo, user)).toEqual(user);
    const described = { ...user, default_currency: { id: "1", code: "EUR", name: "Euro" } };
    expect(expectValid(UserInfo, described)).toEqual(described);
  });

  it("names the field that is wrong", () => {
    expectInvalid(UserInfo, { ...user, default_currency: "1" }, "default_currency");
    expectInvalid(UserInfo, { ...user, default_currency: { code: "EUR" } }, "default_currency.id");
    expectInvalid(UserInfo, { ...user, default_currency: { id: "1", code: "eur" } }, "code");
    expectInvalid(UserInfo, { ...user, permissions: "all" }, "permissions");
    expectInvalid(UserInfo, { ...user, email: "" }, "email");
    expectInvalid(UserInfo, { ...user, company_name: null }, "company_name");
  });

  it("takes the new default currency by id on PUT /me", () => {
    expect(expectValid(UpdateMeRequest, { default_currency: "3" })).toEqual({
      default_currency: "3",
    });
    expectInvalid(UpdateMeRequest, { default_currency: { id: "3" } }, "default_currency");
  });
});

describe("Currency", () => {
  it("decodes a currency, with or without a symbol, and a page of them", () => {
    const euro = { id: "1", code: "EUR", name: "Euro", symbol: "€" };
    expect(expectValid(Currency, euro)).toEqual(euro);
    expect(expectValid(Currency, { id: "2", code: "GBP", name: "Pound sterling" })).toEqual({
      id: "2",
      code: "GBP",
      name: "Pound sterling",
    });
    const page = { count: 1, next: null, previous: null, results: [euro] };
    expect(expectValid(CurrencyList, page)).toEqual(page);
  });

  it("names the field that is wrong", () => {
    expectInvalid(Currency, { id: "1", code: "Euro", name: "Euro" }, "code");
    expectInvalid(Currency, { id: "1", code: "EUR", name: "" }, "name");
    expectInvalid(Currency, { id: "1", code: "EUR", name: "Euro", symbol: 1 }, "symbol");
  });
});

describe("AccountManager", () => {
  it("decodes the account manager and names a missing field", () => {
    const manager = { name: "Grace Hopper", phone: "+44 20 7946 0958", email: "grace@example.com" };
    expect(expectValid(AccountManager, manager)).toEqual(manager);
    expectInvalid(AccountManager, { name: "Grace Hopper", email: "grace@example.com" }, "phone");
  });
});

describe("tokens", () => {
  it("decodes a token pair and the refresh and logout requests", () => {
    expect(expectValid(TokenPair, { access: "a.b.c", refresh: "d.e.f" })).toEqual({
      access: "a.b.c",
      refresh: "d.e.f",
    });
    expect(expectValid(RefreshRequest, { refresh: "d.e.f" })).toEqual({ refresh: "d.e.f" });
    expect(expectValid(LogoutRequest, { refresh: "d.e.f" })).toEqual({ refresh: "d.e.f" });
  });

  it("refuses missing or empty tokens, naming them", () => {
    expectInvalid(TokenPair, { access: "a.b.c" }, "refresh");
    expectInvalid(TokenPair, { access: "", refresh: "d.e.f" }, "access");
    expectInvalid(RefreshRequest, {}, "refresh");
    expectInvalid(LogoutRequest, { refresh: 1 }, "refresh");
  });
});

describe("ServerInfo", () => {
  it("decodes GET /info", () => {
    const info = { status: "ok", version: "1.4.0", time: "2026-11-21T14:05:00Z" };
    expect(expectValid(ServerInfo, info)).toEqual(info);
  });

  it("names the field that is wrong", () => {
    const info = { status: "ok", version: "1.4.0", time: "2026-11-21T14:05:00Z" };
    expectInvalid(ServerInfo, { ...info, status: "down" }, "status");
    expectInvalid(ServerInfo, { ...info, time: "now" }, "time");
    expectInvalid(ServerInfo, { ...info, version: "" }, "version");
  });
});
