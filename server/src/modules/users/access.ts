import { MODULE_MATRIX, readersOf } from "../../../../src/core/permissions/module-matrix.ts";
import { IMPERSONATION_PERMISSIONS } from "../../../../src/core/permissions/permission-names.ts";

/** Who may call the routes of this module (DESIGN.md section 6: reads need view or write). */
export const ADMIN_READ = readersOf("admin");
export const ADMIN_WRITE = [MODULE_MATRIX.admin.write] as const;
export const IMPERSONATORS = IMPERSONATION_PERMISSIONS;

export const USERS_TAG = "Users";
export const INVITES_TAG = "Invites";
export const REGISTRATION_TAG = "Registration";
export const IMPERSONATION_TAG = "Impersonation";
