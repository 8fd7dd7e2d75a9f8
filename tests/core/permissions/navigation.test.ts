import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ALL_PERMISSIONS,
  type NavItem,
  navigationFor,
  type Permission,
  routeAccess,
} from "../../../src/core/permissions/index.ts";

const ids = (items: ReadonlyArray<NavItem>) => items.map((item) => item.id);
const EVERYTHING: Permission[] = [...ALL_PERMISSIONS];

describe("navigationFor", () => {
  it("shows a user with every permission the whole desktop top bar", () => {
    const nav = navigationFor(EVERYTHING, { isImpersonating: false });
    expect(ids(nav.topBar)).toEqual([
      "dashboard",
      "services",
      "support",
      "billing",
      "notifications",
      "changelog",
      "user-menu",
    ]);
    const services = nav.topBar.find((item) => item.id === "services");
    expect(services).toMatchObject({ kind: "menu", label: "Services" });
    expect(services?.items).toEqual([
      { id: "all-services", label: "All Services", route: "/services", kind: "link", items: [] },
      {
        id: "network-services",
        label: "Network services",
        route: "/services/network",
        kind: "link",
        items: [],
      },
      { id: "contracts", label: "Contracts", route: "/services/contract", kind: "link", items: [] },
      { id: "monitoring", label: "Monitoring", route: "/monitoring", kind: "link", items: [] },
      {
        id: "radio-frequency",
        label: "Radio frequency",
        route: "/radio-frequency/devices",
        kind: "link",
        items: [],
      },
    ]);
    const support = nav.topBar.find((item) => item.id === "support");
    expect(support?.items.map((item) => [item.label, item.route])).toEqual([
      ["Tickets", "/support/tickets"],
    ]);
  });

  it("shows a user without module permissions only what needs none", () => {
    const nav = navigationFor([], { isImpersonating: false });
    expect(ids(nav.topBar)).toEqual(["dashboard", "notifications", "changelog", "user-menu"]);
    expect(ids(nav.userMenu)).toEqual(["account-settings", "request-feature", "sign-out"]);
    expect(ids(nav.drawer)).toEqual([
      "dashboard",
      "notifications",
      "changelog",
      "account-settings",
      "request-feature",
      "sign-out",
    ]);
  });

  it("gates each module entry by its own permission, view or write", () => {
    expect(
      ids(navigationFor(["view_billing_module"], { isImpersonating: false }).topBar),
    ).toContain("billing");
    const supportOnly = navigationFor(["write_support_module"], { isImpersonating: false });
    expect(ids(supportOnly.topBar)).toContain("support");
    expect(ids(supportOnly.topBar)).not.toContain("services");
    expect(ids(supportOnly.topBar)).not.toContain("billing");
  });

  it("adds Account settings and the user-menu entries to the mobile drawer", () => {
    const nav = navigationFor(EVERYTHING, { isImpersonating: true });
    expect(ids(nav.drawer)).toEqual([
      "dashboard",
      "services",
      "support",
      "billing",
      "notifications",
      "changelog",
      "account-settings",
      "request-feature",
      "impersonation",
      "exit-impersonation",
      "sign-out",
    ]);
  });

  it.each(["can_impersonate_module", "can_impersonate_read_only_module"] as const)(
    "offers Impersonation in both user menu and drawer for %s",
    (permission) => {
      const nav = navigationFor([permission], { isImpersonating: false });
      expect(ids(nav.userMenu)).toContain("impersonation");
      expect(ids(nav.drawer)).toContain("impersonation");
      expect(nav.userMenu.find((item) => item.id === "impersonation")?.route).toBe(
        "/impersonation",
      );
    },
  );

  it("offers Exit impersonation, and a red avatar, only while impersonating", () => {
    const during = navigationFor([], { isImpersonating: true });
    expect(during.userMenu.find((item) => item.id === "exit-impersonation")).toMatchObject({
      kind: "action",
      label: "Exit impersonation",
      route: "/",
    });
    expect(during.avatarTone).toBe("impersonating");
    const outside = navigationFor([], { isImpersonating: false });
    expect(ids(outside.userMenu)).not.toContain("exit-impersonation");
    expect(outside.avatarTone).toBe("default");
  });

  it("puts the user-menu entries under the top bar's user menu, Sign out last", () => {
    const nav = navigationFor(EVERYTHING, { isImpersonating: false });
    const userMenu = nav.topBar.at(-1);
    expect(userMenu?.items).toEqual(nav.userMenu);
    expect(nav.userMenu.at(-1)).toMatchObject({
      id: "sign-out",
      label: "Sign out",
      route: "/sign-out",
    });
  });

  it("never shows an entry whose route the user may not open", () => {
    const permissions = fc.subarray([...ALL_PERMISSIONS]);
    fc.assert(
      fc.property(permissions, fc.boolean(), (held, isImpersonating) => {
        const nav = navigationFor(held, { isImpersonating });
        const all = [...nav.topBar, ...nav.drawer].flatMap((item) => [item, ...item.items]);
        for (const item of all) expect(routeAccess(item.route, held)).toBe("allowed");
        for (const item of all) if (item.kind === "menu") expect(item.items).not.toHaveLength(0);
      }),
    );
  });
});
