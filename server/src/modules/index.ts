import type { ServerContext } from "../context.ts";
import type { Router } from "../http/routes.ts";
import { registerAccountRoutes } from "./account/account.routes.ts";
import { registerActivityLogRoutes } from "./activity/activity-log.routes.ts";
import { registerAlertRoutes } from "./alerts/alerts.routes.ts";
import { registerAuthRoutes } from "./auth/auth.routes.ts";
import { registerBillingRoutes } from "./billing/billing.routes.ts";
import { registerContentRoutes } from "./content/content.routes.ts";
import { registerEventAnnouncementRoutes } from "./events/event-announcements.routes.ts";
import { registerEventsRoutes } from "./events/events.routes.ts";
import { registerMaintenanceChangeRoutes } from "./events/maintenance-changes.routes.ts";
import { registerInfoRoutes } from "./info/info.routes.ts";
import { registerMonitoringRoutes } from "./monitoring/monitoring.routes.ts";
import { registerNotificationsRoutes } from "./notifications/notifications.routes.ts";
import { registerOrderingRoutes } from "./ordering/ordering.routes.ts";
import { registerServicesRoutes } from "./services/services.routes.ts";
import { registerSupportRoutes } from "./support/support.routes.ts";
import { registerUsersRoutes } from "./users/users.routes.ts";
import { registerWebhookRoutes } from "./webhooks/webhooks.routes.ts";

/** Every module of the /v2 API, registered under the version prefix. */
export function registerModules(router: Router, ctx: ServerContext): void {
  registerInfoRoutes(router, ctx);
  registerAuthRoutes(router, ctx);
  registerAccountRoutes(router, ctx);
  registerUsersRoutes(router, ctx);
  registerNotificationsRoutes(router, ctx);
  registerContentRoutes(router, ctx);
  registerSupportRoutes(router, ctx);
  registerEventsRoutes(router, ctx);
  registerEventAnnouncementRoutes(router, ctx);
  registerMaintenanceChangeRoutes(router, ctx);
  registerServicesRoutes(router, ctx);
  registerBillingRoutes(router, ctx);
  registerOrderingRoutes(router, ctx);
  registerMonitoringRoutes(router, ctx);
  registerAlertRoutes(router, ctx);
  registerActivityLogRoutes(router, ctx);
  registerWebhookRoutes(router, ctx);
}
