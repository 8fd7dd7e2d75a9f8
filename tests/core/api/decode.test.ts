import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UserInfo } from "../../../src/core/api/account/user-info.ts";
import { decode, formatPath } from "../../../src/core/api/decode.ts";

const validUser = {
  id: "42",
  firstname: "Ada",
  lastname: "Lovelace",
  email: "ada@example.com",
  company_name: "Analytical Engines Ltd",
  default_currency: { id: "1", code: "GBP", name: "Pound sterling" },
  permissions: ["view_billing_module"],
};

describe("decode", () => {
  it("returns the decoded value for a valid payload", () => {
    expect(decode(UserInfo, validUser)).toEqual({ ok: true, value: validUser });
  });

  it("drops keys the contract does not know", () => {
    const result = decode(UserInfo, { ...validUser, legacy_flag: true });
    expect(result).toEqual({ ok: true, value: validUser });
  });

  it("refuses unknown keys when asked to", () => {
    const result = decode(
      UserInfo,
      { ...validUser, legacy_flag: true },
      {
        onExcessProperty: "error",
      },
    );
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.error).toContain("legacy_flag");
  });

  it("names the path of every failing field, nested keys dotted and indexes bracketed", () => {
    const result = decode(UserInfo, {
      ...validUser,
      id: 42,
      default_currency: { id: "" },
      permissions: ["view_billing_module", 7],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => formatPath(issue.path))).toEqual([
      "id",
      "default_currency.id",
      "permissions[1]",
    ]);
    expect(result.error).toBe(
      "id: Expected string; default_currency.id: Expected a non-empty id string; " +
        "permissions[1]: Expected string",
    );
  });

  it("reports a missing field as missing", () => {
    const { email: _email, ...withoutEmail } = validUser;
    const result = decode(UserInfo, withoutEmail);
    expect(result.ok ? "" : result.error).toBe("email: Missing key");
  });

  it("reports a wrong top-level value without a path", () => {
    const result = decode(UserInfo, null);
    expect(result).toMatchObject({ ok: false, issues: [{ path: [] }] });
    expect(result.ok ? "" : result.error).toMatch(/^Expected /);
  });

  it("never throws, whatever the input", () => {
    const schema = Schema.Struct({ a: Schema.Array(Schema.Number) });
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = decode(schema, input);
        expect(typeof result.ok).toBe("boolean");
      }),
    );
  });
});

describe("formatPath", () => {
  it("writes keys and indexes the way code reads", () => {
    expect(formatPath([])).toBe("");
    expect(formatPath(["results", 0, "url"])).toBe("results[0].url");
    expect(formatPath([2, "id"])).toBe("[2].id");
  });
});
