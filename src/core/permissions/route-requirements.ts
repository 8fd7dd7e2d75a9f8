import { readersOf } from "./module-matrix.ts";
import { IMPERSONATION_PERMISSIONS, type Permission } from "./permission-names.ts";

/**
 * Which permissions each private route of spec section 2 needs. Holding any one of a route's
 * permissions opens it (spec section 5); an empty list means "signed in is enough".
 *
 * Patterns are spelled as the spec writes them (react-router syntax: `:param` is one segment,
 * a trailing `*` is any number of further segments).
 *
 * Restricted only where the spec restricts: billing, support, services (with /monitoring and a
 * service's tickets/maintenances/outages sub-pages), administration (/account-settings/manage*
 * and /manage/pending-users) and impersonation. The spec names no permission for home, the
 * dashboard, pricing, the rest of account settings (including the permission update log),
 * radio frequency, notifications and changelogs, so those need only a session; the API
 * server still checks every call it serves.
 */

export interface RouteRequirement {
  readonly pattern: string;
  readonly requires: ReadonlyArray<Permission>;
}

const SIGNED_IN_ONLY: ReadonlyArray<Permission> = [];

function requiring(
  requires: ReadonlyArray<Permission>,
  patterns: ReadonlyArray<string>,
): RouteRequirement[] {
  return patterns.map((pattern) => ({ pattern, requires }));
}

export const ROUTE_REQUIREMENTS: ReadonlyArray<RouteRequirement> = [
  ...requiring(SIGNED_IN_ONLY, [
    "/",
    "/dashboard",
    "/pricing",
    "/account-settings",
    "/account-settings/me",
    "/account-settings/company",
    "/account-settings/notification-settings",
    "/account-settings/change-password",
    "/account-settings/security",
    "/account-settings/logs",
    "/account-settings/contacts",
    "/radio-frequency",
    "/radio-frequency/devices",
    "/radio-frequency/devices/:id",
    "/radio-frequency/interfaces",
    "/radio-frequency/logs",
    "/notifications",
    "/notifications/history",
    "/changelogs",
  ]),
  ...requiring(readersOf("billing"), ["/billing", "/billing/invoices", "/billing/invoices/:id"]),
  ...requiring(readersOf("support"), [
    "/support",
    "/support/tickets",
    "/support/tickets/:id",
    "/support/tickets/create",
    "/support/maintenances",
    "/support/maintenances/:id",
    "/support/outages",
    "/support/outages/:id",
    // A calendar address serves the company's maintenances, which are the support module's.
    "/account-settings/calendar",
  ]),
  // A service's tickets, maintenances and outages are pages of that service, so they follow
  // the services permission; the support data on them is still guarded by the API server.
  ...requiring(readersOf("service"), [
    "/services",
    "/services/:id/*",
    "/services/:id/tickets",
    "/services/:id/maintenances",
    "/services/:id/outages",
    "/services/create",
    "/services/other",
    "/services/network",
    "/services/network/:id",
    "/services/contract",
    "/services/contract/:id",
    "/monitoring",
    "/monitoring/alerts",
    "/monitoring/alert-rules",
  ]),
  ...requiring(readersOf("admin"), [
    "/account-settings/manage",
    "/account-settings/manage/users",
    "/account-settings/manage/users/:id/edit",
    "/account-settings/manage/users/invite",
    "/account-settings/api-keys",
    "/account-settings/activity-log",
    "/account-settings/webhooks",
    "/manage/pending-users",
  ]),
  ...requiring(IMPERSONATION_PERMISSIONS, ["/impersonation", "/impersonation/user-impersonation"]),
];

export const PRIVATE_ROUTE_PATTERNS: ReadonlyArray<string> = ROUTE_REQUIREMENTS.map(
  (route) => route.pattern,
);
