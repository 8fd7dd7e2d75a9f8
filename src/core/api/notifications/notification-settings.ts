import { Schema } from "effect";
import { NonEmptyString } from "../primitives.ts";

/** The topics a user picks delivery channels for (/account-settings/notification-settings). */
export const NOTIFICATION_TOPICS = [
  "maintenances",
  "outages",
  "tickets",
  "billing",
  "services",
  "users",
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** What the settings screen calls each topic ("services" is the status of one's services). */
export const NOTIFICATION_TOPIC_LABELS: Readonly<Record<NotificationTopic, string>> = {
  maintenances: "Maintenances",
  outages: "Outages",
  tickets: "Support tickets",
  billing: "Billing",
  services: "Service status",
  users: "Users of your company",
};

/** The label of a topic the server answered, or the topic itself when this portal does not know it. */
export function notificationTopicLabel(topic: string): string {
  return (NOTIFICATION_TOPIC_LABELS as Readonly<Record<string, string>>)[topic] ?? topic;
}

/**
 * How one topic reaches the user: by e-mail, in the portal (bell and list), both or neither.
 * The topic stays an open string in answers so a backend with more topics does not break the
 * settings screen; requests may only name the topics above.
 */
export const NotificationSetting = Schema.Struct({
  topic: NonEmptyString,
  email: Schema.Boolean,
  portal: Schema.Boolean,
});
export type NotificationSetting = typeof NotificationSetting.Type;

/** GET /notification-settings (and the answer to PUT): every topic, in the order above. */
export const NotificationSettings = Schema.Struct({
  settings: Schema.Array(NotificationSetting),
});
export type NotificationSettings = typeof NotificationSettings.Type;

/** One topic's channels as PUT /notification-settings takes them. */
export const NotificationSettingChange = Schema.Struct({
  topic: Schema.Literals(NOTIFICATION_TOPICS),
  email: Schema.Boolean,
  portal: Schema.Boolean,
});
export type NotificationSettingChange = typeof NotificationSettingChange.Type;

const topicsOnce = Schema.makeFilter(
  (settings: ReadonlyArray<NotificationSettingChange>) =>
    new Set(settings.map((setting) => setting.topic)).size === settings.length ||
    "Each topic may appear only once.",
);

/**
 * PUT /notification-settings: the topics to change, each at most once. Topics left out keep
 * their channels, so the full list and a single toggled topic are both valid requests.
 */
export const UpdateNotificationSettingsRequest = Schema.Struct({
  settings: Schema.Array(NotificationSettingChange).pipe(
    Schema.check(Schema.isMinLength(1, { message: "Expected at least one topic" }), topicsOnce),
  ),
});
export type UpdateNotificationSettingsRequest = typeof UpdateNotificationSettingsRequest.Type;
