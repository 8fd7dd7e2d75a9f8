import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ALL_PERMISSIONS,
  canView,
  canWrite,
  holdsAnyOf,
  MODULE_MATRIX,
  MODULES,
  type Permission,
} from "../../../src/core/permissions/index.ts";

describe("module matrix", () => {
  it("gives each module its view and write permission", () => {
    expect(MODULE_MATRIX.admin).toMatchObject({
      view: "view_admin_module",
      write: "write_admin_module",
    });
    expect(MODULE_MATRIX.service.write).toBe("write_service_module");
    expect(MODULE_MATRIX.billing.view).toBe("view_billing_module");
    expect(MODULE_MATRIX.support.write).toBe("write_support_module");
  });

  it("labels the profile module 'Company'", () => {
    expect(MODULE_MATRIX.profile).toEqual({
      view: "view_profile_module",
      write: "write_profile_module",
      label: "Company",
    });
  });

  it("lets view read but not write", () => {
    for (const module of MODULES) {
      const held = [MODULE_MATRIX[module].view];
      expect(canView(held, module)).toBe(true);
      expect(canWrite(held, module)).toBe(false);
    }
  });

  it("lets write read as well (write implies view)", () => {
    for (const module of MODULES) {
      const held = [MODULE_MATRIX[module].write];
      expect(canView(held, module)).toBe(true);
      expect(canWrite(held, module)).toBe(true);
    }
  });

  it("grants nothing for another module's permissions", () => {
    expect(canView(["write_billing_module"], "support")).toBe(false);
    expect(canWrite(["write_billing_module", "view_support_module"], "support")).toBe(false);
    expect(canView([], "admin")).toBe(false);
  });
});

describe("holdsAnyOf", () => {
  it("passes when nothing is required", () => {
    expect(holdsAnyOf([], [])).toBe(true);
  });

  it("passes when any one required permission is held", () => {
    expect(
      holdsAnyOf(["view_billing_module"], ["write_billing_module", "view_billing_module"]),
    ).toBe(true);
    expect(
      holdsAnyOf(["view_support_module"], ["write_billing_module", "view_billing_module"]),
    ).toBe(false);
  });

  it("is true exactly when the held and required lists intersect", () => {
    const permission = fc.constantFrom<Permission>(...ALL_PERMISSIONS);
    fc.assert(
      fc.property(
        fc.array(fc.oneof(permission, fc.string())),
        fc.array(permission, { minLength: 1 }),
        (held, required) => {
          const intersects = required.some((name) => held.includes(name));
          expect(holdsAnyOf(held, required)).toBe(intersects);
        },
      ),
    );
  });
});
