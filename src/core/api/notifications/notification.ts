import { Schema } from "effect";
import { Count, Id, IsoDateTime, NonEmptyString } from "../primitives.ts";

/** Modules whose notifications get their own icon (spec section 3); others get the bell. */
export const NOTIFICATION_MODULES = [
  "service",
  "service_port",
  "service_cloud_connect",
  "service_evpl",
] as const;
export type NotificationModule = (typeof NOTIFICATION_MODULES)[number];

/**
 * Icon names by meaning, not by glyph: the UI maps each to a picture of its icon set.
 * "general" is for notifications without a module or from a module not listed above.
 */
export type NotificationIcon = "service" | "port" | "cloud-connect" | "evpl" | "general";

const ICON_BY_MODULE: Readonly<Record<NotificationModule, NotificationIcon>> = {
  service: "service",
  service_port: "port",
  service_cloud_connect: "cloud-connect",
  service_evpl: "evpl",
};

function isNotificationModule(value: string): value is NotificationModule {
  return Object.hasOwn(ICON_BY_MODULE, value);
}

/** The icon of a notification from its `related_module`. */
export function notificationIcon(relatedModule: string | null | undefined): NotificationIcon {
  if (relatedModule == null || !isNotificationModule(relatedModule)) return "general";
  return ICON_BY_MODULE[relatedModule];
}

/**
 * One notification. `url` is where clicking it leads (a portal path), if anywhere.
 * `related_module` stays an open string so that a new backend module does not break the
 * list. `total_unread` is the user's unread count at answer time, repeated on every item;
 * the portal reads it from the first result (spec section 3).
 */
export const Notification = Schema.Struct({
  id: Id,
  message: NonEmptyString,
  url: Schema.NullOr(Schema.String),
  is_read: Schema.Boolean,
  date_created: IsoDateTime,
  related_module: Schema.NullOr(Schema.String),
  total_unread: Count,
});
export type Notification = typeof Notification.Type;

/** The unread count of a page: from its first result, or 0 when the page is empty. */
export function unreadCount(page: { readonly results: ReadonlyArray<Notification> }): number {
  return page.results[0]?.total_unread ?? 0;
}

/** PUT /notifications/read: mark the listed notifications read, or every one with "all". */
export const MarkReadRequest = Schema.Struct({
  ids: Schema.Union([
    Schema.Literal("all"),
    Schema.Array(Id).pipe(
      Schema.check(Schema.isMinLength(1, { message: 'Expected at least one id, or "all"' })),
    ),
  ]),
});

/** The answer to PUT /notifications/read: the unread count afterwards, for the badge. */
export const MarkReadResponse = Schema.Struct({ total_unread: Count });
