import { describe, expect, it } from "vitest";
import {
  ALL_PERMISSIONS,
  canAddUser,
  canCeaseService,
  canCreateTicket,
  canDisputeInvoice,
  canDownloadInvoice,
  canDownloadLoa,
  canDownloadOrderForm,
  canEditCompanyProfile,
  canEditLegalCompanyInfo,
  canEditUser,
  canImpersonate,
  canOrderServices,
  canRemoveUser,
  canRenameService,
  canReplyToTicket,
  type HeldPermissions,
  isReadOnlyImpersonator,
  type Permission,
} from "../../../src/core/permissions/index.ts";

const WRITE_PREDICATES: ReadonlyArray<
  readonly [string, (held: HeldPermissions) => boolean, Permission]
> = [
  ["canDisputeInvoice", canDisputeInvoice, "write_billing_module"],
  ["canDownloadInvoice", canDownloadInvoice, "write_billing_module"],
  ["canDownloadOrderForm", canDownloadOrderForm, "write_billing_module"],
  ["canCreateTicket", canCreateTicket, "write_support_module"],
  ["canReplyToTicket", canReplyToTicket, "write_support_module"],
  ["canAddUser", canAddUser, "write_admin_module"],
  ["canEditUser", canEditUser, "write_admin_module"],
  ["canRemoveUser", canRemoveUser, "write_admin_module"],
  ["canEditLegalCompanyInfo", canEditLegalCompanyInfo, "write_admin_module"],
  ["canOrderServices", canOrderServices, "write_service_module"],
  ["canRenameService", canRenameService, "write_service_module"],
  ["canDownloadLoa", canDownloadLoa, "write_service_module"],
  ["canCeaseService", canCeaseService, "write_service_module"],
  ["canEditCompanyProfile", canEditCompanyProfile, "write_profile_module"],
];

describe("write predicates", () => {
  it.each(WRITE_PREDICATES)("%s needs exactly %s", (_name, predicate, needed) => {
    expect(predicate([needed])).toBe(true);
    const everythingElse = ALL_PERMISSIONS.filter((permission) => permission !== needed);
    expect(predicate(everythingElse)).toBe(false);
    expect(predicate([])).toBe(false);
  });

  it("keeps legal company info and the public company profile apart", () => {
    expect(canEditLegalCompanyInfo(["write_profile_module"])).toBe(false);
    expect(canEditCompanyProfile(["write_admin_module"])).toBe(false);
  });
});

describe("impersonation predicates", () => {
  it("lets either impersonation permission impersonate", () => {
    expect(canImpersonate(["can_impersonate_module"])).toBe(true);
    expect(canImpersonate(["can_impersonate_read_only_module"])).toBe(true);
    expect(canImpersonate(["write_admin_module", "view_admin_module"])).toBe(false);
  });

  it("calls staff read-only only when they lack full impersonation", () => {
    expect(isReadOnlyImpersonator(["can_impersonate_read_only_module"])).toBe(true);
    expect(
      isReadOnlyImpersonator(["can_impersonate_read_only_module", "can_impersonate_module"]),
    ).toBe(false);
    expect(isReadOnlyImpersonator(["can_impersonate_module"])).toBe(false);
    expect(isReadOnlyImpersonator([])).toBe(false);
  });
});
