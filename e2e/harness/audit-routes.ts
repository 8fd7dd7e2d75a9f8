import { PRIVATE_ROUTE_PATTERNS } from "../../src/core/permissions/route-requirements.ts";

/**
 * Every route of the portal, as the layout audit (e2e/layout-audit.spec.ts) and
 * `npm run screens` visit it. The private patterns are core's route table, the one the router's
 * permission gate reads; the public ones are listed here. tests/ui/app/audit-routes.test.ts
 * fails when the router (src/ui/app/routes.tsx) has a path this table lacks.
 *
 * Pure data: no Playwright here, so the unit test can import it.
 */

/** The seeded record a route's `:id` (or `:code`) stands for, looked up when the run starts. */
export type RecordKind =
  | "invoice"
  | "ticket"
  | "maintenance"
  | "outage"
  | "service"
  | "networkService"
  | "contractLine"
  | "user"
  | "rfDevice"
  | "inviteCode"
  | "resetCode";

export type Viewer = "admin" | "staff" | "anonymous";

export interface AuditRoute {
  /** The router's pattern. */
  readonly pattern: string;
  /** Who looks at it: the Acme admin, Conduit's staff (impersonation) or nobody signed in. */
  readonly viewer: Viewer;
  /** The seeded record its parameter names, if it has one. */
  readonly record?: RecordKind;
  /** Sub-pages a trailing `*` stands for (the tabs of a service). */
  readonly tails?: ReadonlyArray<string>;
  /** The values a `:topic` parameter is audited with (legal and help pages). */
  readonly topics?: ReadonlyArray<string>;
}

/** The public routes of src/ui/app/routes.tsx (their pages need no session). */
export const PUBLIC_PATTERNS: ReadonlyArray<string> = [
  "/sign-in",
  "/sign-out",
  "/sign-up",
  "/forgot-password",
  "/reset-password/:code",
  "/set-password/:code",
  "/error",
  "/no-permissions",
  "/under-maintenance",
  "/not-found",
  "/legal/:topic",
  "/docs/:topic",
];

/**
 * The pages a `:topic` pattern stands for: the portal's own legal and help pages
 * (src/ui/features/help/document-content.ts), each audited.
 */
const TOPICS: Readonly<Record<string, ReadonlyArray<string>>> = {
  "/legal/:topic": ["terms", "privacy", "cookies"],
  "/docs/:topic": [
    "sla",
    "service-desk-escalation",
    "port-creation",
    "cloud-connect",
    "smart-ethernet",
    "user-management",
  ],
};

/** The record behind each parameterised pattern. */
const RECORDS: Readonly<Record<string, RecordKind>> = {
  "/billing/invoices/:id": "invoice",
  "/support/tickets/:id": "ticket",
  "/support/maintenances/:id": "maintenance",
  "/support/outages/:id": "outage",
  "/services/:id/*": "service",
  "/services/:id/tickets": "service",
  "/services/:id/maintenances": "service",
  "/services/:id/outages": "service",
  "/services/network/:id": "networkService",
  "/services/contract/:id": "contractLine",
  "/account-settings/manage/users/:id/edit": "user",
  "/radio-frequency/devices/:id": "rfDevice",
  "/set-password/:code": "inviteCode",
  "/reset-password/:code": "resetCode",
};

/** The tabs of /services/:id/* besides those with patterns of their own. */
const SERVICE_TAILS = ["", "metrics"];

const STAFF_ONLY = ["/impersonation", "/impersonation/user-impersonation"];

/** Core's pattern "/services/:id/*" stands for these pages; the router's "*" route is not one. */
function auditRoute(pattern: string, viewer: Viewer): AuditRoute {
  const record = RECORDS[pattern];
  const tails = pattern.endsWith("/*") ? { tails: SERVICE_TAILS } : {};
  const topics = TOPICS[pattern];
  return {
    pattern,
    viewer,
    ...(record === undefined ? {} : { record }),
    ...tails,
    ...(topics === undefined ? {} : { topics }),
  };
}

export const AUDIT_ROUTES: ReadonlyArray<AuditRoute> = [
  ...PRIVATE_ROUTE_PATTERNS.map((pattern) =>
    auditRoute(pattern, STAFF_ONLY.includes(pattern) ? "staff" : "admin"),
  ),
  ...PUBLIC_PATTERNS.map((pattern) => auditRoute(pattern, "anonymous")),
];

/** The addresses a route is visited at, with its parameter filled by the record's id. */
export function addressesOf(route: AuditRoute, id: string | undefined): string[] {
  const filled = route.pattern.replace(/:(id|code)/, () => {
    if (id === undefined) throw new Error(`${route.pattern} needs a ${route.record} record`);
    return encodeURIComponent(id);
  });
  if (route.topics !== undefined) {
    return route.topics.map((topic) => filled.replace(":topic", topic));
  }
  if (route.tails === undefined) return [filled];
  const base = filled.replace(/\/\*$/, "");
  return route.tails.map((tail) => (tail === "" ? base : `${base}/${tail}`));
}

/** The three widths every route is looked at. */
export const AUDIT_VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "tablet", width: 768, height: 1024 },
  { name: "phone", width: 390, height: 844 },
] as const;
