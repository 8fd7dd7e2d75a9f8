import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ACCESS_LEVELS,
  accessLevelOf,
  accessSummary,
  modulePermissionLabel,
  withAccessLevel,
} from "../../../src/core/permissions/access-levels.ts";
import { MODULES } from "../../../src/core/permissions/module-matrix.ts";
import { MODULE_PERMISSIONS } from "../../../src/core/permissions/permission-names.ts";

describe("access levels of the permission matrix", () => {
  it("reads write as write even without the view permission", () => {
    expect(accessLevelOf(["write_billing_module"], "billing")).toBe("write");
    expect(accessLevelOf(["view_billing_module"], "billing")).toBe("view");
    expect(accessLevelOf([], "billing")).toBe("none");
  });

  it("stores write with view, and drops both for no access", () => {
    expect(withAccessLevel(["view_support_module"], "billing", "write")).toEqual([
      "view_billing_module",
      "write_billing_module",
      "view_support_module",
    ]);
    expect(withAccessLevel(["write_billing_module"], "billing", "none")).toEqual([]);
    expect(withAccessLevel(["can_impersonate_module"], "admin", "view")).toEqual([
      "view_admin_module",
    ]);
  });

  it("always gives back the level it was asked for, and write always carries view", () => {
    fc.assert(
      fc.property(
        fc.subarray([...MODULE_PERMISSIONS]),
        fc.constantFrom(...MODULES),
        fc.constantFrom(...ACCESS_LEVELS),
        (held, module, level) => {
          const next = withAccessLevel(held, module, level);
          expect(accessLevelOf(next, module)).toBe(level);
          for (const each of MODULES) {
            if (accessLevelOf(next, each) === "write") {
              expect(next).toContain(`view_${each}_module`);
            }
          }
        },
      ),
    );
  });

  it("summarises by module label", () => {
    expect(accessSummary([])).toBe("No access");
    expect(accessSummary(["write_admin_module", "view_profile_module"])).toBe(
      "Administration: View and change · Company: View",
    );
  });

  it("names each module permission as the matrix's boxes do", () => {
    expect(modulePermissionLabel("write_billing_module")).toBe("Billing: write");
    expect(modulePermissionLabel("view_profile_module")).toBe("Company: view");
    expect(modulePermissionLabel("view_admin_module")).toBe("Administration: view");
    const labels = MODULE_PERMISSIONS.map(modulePermissionLabel);
    expect(new Set(labels).size).toBe(MODULE_PERMISSIONS.length);
    expect(labels.every((label) => /^[A-Z][a-z]+: (view|write)$/.test(label))).toBe(true);
  });

  it("shows a name that is not a module permission as it is (a log's old entry)", () => {
    expect(modulePermissionLabel("can_impersonate_module")).toBe("can_impersonate_module");
  });
});
