import { MODULE_MATRIX, readersOf } from "../../../../src/core/permissions/module-matrix.ts";

/** Who may call the support desk (DESIGN.md section 6): reads need view or write. */
export const SUPPORT_READ = readersOf("support");
/** Creating, editing, commenting, transitioning, following and uploading. */
export const SUPPORT_WRITE = [MODULE_MATRIX.support.write] as const;

export const SUPPORT_TAG = "Support";

/** Whether the caller may write (transitions offered, follow candidates...). */
export function canWriteSupport(permissions: ReadonlyArray<string>): boolean {
  return permissions.includes(MODULE_MATRIX.support.write);
}
