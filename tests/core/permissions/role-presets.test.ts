import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { UpdateUserPermissionsRequest } from "../../../src/core/api/users/user-permissions.ts";
import { accessLevelOf } from "../../../src/core/permissions/access-levels.ts";
import { MODULES } from "../../../src/core/permissions/module-matrix.ts";
import {
  presetPermissions,
  ROLE_LABELS,
  ROLE_PRESETS,
  roleOf,
  rolePresetProblem,
} from "../../../src/core/permissions/role-presets.ts";

const levels = (permissions: ReadonlyArray<string>) =>
  Object.fromEntries(MODULES.map((module) => [module, accessLevelOf(permissions, module)]));

describe("roles as presets", () => {
  it.each(ROLE_PRESETS)(
    "%s is a permission set the server accepts, write always with view",
    (preset) => {
      const permissions = presetPermissions(preset);
      expect(() =>
        Schema.decodeUnknownSync(UpdateUserPermissionsRequest)({ permissions }),
      ).not.toThrow();
      for (const name of permissions.filter((p) => p.startsWith("write_"))) {
        expect(permissions).toContain(name.replace("write_", "view_"));
      }
      expect(roleOf(permissions)).toBe(preset);
    },
  );

  it("grants what each role needs", () => {
    expect(levels(presetPermissions("administrator"))).toEqual({
      admin: "write",
      service: "write",
      billing: "write",
      support: "write",
      profile: "write",
    });
    expect(levels(presetPermissions("technical"))).toEqual({
      admin: "none",
      service: "write",
      billing: "none",
      support: "write",
      profile: "view",
    });
    expect(levels(presetPermissions("finance"))).toEqual({
      admin: "none",
      service: "view",
      billing: "write",
      support: "write",
      profile: "view",
    });
    expect(levels(presetPermissions("read_only"))).toEqual({
      admin: "none",
      service: "view",
      billing: "view",
      support: "view",
      profile: "view",
    });
  });

  it("names a grid that matches no preset Custom, in any order, ignoring staff permissions", () => {
    expect(roleOf([])).toBe("custom");
    expect(roleOf(["view_billing_module"])).toBe("custom");
    expect(roleOf([...presetPermissions("finance"), "write_service_module"])).toBe("custom");
    expect(roleOf([...presetPermissions("finance")].reverse())).toBe("finance");
    expect(roleOf([...presetPermissions("read_only"), "can_impersonate_module"])).toBe("read_only");
    expect(ROLE_LABELS[roleOf([])]).toBe("Custom");
  });

  it("refuses a named preset with other permissions, saying which preset", () => {
    expect(rolePresetProblem("finance", presetPermissions("finance"))).toBeUndefined();
    expect(rolePresetProblem("finance", presetPermissions("technical"))).toBe(
      "The permissions are not those of the Finance preset.",
    );
  });
});
