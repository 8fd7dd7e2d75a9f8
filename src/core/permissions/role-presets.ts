import { type AccessLevel, permissionsForLevel } from "./access-levels.ts";
import { MODULES, type Module } from "./module-matrix.ts";
import {
  type HeldPermissions,
  MODULE_PERMISSIONS,
  type ModulePermission,
  samePermissions,
} from "./permission-names.ts";

const MODULE_NAMES: ReadonlySet<string> = new Set(MODULE_PERMISSIONS);

/**
 * Roles as presets (issue 44): the invite and edit-user screens offer these starting points,
 * which fill the module x view/write grid; the grid stays editable, and a grid that matches
 * no preset is "Custom". The server checks a named preset against the permissions sent and
 * the permission log names the preset the new set matches. Defined once here, for both.
 */

export const ROLE_PRESETS = ["administrator", "technical", "finance", "read_only"] as const;
export type RolePreset = (typeof ROLE_PRESETS)[number];

/** A permission set that matches no preset. */
export const CUSTOM_ROLE = "custom";
/** What a permission set is, as the grid and the log name it. */
export type RoleName = RolePreset | typeof CUSTOM_ROLE;

export const ROLE_LABELS: Readonly<Record<RoleName, string>> = {
  administrator: "Administrator",
  technical: "Technical",
  finance: "Finance",
  read_only: "Read-only",
  custom: "Custom",
};

/** Each preset's access to each module (write includes view). */
export const ROLE_PRESET_LEVELS: Readonly<
  Record<RolePreset, Readonly<Record<Module, AccessLevel>>>
> = {
  /** Everything, users and permissions included. */
  administrator: {
    admin: "write",
    service: "write",
    billing: "write",
    support: "write",
    profile: "write",
  },
  /** Runs the network: orders and changes services, opens tickets; reads the company. */
  technical: {
    admin: "none",
    service: "write",
    billing: "none",
    support: "write",
    profile: "view",
  },
  /** Pays the bills: invoices and disputes, tickets about them; sees what is billed. */
  finance: { admin: "none", service: "view", billing: "write", support: "write", profile: "view" },
  /** Sees every module but the administration, changes nothing. */
  read_only: { admin: "none", service: "view", billing: "view", support: "view", profile: "view" },
};

/** The module permissions a preset grants, in the matrix's order. */
export function presetPermissions(preset: RolePreset): ModulePermission[] {
  const levels = ROLE_PRESET_LEVELS[preset];
  return MODULES.flatMap((module) => permissionsForLevel(module, levels[module]));
}

/** The preset these module permissions are exactly (other names ignored), else "custom". */
export function roleOf(held: HeldPermissions): RoleName {
  const modulePermissions = held.filter((name) => MODULE_NAMES.has(name));
  return (
    ROLE_PRESETS.find((preset) => samePermissions(presetPermissions(preset), modulePermissions)) ??
    CUSTOM_ROLE
  );
}

/**
 * The request's `role_preset` for a grid: `{role_preset}` when it is a preset, else nothing
 * (a custom set names none).
 */
export function rolePresetFieldOf(held: HeldPermissions): { role_preset?: RolePreset } {
  const role = roleOf(held);
  return role === CUSTOM_ROLE ? {} : { role_preset: role };
}

/** Why `permissions` cannot be sent as `preset`, or undefined when they are its permissions. */
export function rolePresetProblem(
  preset: RolePreset,
  permissions: HeldPermissions,
): string | undefined {
  return roleOf(permissions) === preset
    ? undefined
    : `The permissions are not those of the ${ROLE_LABELS[preset]} preset.`;
}
