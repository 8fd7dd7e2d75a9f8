import { canWrite, holdsAnyOf } from "./module-matrix.ts";
import { type HeldPermissions, IMPERSONATION_PERMISSIONS } from "./permission-names.ts";

/**
 * What a user may change, per spec section 6. Read-only impersonation needs no special case
 * here: while it lasts, /me reports only view permissions, so every write predicate is false.
 */

/** Billing write: dispute an invoice. */
export function canDisputeInvoice(held: HeldPermissions): boolean {
  return canWrite(held, "billing");
}

/** Billing write: download an invoice PDF. */
export function canDownloadInvoice(held: HeldPermissions): boolean {
  return canWrite(held, "billing");
}

/** Billing write: download an order form. */
export function canDownloadOrderForm(held: HeldPermissions): boolean {
  return canWrite(held, "billing");
}

/** Support write: open a new ticket. */
export function canCreateTicket(held: HeldPermissions): boolean {
  return canWrite(held, "support");
}

/** Support write: reply to a ticket. */
export function canReplyToTicket(held: HeldPermissions): boolean {
  return canWrite(held, "support");
}

/** Admin write: invite or add a user. */
export function canAddUser(held: HeldPermissions): boolean {
  return canWrite(held, "admin");
}

/** Admin write: edit a user, including their permissions. */
export function canEditUser(held: HeldPermissions): boolean {
  return canWrite(held, "admin");
}

/** Admin write: remove a user. */
export function canRemoveUser(held: HeldPermissions): boolean {
  return canWrite(held, "admin");
}

/** Admin write: add, change and remove the company's contacts (issue 45). */
export function canManageContacts(held: HeldPermissions): boolean {
  return canWrite(held, "admin");
}

/** Service write: add, change and remove alert rules (issue 48; monitoring is the services'). */
export function canManageAlertRules(held: HeldPermissions): boolean {
  return canWrite(held, "service");
}

/** Service write: order (provision) new services. */
export function canOrderServices(held: HeldPermissions): boolean {
  return canWrite(held, "service");
}

/**
 * The spec gives two modules a say over company data: admin write "changes legal company info"
 * and the profile module ("Company") covers the "public company profile". We keep them apart:
 * legal details (registered name, address, VAT number) need admin write, the public profile
 * needs profile write, and neither implies the other.
 */
export function canEditLegalCompanyInfo(held: HeldPermissions): boolean {
  return canWrite(held, "admin");
}

/** Profile write: edit the public company profile. */
export function canEditCompanyProfile(held: HeldPermissions): boolean {
  return canWrite(held, "profile");
}

/** Either impersonation permission lets staff act as a customer. */
export function canImpersonate(held: HeldPermissions): boolean {
  return holdsAnyOf(held, IMPERSONATION_PERMISSIONS);
}

/**
 * Who among the provider's staff acts with full rights: announces and changes maintenances
 * and outages, resolves invoice disputes. The same holders as full impersonation; the server's
 * handlers also check that the caller is the provider's staff, not a customer given it.
 */
export const FULL_STAFF_PERMISSIONS = ["can_impersonate_module"] as const;

/** Staff limited to read-only impersonation; full impersonation wins when both are held. */
export function isReadOnlyImpersonator(held: HeldPermissions): boolean {
  return (
    held.includes("can_impersonate_read_only_module") && !held.includes("can_impersonate_module")
  );
}

/**
 * The mode of an impersonation a staff member starts, decided once (the server's start of an
 * impersonation reads it, and for a holder of either permission it agrees with
 * isReadOnlyImpersonator, which the portal shows): full only with can_impersonate_module,
 * read-only otherwise, so a caller holding neither could never get more than a view.
 */
export function impersonationModeOf(held: HeldPermissions): "full" | "read-only" {
  return held.includes("can_impersonate_module") ? "full" : "read-only";
}

/** Service write: give a service a custom name. */
/** Services write: order a new port, cloud connect or EVPL (issue 18). */
export function canOrderService(held: HeldPermissions): boolean {
  return canWrite(held, "service");
}

export function canRenameService(held: HeldPermissions): boolean {
  return canWrite(held, "service");
}

/**
 * Service or billing write: set a service's cost centre and purchase order (issue 47), as
 * PUT /services/{id}/billing-references allows.
 */
export function canSetBillingReferences(held: HeldPermissions): boolean {
  return canWrite(held, "service") || canWrite(held, "billing");
}

/** Service write: download a port's letter of authorisation. */
export function canDownloadLoa(held: HeldPermissions): boolean {
  return canWrite(held, "service");
}

/** Service write: ask for a service to be ceased, or withdraw that request. */
export function canCeaseService(held: HeldPermissions): boolean {
  return canWrite(held, "service");
}

/** Service write: change a live service's speed, bandwidth or term (issue 42). */
export function canChangeService(held: HeldPermissions): boolean {
  return canWrite(held, "service");
}

/** The company's administrator (admin write): lock a service against changes, or unlock it. */
export function canLockService(held: HeldPermissions): boolean {
  return canWrite(held, "admin");
}
