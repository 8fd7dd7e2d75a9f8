import {
  MarkReadResponse,
  NotificationList,
} from "../../../core/api/notifications/notification.ts";
import type { NotificationFilters } from "../../../core/api/notifications/notification-filters.ts";
import {
  NotificationSettings,
  type UpdateNotificationSettingsRequest,
} from "../../../core/api/notifications/notification-settings.ts";
import type { HttpClient } from "../../http/index.ts";
import type { ListWindow } from "../list-window.ts";

/** The filters of GET /notifications plus the page window. */
export type NotificationQuery = NotificationFilters & ListWindow;

/** The caller's notifications and how they are delivered (spec section 7). */
export function createNotificationsApi(http: HttpClient) {
  return {
    notifications: (query: NotificationQuery = {}, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/notifications",
        query: { ...query },
        response: NotificationList,
        signal,
      }),
    /** PUT /notifications/read with some ids or "all"; answers the unread total. */
    markNotificationsRead: (ids: ReadonlyArray<string> | "all") =>
      http.request({
        method: "PUT",
        path: "/notifications/read",
        body: { ids },
        response: MarkReadResponse,
      }),
    notificationSettings: (signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/notification-settings",
        response: NotificationSettings,
        signal,
      }),
    updateNotificationSettings: (request: UpdateNotificationSettingsRequest) =>
      http.request({
        method: "PUT",
        path: "/notification-settings",
        body: request,
        response: NotificationSettings,
      }),
  };
}

export type NotificationsApi = ReturnType<typeof createNotificationsApi>;
