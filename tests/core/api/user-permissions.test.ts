import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ASSIGNABLE_PERMISSIONS,
  isAssignablePermission,
  normalisePermissions,
  PERMISSION_LIST_MAX,
  permissionProblem,
  sortPermissions,
  UpdateUserPermissionsRequest,
  UserPermissions,
} from "../../../src/core/api/users/user-permissions.ts";
import {
  ALL_PERMISSIONS,
  MODULE_PERMISSIONS,
} from "../../../src/core/permissions/permission-names.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

describe("assignable permissions", () => {
  it("are the ten module permissions, never the impersonation ones", () => {
    expect(ASSIGNABLE_PERMISSIONS).toEqual(MODULE_PERMISSIONS);
    expect(isAssignablePermission("view_admin_module")).toBe(true);
    expect(isAssignablePermission("can_impersonate_module")).toBe(false);
    expect(isAssignablePermission("root")).toBe(false);
  });

  it("explain each name that cannot be assigned", () => {
    expect(permissionProblem("write_billing_module")).toBeUndefined();
    expect(permissionProblem("can_impersonate_read_only_module")).toBe(
      '"can_impersonate_read_only_module" cannot be assigned to a company user.',
    );
    expect(permissionProblem("root")).toBe('"root" is not a valid permission.');
    const long = permissionProblem("x".repeat(500)) ?? "";
    expect(long.length).toBeLessThan(100);
    expect(long).toContain("...");
  });
});

describe("PUT /users/{id}/permissions", () => {
  it("takes a list of module permissions, empty included", () => {
    expect(expectValid(UpdateUserPermissionsRequest, { permissions: [] })).toEqual({
      permissions: [],
    });
    const request = {
      permissions: ["view_admin_module", "view_admin_module", "write_service_module"],
    };
    expect(expectValid(UpdateUserPermissionsRequest, request)).toEqual(request);
  });

  it("refuses every bad name at once, each message once", () => {
    const error = expectInvalid(
      UpdateUserPermissionsRequest,
      { permissions: ["view_admin_module", "root", "root", "can_impersonate_module"] },
      "permissions",
    );
    expect(error).toContain('"root" is not a valid permission.');
    expect(error.match(/"root"/g)).toHaveLength(1);
    expect(error).toContain('"can_impersonate_module" cannot be assigned');
    expect(error).not.toContain("view_admin_module");
  });

  it("refuses other shapes and overlong lists", () => {
    expectInvalid(UpdateUserPermissionsRequest, {}, "permissions");
    expectInvalid(UpdateUserPermissionsRequest, { permissions: "all" }, "permissions");
    expectInvalid(UpdateUserPermissionsRequest, { permissions: [1] }, "permissions[0]");
    const many = Array.from({ length: PERMISSION_LIST_MAX + 1 }, () => "view_admin_module");
    expectInvalid(UpdateUserPermissionsRequest, { permissions: many }, "permissions");
  });

  it("answers the user's id and permissions", () => {
    const answer = { user_id: "4", permissions: ["view_admin_module", "can_impersonate_module"] };
    expect(expectValid(UserPermissions, answer)).toEqual(answer);
    expectInvalid(UserPermissions, { ...answer, user_id: 4 }, "user_id");
  });
});

describe("ordering and normalising sets", () => {
  it("normalises a request to each module permission once, in the matrix order", () => {
    expect(
      normalisePermissions([
        "view_profile_module",
        "write_admin_module",
        "view_profile_module",
        "root",
      ]),
    ).toEqual(["write_admin_module", "view_profile_module"]);
  });

  it("sorts known names in the spec's order, unknown ones after them alphabetically", () => {
    expect(
      sortPermissions(["zeta", "can_impersonate_module", "alpha", "view_admin_module", "alpha"]),
    ).toEqual(["view_admin_module", "can_impersonate_module", "alpha", "zeta"]);
  });

  it("sorting keeps every name once and does not depend on the input order", () => {
    const names = fc.array(fc.oneof(fc.constantFrom(...ALL_PERMISSIONS), fc.string()), {
      maxLength: 20,
    });
    fc.assert(
      fc.property(names, (list) => {
        const sorted = sortPermissions(list);
        expect(new Set(sorted)).toEqual(new Set(list));
        expect(sorted).toHaveLength(new Set(list).size);
        expect(sortPermissions([...list].reverse())).toEqual(sorted);
      }),
    );
  });
});
