import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ALL_PERMISSIONS,
  IMPERSONATION_PERMISSIONS,
  isPermission,
  MODULE_PERMISSIONS,
  samePermissions,
} from "../../../src/core/permissions/index.ts";

describe("permission names", () => {
  it("lists the ten module permissions of the spec", () => {
    expect([...MODULE_PERMISSIONS].sort()).toEqual(
      [
        "view_admin_module",
        "view_billing_module",
        "view_profile_module",
        "view_service_module",
        "view_support_module",
        "write_admin_module",
        "write_billing_module",
        "write_profile_module",
        "write_service_module",
        "write_support_module",
      ].sort(),
    );
  });

  it("lists the two impersonation permissions separately", () => {
    expect(IMPERSONATION_PERMISSIONS).toEqual([
      "can_impersonate_module",
      "can_impersonate_read_only_module",
    ]);
  });

  it("combines both groups, without duplicates", () => {
    expect(ALL_PERMISSIONS).toHaveLength(12);
    expect(new Set(ALL_PERMISSIONS).size).toBe(12);
  });

  it("recognises exactly the known names", () => {
    for (const name of ALL_PERMISSIONS) expect(isPermission(name)).toBe(true);
    expect(isPermission("WRITE_ADMIN_MODULE")).toBe(false);
    expect(isPermission("write_admin_module ")).toBe(false);
    expect(isPermission("is_superuser")).toBe(false);
  });

  it("rejects every other string", () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(isPermission(name)).toBe((ALL_PERMISSIONS as ReadonlyArray<string>).includes(name));
      }),
    );
  });
});

describe("samePermissions", () => {
  it("compares the names held, not their order or repeats", () => {
    expect(
      samePermissions(["view_support", "change_support"], ["change_support", "view_support"]),
    ).toBe(true);
    expect(samePermissions(["view_support", "view_support"], ["view_support"])).toBe(true);
    expect(samePermissions([], [])).toBe(true);
  });

  it("tells sets apart even when the lists are as long", () => {
    expect(
      samePermissions(["view_support", "view_support"], ["view_support", "change_support"]),
    ).toBe(false);
    expect(samePermissions(["view_support"], [])).toBe(false);
  });
});
