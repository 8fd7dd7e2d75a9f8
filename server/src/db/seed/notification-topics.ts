/** Topics a user chooses channels for in /account-settings/notification-settings. */
export const NOTIFICATION_TOPICS = [
  "maintenances",
  "outages",
  "tickets",
  "billing",
  "services",
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
