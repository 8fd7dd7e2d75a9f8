import { describe, expect, it } from "vitest";
import {
  IMPERSONATION_REFUSALS,
  impersonationRefusal,
} from "../../../src/core/api/auth/impersonation-session.ts";
import {
  impersonationModeOf,
  isReadOnlyImpersonator,
} from "../../../src/core/permissions/index.ts";

const customer = { id: 7, status: "active", isStaff: false, isProvider: false };

describe("who may be impersonated", () => {
  it("lets staff act as an active customer user", () => {
    expect(impersonationRefusal(1, customer)).toBeNull();
  });

  it("refuses oneself, staff, the provider's own users and accounts that are not active", () => {
    expect(impersonationRefusal(7, customer)).toBe(IMPERSONATION_REFUSALS.self);
    expect(impersonationRefusal(1, { ...customer, isStaff: true })).toBe(
      IMPERSONATION_REFUSALS.staff,
    );
    expect(impersonationRefusal(1, { ...customer, isProvider: true })).toBe(
      IMPERSONATION_REFUSALS.staff,
    );
    for (const status of ["inactive", "invited"]) {
      expect(impersonationRefusal(1, { ...customer, status })).toBe(
        IMPERSONATION_REFUSALS.notActive,
      );
    }
  });
});

describe("the mode of an impersonation", () => {
  it("is read-only for a read-only impersonator and full when full impersonation is held", () => {
    expect(impersonationModeOf(["can_impersonate_read_only_module"])).toBe("read-only");
    expect(impersonationModeOf(["can_impersonate_module"])).toBe("full");
    expect(
      impersonationModeOf(["can_impersonate_read_only_module", "can_impersonate_module"]),
    ).toBe("full");
    expect(impersonationModeOf([])).toBe("read-only");
  });

  it("agrees with what the portal shows a holder of either permission", () => {
    for (const held of [
      ["can_impersonate_read_only_module"],
      ["can_impersonate_module"],
      ["can_impersonate_read_only_module", "can_impersonate_module"],
    ]) {
      expect(impersonationModeOf(held) === "read-only").toBe(isReadOnlyImpersonator(held));
    }
  });
});
