import {
  MarkReadRequest,
  MarkReadResponse,
  NotificationList,
} from "../../../../src/core/api/notification.ts";
import { NotificationFilters } from "../../../../src/core/api/notification-filters.ts";
import type { ServerContext } from "../../context.ts";
import { pageWindow, paginated } from "../../http/pagination.ts";
import type { Router } from "../../http/routes.ts";
import { markRead } from "./mark-read.ts";
import { notificationPage } from "./notification-list.ts";
import { registerNotificationSettingsRoutes } from "./notification-settings.routes.ts";

/** The caller's notifications (bell, /notifications) and their delivery settings. */
export function registerNotificationsRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "GET",
      path: "/notifications",
      summary: "The caller's notifications, newest first, each with the unread total",
      tag: "Notifications",
      access: "signed-in",
      query: NotificationFilters,
      response: NotificationList,
    },
    async ({ request, user, query }) => {
      const window = pageWindow(request.query);
      const page = await notificationPage(ctx, user.id, query, window);
      return paginated(request, window, page.count, page.results);
    },
  );

  router.route(
    {
      method: "PUT",
      path: "/notifications/read",
      summary: 'Mark the listed notifications, or "all", read; answers the unread total',
      tag: "Notifications",
      access: "signed-in",
      body: MarkReadRequest,
      response: MarkReadResponse,
    },
    async ({ user, body }) => ({ total_unread: await markRead(ctx, user.id, body.ids) }),
  );

  registerNotificationSettingsRoutes(router, ctx);
}
