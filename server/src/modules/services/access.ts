import { MODULE_MATRIX, readersOf } from "../../../../src/core/permissions/module-matrix.ts";

/** Who may call the services module (DESIGN.md section 6): reads need view or write. */
export const SERVICES_READ = readersOf("service");
/** Renaming a service, its LOA, ceasing it and withdrawing a cease. */
export const SERVICES_WRITE = [MODULE_MATRIX.service.write] as const;
/** Creating, changing and removing the company's contacts. */
export const CONTACTS_WRITE = [MODULE_MATRIX.admin.write] as const;

export const SERVICES_TAG = "Services";
export const NETWORK_TAG = "Network";
export const CONTRACTS_TAG = "Contracts";
export const REFERENCE_TAG = "Reference data";
