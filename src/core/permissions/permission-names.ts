/**
 * The permission names of spec section 6, exactly as they arrive in the `permissions` list of
 * user info. Ten of them grant read or write access to a module; two more let provider staff act
 * as a customer.
 */

/** Write and read permission of each of the five modules. */
export const MODULE_PERMISSIONS = [
  "write_admin_module",
  "view_admin_module",
  "write_service_module",
  "view_service_module",
  "write_billing_module",
  "view_billing_module",
  "write_support_module",
  "view_support_module",
  "write_profile_module",
  "view_profile_module",
] as const;
export type ModulePermission = (typeof MODULE_PERMISSIONS)[number];

/** Full impersonation, and impersonation that may only read. */
export const IMPERSONATION_PERMISSIONS = [
  "can_impersonate_module",
  "can_impersonate_read_only_module",
] as const;
export type ImpersonationPermission = (typeof IMPERSONATION_PERMISSIONS)[number];

export const ALL_PERMISSIONS = [...MODULE_PERMISSIONS, ...IMPERSONATION_PERMISSIONS] as const;
export type Permission = (typeof ALL_PERMISSIONS)[number];

const KNOWN: ReadonlySet<string> = new Set(ALL_PERMISSIONS);

/** True for the names above; user info may carry other strings, which grant nothing here. */
export function isPermission(name: string): name is Permission {
  return KNOWN.has(name);
}

/** The permissions a user holds, as the string list of user info (unknown names are inert). */
export type HeldPermissions = ReadonlyArray<string>;

/** True when two lists hold the same permission names, in any order and with any repeats. */
export function samePermissions(a: HeldPermissions, b: HeldPermissions): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((name) => right.has(name));
}
