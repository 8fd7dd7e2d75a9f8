import type { HeldPermissions, ModulePermission, Permission } from "./permission-names.ts";

/**
 * The module matrix of spec section 6: each module has one write and one view permission.
 * Write implies view: a user allowed to change a module's data may also read it.
 */

export const MODULES = ["admin", "service", "billing", "support", "profile"] as const;
export type Module = (typeof MODULES)[number];

export interface ModuleAccess {
  readonly view: ModulePermission;
  readonly write: ModulePermission;
  /** What the portal calls the module (the profile module is shown as "Company"). */
  readonly label: string;
}

export const MODULE_MATRIX: Readonly<Record<Module, ModuleAccess>> = {
  admin: { view: "view_admin_module", write: "write_admin_module", label: "Administration" },
  service: { view: "view_service_module", write: "write_service_module", label: "Services" },
  billing: { view: "view_billing_module", write: "write_billing_module", label: "Billing" },
  support: { view: "view_support_module", write: "write_support_module", label: "Support" },
  profile: { view: "view_profile_module", write: "write_profile_module", label: "Company" },
};

/** True when nothing is required, or when the user holds at least one required permission. */
export function holdsAnyOf(held: HeldPermissions, required: ReadonlyArray<Permission>): boolean {
  return required.length === 0 || required.some((permission) => held.includes(permission));
}

/** The permissions that let a user read a module: its view or its write permission. */
export function readersOf(module: Module): ReadonlyArray<ModulePermission> {
  const { view, write } = MODULE_MATRIX[module];
  return [view, write];
}

export function canView(held: HeldPermissions, module: Module): boolean {
  return holdsAnyOf(held, readersOf(module));
}

export function canWrite(held: HeldPermissions, module: Module): boolean {
  return held.includes(MODULE_MATRIX[module].write);
}
