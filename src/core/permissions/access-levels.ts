import { MODULE_MATRIX, MODULES, type Module } from "./module-matrix.ts";
import type { HeldPermissions, ModulePermission } from "./permission-names.ts";

/**
 * A user's module permissions as the permission matrix shows them: per module, no access,
 * view or write. Write implies view (spec section 6), so a write permission is always stored
 * with its view permission, and taking view away takes write with it.
 */

export const ACCESS_LEVELS = ["none", "view", "write"] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const ACCESS_LEVEL_LABELS: Readonly<Record<AccessLevel, string>> = {
  none: "No access",
  view: "View",
  write: "View and change",
};

/** The level a permission list grants for one module. */
export function accessLevelOf(held: HeldPermissions, module: Module): AccessLevel {
  const { view, write } = MODULE_MATRIX[module];
  if (held.includes(write)) return "write";
  return held.includes(view) ? "view" : "none";
}

/** The module permissions that grant `level` (write comes with view). */
export function permissionsForLevel(module: Module, level: AccessLevel): ModulePermission[] {
  const { view, write } = MODULE_MATRIX[module];
  if (level === "write") return [view, write];
  return level === "view" ? [view] : [];
}

/**
 * The module permissions after setting one module's level, in the matrix's order; the other
 * modules keep theirs, and names that are not module permissions are dropped.
 */
export function withAccessLevel(
  held: HeldPermissions,
  module: Module,
  level: AccessLevel,
): ModulePermission[] {
  return MODULES.flatMap((each) =>
    permissionsForLevel(each, each === module ? level : accessLevelOf(held, each)),
  );
}

/**
 * One module permission in words, as the permission matrix's boxes are named:
 * "write_billing_module" is "Billing: write" (the users filter's choices, the permission log);
 * a name that is not a module permission is shown as it is.
 */
export function modulePermissionLabel(permission: string): string {
  const module = MODULES.find(
    (each) => MODULE_MATRIX[each].view === permission || MODULE_MATRIX[each].write === permission,
  );
  if (module === undefined) return permission;
  const { label, write } = MODULE_MATRIX[module];
  return `${label}: ${permission === write ? "write" : "view"}`;
}

/** "Administration: View and change · Billing: View", or "No access" for none at all. */
export function accessSummary(held: HeldPermissions): string {
  const parts = MODULES.flatMap((module) => {
    const level = accessLevelOf(held, module);
    return level === "none"
      ? []
      : [`${MODULE_MATRIX[module].label}: ${ACCESS_LEVEL_LABELS[level]}`];
  });
  return parts.length === 0 ? ACCESS_LEVEL_LABELS.none : parts.join(" · ");
}
