import type { ModuleRoutes } from "../route-rules.ts";
import { ACCOUNT_ROUTES } from "./account.ts";
import { ACTIVITY_LOG_ROUTES } from "./activity-log.ts";
import { ALERTS_ROUTES } from "./alerts.ts";
import { API_DOCS_ROUTES } from "./api-docs.ts";
import { AUTH_ROUTES } from "./auth.ts";
import { BILLING_ROUTES } from "./billing.ts";
import { CONTENT_ROUTES } from "./content.ts";
import { EVENT_ANNOUNCEMENTS_ROUTES } from "./event-announcements.ts";
import { EVENTS_ROUTES } from "./events.ts";
import { INFO_ROUTES } from "./info.ts";
import { MONITORING_ROUTES } from "./monitoring.ts";
import { NOTIFICATIONS_ROUTES } from "./notifications.ts";
import { ORDERING_ROUTES } from "./ordering.ts";
import { SERVICES_ROUTES } from "./services.ts";
import { SUPPORT_ROUTES } from "./support.ts";
import { USERS_ROUTES } from "./users.ts";
import { WEBHOOKS_ROUTES } from "./webhooks.ts";

/**
 * Every module's table, by the file that declares it (named in failure messages). A new
 * module adds its file here: tests/server/authorization/routes/<module>.ts.
 */
export const ROUTE_TABLES: Readonly<Record<string, ModuleRoutes>> = {
  "info.ts": INFO_ROUTES,
  "auth.ts": AUTH_ROUTES,
  "account.ts": ACCOUNT_ROUTES,
  "users.ts": USERS_ROUTES,
  "notifications.ts": NOTIFICATIONS_ROUTES,
  "content.ts": CONTENT_ROUTES,
  "support.ts": SUPPORT_ROUTES,
  "events.ts": EVENTS_ROUTES,
  "event-announcements.ts": EVENT_ANNOUNCEMENTS_ROUTES,
  "services.ts": SERVICES_ROUTES,
  "billing.ts": BILLING_ROUTES,
  "ordering.ts": ORDERING_ROUTES,
  "monitoring.ts": MONITORING_ROUTES,
  "alerts.ts": ALERTS_ROUTES,
  "api-docs.ts": API_DOCS_ROUTES,
  "activity-log.ts": ACTIVITY_LOG_ROUTES,
  "webhooks.ts": WEBHOOKS_ROUTES,
};
