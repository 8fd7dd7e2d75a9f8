import {
  NotificationSettings,
  UpdateNotificationSettingsRequest,
} from "../../../../src/core/api/notifications/notification-settings.ts";
import type { ServerContext } from "../../context.ts";
import type { Router } from "../../http/routes.ts";
import { changeSettings, settingsOf } from "./notification-settings.ts";

/**
 * GET and PUT /notification-settings: per topic, whether it is delivered by e-mail and in
 * the portal. PUT takes any subset of the topics (unknown topics are a 400 naming the item)
 * and answers the whole list as GET does.
 */
export function registerNotificationSettingsRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "GET",
      path: "/notification-settings",
      summary: "How each notification topic reaches the caller",
      tag: "Notifications",
      access: "signed-in",
      response: NotificationSettings,
    },
    async ({ user }) => ({ settings: await settingsOf(ctx, user.id) }),
  );

  router.route(
    {
      method: "PUT",
      path: "/notification-settings",
      summary: "Change how some or all notification topics reach the caller",
      tag: "Notifications",
      access: "signed-in",
      body: UpdateNotificationSettingsRequest,
      response: NotificationSettings,
    },
    async ({ user, body }) => {
      await changeSettings(ctx, user.id, body.settings);
      return { settings: await settingsOf(ctx, user.id) };
    },
  );
}
