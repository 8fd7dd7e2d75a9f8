import { Schema } from "effect";
import {
  ALL_PERMISSIONS,
  IMPERSONATION_PERMISSIONS,
  MODULE_PERMISSIONS,
  type ModulePermission,
} from "../../permissions/permission-names.ts";
import { CUSTOM_ROLE, ROLE_PRESETS } from "../../permissions/role-presets.ts";
import { boundedText, Id, MAX_ID_LENGTH } from "../primitives.ts";

/**
 * GET and PUT /users/{id}/permissions: what another user of the company may do. An admin
 * assigns only the ten module permissions; the impersonation permissions belong to the
 * provider's staff and are never granted (nor taken away) through this call.
 */

export const ASSIGNABLE_PERMISSIONS: ReadonlyArray<ModulePermission> = MODULE_PERMISSIONS;

const ASSIGNABLE: ReadonlySet<string> = new Set(ASSIGNABLE_PERMISSIONS);
const STAFF_ONLY: ReadonlySet<string> = new Set(IMPERSONATION_PERMISSIONS);

/** Longest list a request may carry (the ten names, with room for repeats). */
export const PERMISSION_LIST_MAX = 50;

export function isAssignablePermission(name: string): name is ModulePermission {
  return ASSIGNABLE.has(name);
}

/** Why one requested name cannot be assigned, or undefined when it can. */
export function permissionProblem(name: string): string | undefined {
  if (ASSIGNABLE.has(name)) return undefined;
  // Echo at most a prefix of what was sent: the message must stay readable.
  const shown = name.length > 60 ? `${name.slice(0, 60)}...` : name;
  if (STAFF_ONLY.has(name)) return `"${shown}" cannot be assigned to a company user.`;
  return `"${shown}" is not a valid permission.`;
}

/** A list of permission names to grant: each must be assignable (one message per bad name). */
export const AssignablePermissionList = Schema.Array(boundedText(MAX_ID_LENGTH)).pipe(
  Schema.check(
    Schema.isMaxLength(PERMISSION_LIST_MAX, {
      message: `Ensure this field has no more than ${PERMISSION_LIST_MAX} elements.`,
    }),
    Schema.makeFilter((names: ReadonlyArray<string>) => {
      const problems = names.flatMap((name) => permissionProblem(name) ?? []);
      return problems.length === 0 ? true : [...new Set(problems)];
    }),
  ),
);

/** The set as stored: each name once, in the module matrix's order. */
export function normalisePermissions(names: ReadonlyArray<string>): ModulePermission[] {
  return ASSIGNABLE_PERMISSIONS.filter((name) => names.includes(name));
}

const RANK: ReadonlyMap<string, number> = new Map(
  ALL_PERMISSIONS.map((name, rank) => [name, rank]),
);

/** Names in the order of spec section 6 (module by module), unknown names last, each once. */
export function sortPermissions(names: ReadonlyArray<string>): string[] {
  const rank = (name: string) => RANK.get(name) ?? ALL_PERMISSIONS.length;
  // The names are distinct after the Set, so two of them never compare equal.
  return [...new Set(names)].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
}

/**
 * The preset the admin chose on the screen (issue 44), when the grid is one: the server then
 * checks that the permissions are the preset's (core rolePresetProblem). Absent for Custom.
 */
export const RolePresetField = Schema.optionalKey(Schema.Literals(ROLE_PRESETS));

/** What the permission log records a new set as: a preset's name, or "custom". */
export const RoleNameField = Schema.Literals([...ROLE_PRESETS, CUSTOM_ROLE]);

/** PUT /users/{id}/permissions: the complete new set of module permissions. */
export const UpdateUserPermissionsRequest = Schema.Struct({
  permissions: AssignablePermissionList,
  role_preset: RolePresetField,
});

/**
 * GET and PUT /users/{id}/permissions answer: every permission the user holds (impersonation
 * permissions of staff included), in the order of sortPermissions.
 */
export const UserPermissions = Schema.Struct({
  user_id: Id,
  permissions: Schema.Array(Schema.String),
});
export type UserPermissions = typeof UserPermissions.Type;
