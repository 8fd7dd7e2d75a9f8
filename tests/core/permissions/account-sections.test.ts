import { describe, expect, it } from "vitest";
import { accountSectionsFor } from "../../../src/core/permissions/account-sections.ts";
import { MODULE_PERMISSIONS } from "../../../src/core/permissions/permission-names.ts";

const ids = (held: ReadonlyArray<string>) => accountSectionsFor(held).map((section) => section.id);

describe("accountSectionsFor", () => {
  it("offers user management and the logs only to holders of an administration permission", () => {
    expect(ids([])).toEqual([
      "me",
      "change-password",
      "security",
      "notification-settings",
      "contacts",
    ]);
    expect(ids(["view_billing_module"])).toEqual([
      "me",
      "change-password",
      "security",
      "notification-settings",
      "contacts",
    ]);
    expect(ids(["view_profile_module"])).toContain("company");
    expect(ids(["view_admin_module"])).toEqual([
      "me",
      "company",
      "change-password",
      "security",
      "notification-settings",
      "manage",
      "api-keys",
      "webhooks",
      "contacts",
      "activity-log",
      "logs",
    ]);
    expect(ids(MODULE_PERMISSIONS)).toContain("manage");
    expect(ids(["view_billing_module"])).not.toContain("activity-log");
    expect(ids(["view_billing_module"])).not.toContain("api-keys");
    expect(ids(["view_billing_module"])).not.toContain("webhooks");
  });

  it("offers calendar feeds to those who may read maintenances (the support module)", () => {
    expect(ids(["view_support_module"])).toEqual([
      "me",
      "change-password",
      "security",
      "notification-settings",
      "calendar",
      "contacts",
    ]);
    expect(ids(["write_support_module"])).toContain("calendar");
    expect(ids(["view_billing_module"])).not.toContain("calendar");
  });
});
