import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ALL_PERMISSIONS,
  matchPrivateRoute,
  type Permission,
  PRIVATE_ROUTE_PATTERNS,
  requiredPermissionsFor,
  routeAccess,
} from "../../../src/core/permissions/index.ts";

const BILLING = ["view_billing_module", "write_billing_module"];
const SUPPORT = ["view_support_module", "write_support_module"];
const SERVICE = ["view_service_module", "write_service_module"];
const ADMIN = ["view_admin_module", "write_admin_module"];
const IMPERSONATION = ["can_impersonate_module", "can_impersonate_read_only_module"];

/** Every private route of spec section 2, with the access the spec gives it. */
const SPEC_PRIVATE_ROUTES: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
  ["/", []],
  ["/dashboard", []],
  ["/pricing", []],
  ["/billing", BILLING],
  ["/billing/invoices", BILLING],
  ["/billing/invoices/:id", BILLING],
  ["/support", SUPPORT],
  ["/support/tickets", SUPPORT],
  ["/support/tickets/:id", SUPPORT],
  ["/support/tickets/create", SUPPORT],
  ["/support/maintenances", SUPPORT],
  ["/support/maintenances/:id", SUPPORT],
  ["/support/outages", SUPPORT],
  ["/support/outages/:id", SUPPORT],
  ["/services", SERVICE],
  ["/services/:id/*", SERVICE],
  ["/services/:id/tickets", SERVICE],
  ["/services/:id/maintenances", SERVICE],
  ["/services/:id/outages", SERVICE],
  ["/services/create", SERVICE],
  ["/services/other", SERVICE],
  ["/services/network", SERVICE],
  ["/services/network/:id", SERVICE],
  ["/services/contract", SERVICE],
  ["/services/contract/:id", SERVICE],
  ["/monitoring", SERVICE],
  ["/monitoring/alerts", SERVICE],
  ["/monitoring/alert-rules", SERVICE],
  ["/account-settings", []],
  ["/account-settings/me", []],
  ["/account-settings/company", []],
  ["/account-settings/notification-settings", []],
  ["/account-settings/change-password", []],
  ["/account-settings/security", []],
  ["/account-settings/logs", []],
  // Issue 45: everyone reads the contacts; the page offers changes to write admin only.
  ["/account-settings/contacts", []],
  ["/account-settings/calendar", SUPPORT],
  ["/account-settings/manage", ADMIN],
  ["/account-settings/manage/users", ADMIN],
  ["/account-settings/manage/users/:id/edit", ADMIN],
  ["/account-settings/manage/users/invite", ADMIN],
  ["/account-settings/api-keys", ADMIN],
  ["/account-settings/activity-log", ADMIN],
  ["/account-settings/webhooks", ADMIN],
  ["/manage/pending-users", ADMIN],
  ["/impersonation", IMPERSONATION],
  ["/impersonation/user-impersonation", IMPERSONATION],
  ["/radio-frequency", []],
  ["/radio-frequency/devices", []],
  ["/radio-frequency/devices/:id", []],
  ["/radio-frequency/interfaces", []],
  ["/radio-frequency/logs", []],
  ["/notifications", []],
  ["/notifications/history", []],
  ["/changelogs", []],
];

/** A concrete path for a pattern: parameters filled in, the wildcard left empty. */
function concrete(pattern: string): string {
  return pattern.replace(/:id/g, "42").replace(/\/\*$/, "");
}

describe("route requirement table", () => {
  it("contains every private route of the spec, and nothing else", () => {
    expect([...PRIVATE_ROUTE_PATTERNS].sort()).toEqual(
      SPEC_PRIVATE_ROUTES.map(([pattern]) => pattern).sort(),
    );
  });

  it.each(SPEC_PRIVATE_ROUTES)("%s requires %j", (pattern, requires) => {
    const path = concrete(pattern);
    expect(matchPrivateRoute(path)?.pattern).toBe(pattern);
    expect([...requiredPermissionsFor(path)].sort()).toEqual([...requires].sort());
  });
});

describe("requiredPermissionsFor", () => {
  it("matches concrete ids", () => {
    expect(requiredPermissionsFor("/billing/invoices/42")).toEqual(BILLING);
    expect(matchPrivateRoute("/account-settings/manage/users/7/edit")?.pattern).toBe(
      "/account-settings/manage/users/:id/edit",
    );
  });

  it("prefers static segments over parameters and parameters over the wildcard", () => {
    expect(matchPrivateRoute("/support/tickets/create")?.pattern).toBe("/support/tickets/create");
    expect(matchPrivateRoute("/support/tickets/SUP-123")?.pattern).toBe("/support/tickets/:id");
    expect(matchPrivateRoute("/services/create")?.pattern).toBe("/services/create");
    expect(matchPrivateRoute("/services/network/9")?.pattern).toBe("/services/network/:id");
    expect(matchPrivateRoute("/services/9/tickets")?.pattern).toBe("/services/:id/tickets");
    expect(matchPrivateRoute("/services/9/metrics/daily")?.pattern).toBe("/services/:id/*");
    expect(matchPrivateRoute("/services/9")?.pattern).toBe("/services/:id/*");
  });

  it("reads paths the way the router does: case, trailing slash, doubled slashes, escapes", () => {
    expect(requiredPermissionsFor("/Billing/Invoices/")).toEqual(BILLING);
    expect(requiredPermissionsFor("/billing//invoices")).toEqual(BILLING);
    expect(requiredPermissionsFor("/%62illing")).toEqual(BILLING);
    expect(requiredPermissionsFor("/billing/invoices/%E0%A4%A")).toEqual(BILLING);
    expect(requiredPermissionsFor("/billing/invoices?status=open#top")).toEqual(BILLING);
  });

  it("keeps unknown paths under a guarded section guarded", () => {
    expect(matchPrivateRoute("/billing/unknown/deeper")).toBeUndefined();
    expect(requiredPermissionsFor("/billing/unknown/deeper")).toEqual(BILLING);
    expect(requiredPermissionsFor("/account-settings/manage/users/7/edit/more")).toEqual(ADMIN);
    expect(requiredPermissionsFor("/impersonation/elsewhere")).toEqual(IMPERSONATION);
  });

  it("requires nothing for unknown paths outside any guarded section", () => {
    expect(matchPrivateRoute("/no-such-page")).toBeUndefined();
    expect(requiredPermissionsFor("/no-such-page")).toEqual([]);
    expect(requiredPermissionsFor("/radio-frequency/devices/4/extra")).toEqual([]);
  });

  it("never throws and always answers known permission names", () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        for (const permission of requiredPermissionsFor(path)) {
          expect(ALL_PERMISSIONS).toContain(permission);
        }
      }),
    );
  });
});

describe("routeAccess", () => {
  it("sends a user holding none of the permissions to no-permissions", () => {
    expect(routeAccess("/billing/invoices/42", ["view_support_module"])).toBe("no-permissions");
    expect(routeAccess("/monitoring", [])).toBe("no-permissions");
  });

  it("lets any one of the permissions through", () => {
    expect(routeAccess("/billing/invoices/42", ["write_billing_module"])).toBe("allowed");
    expect(routeAccess("/impersonation", ["can_impersonate_read_only_module"])).toBe("allowed");
    expect(routeAccess("/manage/pending-users", ["view_admin_module"])).toBe("allowed");
  });

  it("lets every signed-in user open unrestricted routes", () => {
    const held: Permission[] = [];
    expect(routeAccess("/dashboard", held)).toBe("allowed");
    expect(routeAccess("/radio-frequency/devices/3", held)).toBe("allowed");
    expect(routeAccess("/changelogs", held)).toBe("allowed");
  });
});

describe("requiredPermissionsFor, asked again", () => {
  it("answers a pathname the same every time, also after more addresses than it remembers", () => {
    const first = ["/billing/invoices/1", "/services", "/support/unknown", "/dashboard"].map(
      requiredPermissionsFor,
    );
    // More distinct addresses than the remembered answers hold (the memory starts over).
    for (let id = 0; id < 1200; id++) requiredPermissionsFor(`/support/tickets/${id}`);
    const again = ["/billing/invoices/1", "/services", "/support/unknown", "/dashboard"].map(
      requiredPermissionsFor,
    );
    expect(again).toEqual(first);
    expect(first[0]).toEqual(BILLING);
    expect(first[2]).toEqual(SUPPORT);
    expect(requiredPermissionsFor("/support/tickets/1199")).toEqual(SUPPORT);
  });
});
