import {
  MarkReadRequest,
  MarkReadResponse,
} from "../../../../src/core/api/notifications/notification.ts";
import { NOTIFICATION_LIST } from "../../../../src/core/api/notifications/notification-filters.ts";
import type { ServerContext } from "../../context.ts";
import { registerListRoute } from "../../http/list-route.ts";
import type { Router } from "../../http/routes.ts";
import { advanceOrdersWhenDue } from "../ordering/orders.ts";
import { markRead } from "./mark-read.ts";
import { NOTIFICATION_ROWS } from "./notification-list.ts";
import { registerNotificationSettingsRoutes } from "./notification-settings.routes.ts";

/** The caller's notifications (bell, /notifications) and their delivery settings. */
export function registerNotificationsRoutes(router: Router, ctx: ServerContext): void {
  registerListRoute(router, ctx, {
    list: NOTIFICATION_LIST,
    summary: "The caller's notifications, newest first, each with the unread total",
    tag: "Notifications",
    access: "signed-in",
    rows: NOTIFICATION_ROWS,
    owner: "user",
    // The bell's poll is what makes a placed order's next step arrive without a reload.
    before: (user) => advanceOrdersWhenDue(ctx, user.companyId),
    // Every open tab polls it every 5 s: an unchanged answer is sent again as it was.
    reuseWhileUnwritten: true,
  });

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
