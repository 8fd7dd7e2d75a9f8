/**
 * The signed-in user's notifications (/v2 contract): GET /notifications with its filters,
 * PUT /notifications/read, GET and PUT /notification-settings.
 */
export {
  MarkReadRequest,
  MarkReadResponse,
  NOTIFICATION_MODULES,
  Notification,
  type NotificationIcon,
  type NotificationModule,
  notificationIcon,
  unreadCount,
} from "./notification.ts";
export * from "./notification-filters.ts";
export * from "./notification-retention.ts";
export * from "./notification-settings.ts";
