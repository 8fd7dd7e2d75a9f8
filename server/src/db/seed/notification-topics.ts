// The topics live in the contract (src/core/api/notifications/notification-settings.ts); the seed uses them.
export {
  NOTIFICATION_TOPICS,
  type NotificationTopic,
} from "../../../../src/core/api/notifications/notification-settings.ts";
