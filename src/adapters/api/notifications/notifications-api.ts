import { MarkReadResponse } from "../../../core/api/notifications/notification.ts";
import { NOTIFICATION_LIST } from "../../../core/api/notifications/notification-filters.ts";
import {
  NotificationSettings,
  type UpdateNotificationSettingsRequest,
} from "../../../core/api/notifications/notification-settings.ts";
import type { HttpClient } from "../../http/index.ts";
import { type ListCall, readListPage } from "../../lists/list-resource.ts";

/** The filters of GET /notifications plus the page window (its declaration's call). */
export type NotificationQuery = ListCall<typeof NOTIFICATION_LIST>;

/** The caller's notifications and how they are delivered (spec section 7). */
export function createNotificationsApi(http: HttpClient) {
  return {
    notifications: (query: NotificationQuery = {}, signal?: AbortSignal) =>
      readListPage(http, NOTIFICATION_LIST, query, signal),
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
