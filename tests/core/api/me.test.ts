import { describe, expect, it } from "vitest";
import { IMPERSONATION_MODES, Impersonator, MeResponse } from "../../../src/core/api/account/me.ts";
import { UserInfo } from "../../../src/core/api/account/user-info.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

const me = {
  id: "7",
  firstname: "Alice",
  lastname: "Anders",
  email: "admin@acme.test",
  company_name: "Acme Corp",
  default_currency: { id: "1", code: "EUR", name: "Euro" },
  permissions: ["view_admin_module"],
};
const auditor = { id: "9", name: "Arthur Ash", email: "auditor@conduit.test", mode: "read-only" };

describe("MeResponse", () => {
  it("is UserInfo with an optional impersonator", () => {
    expect(expectValid(MeResponse, me)).toEqual(me);
    expect(expectValid(MeResponse, { ...me, impersonator: null })).toEqual({
      ...me,
      impersonator: null,
    });
    expect(expectValid(MeResponse, { ...me, impersonator: auditor }).impersonator).toEqual(auditor);
  });

  it("still decodes as UserInfo, which drops the impersonator", () => {
    expect(expectValid(UserInfo, { ...me, impersonator: auditor })).toEqual(me);
  });

  it("names the field that is wrong", () => {
    expectInvalid(MeResponse, { ...me, impersonator: { ...auditor, mode: "admin" } }, "mode");
    expectInvalid(MeResponse, { ...me, impersonator: { ...auditor, email: "" } }, "email");
    expectInvalid(MeResponse, { ...me, impersonator: "auditor" }, "impersonator");
    expectInvalid(MeResponse, { ...me, permissions: undefined }, "permissions");
  });
});

describe("Impersonator", () => {
  it("knows the two modes of impersonation", () => {
    expect(IMPERSONATION_MODES).toEqual(["full", "read-only"]);
    for (const mode of IMPERSONATION_MODES) {
      expect(expectValid(Impersonator, { ...auditor, mode }).mode).toBe(mode);
    }
    expectInvalid(Impersonator, { ...auditor, id: "" }, "id");
  });
});
