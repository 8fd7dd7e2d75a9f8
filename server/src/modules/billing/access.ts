import { MODULE_MATRIX, readersOf } from "../../../../src/core/permissions/module-matrix.ts";

/** Who may call the billing module (DESIGN.md section 6): reads need view or write. */
export const BILLING_READ = readersOf("billing");
/** The spec gives write "disputing and downloading an invoice": the PDF and disputes. */
export const BILLING_WRITE = [MODULE_MATRIX.billing.write] as const;

export const BILLING_TAG = "Billing";
