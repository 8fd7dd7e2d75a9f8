import { Schema } from "effect";
import { defineList } from "../define-list.ts";
import { boundedTrim, Id, IsoDateTime, NonEmptyString } from "../primitives.ts";
import { maintenancePath } from "./event-paths.ts";
import type { MaintenanceState } from "./event-vocabulary.ts";

/**
 * Calendar feeds (issue 43): a secret address per user that a calendar program (Outlook,
 * Google Calendar, Apple Calendar) subscribes to, serving the company's maintenances as
 * iCalendar (RFC 5545). The address is the only credential, so it is shown once, only a digest
 * of its secret is stored, and revoking the feed ends the address at once.
 *
 * POST /calendar-feeds {name} -> 201 CreatedCalendarFeed (with `url`, shown once);
 * GET /calendar-feeds: the caller's own feeds (CALENDAR_FEED_LIST);
 * DELETE /calendar-feeds/{id} -> 204; GET /calendar/{secret}/maintenances.ics: the feed.
 */

/** Longest name a user gives a feed ("Outlook on the NOC wall screen"). */
export const MAX_CALENDAR_FEED_NAME_LENGTH = 100;
/** Live feeds one user may hold: enough for every device, few enough to review. */
export const MAX_CALENDAR_FEEDS_PER_USER = 10;
/** Characters of the secret the list shows, so a user can tell their addresses apart. */
export const CALENDAR_FEED_PREFIX_LENGTH = 6;
/** How far back the feed reaches: a finished maintenance stays visible for this many days. */
export const CALENDAR_FEED_HISTORY_DAYS = 90;

export const CALENDAR_FEED_REFUSALS = {
  tooMany: `You already have ${MAX_CALENDAR_FEEDS_PER_USER} calendar addresses. Revoke one you no longer use first.`,
  impersonating:
    "A calendar address belongs to the person who uses it: sign in as yourself to create one.",
} as const;

/** One of the caller's feeds as the list shows it: never the address itself. */
export const CalendarFeed = Schema.Struct({
  id: Id,
  name: NonEmptyString,
  /** The first characters of the address's secret, to tell addresses apart. */
  prefix: NonEmptyString,
  created: IsoDateTime,
  /** When a calendar program last read it, or null if none has yet. */
  last_used: Schema.NullOr(IsoDateTime),
});
export type CalendarFeed = typeof CalendarFeed.Type;

/** GET /calendar-feeds, declared once (define-list.ts): the caller's own, newest first. */
export const CALENDAR_FEED_LIST = defineList({
  resource: "calendar-feeds",
  path: "/calendar-feeds",
  item: CalendarFeed,
});

export const CreateCalendarFeedRequest = Schema.Struct({
  name: boundedTrim(MAX_CALENDAR_FEED_NAME_LENGTH).pipe(
    Schema.check(Schema.isNonEmpty({ message: "Give the address a name." })),
  ),
});
export type CreateCalendarFeedRequest = typeof CreateCalendarFeedRequest.Type;

/** POST /calendar-feeds: the new feed with its address, the only time the address is shown. */
export const CreatedCalendarFeed = Schema.Struct({
  ...CalendarFeed.fields,
  url: NonEmptyString,
});
export type CreatedCalendarFeed = typeof CreatedCalendarFeed.Type;

/** The feed's path under the API prefix for a secret (the server serves it, the portal shows it). */
export function calendarFeedPath(secret: string): string {
  return `/calendar/${secret}/maintenances.ics`;
}

/**
 * The same address for calendar programs that subscribe through the webcal scheme (Apple
 * Calendar, Outlook on the desktop): only the scheme changes.
 */
export function webcalAddress(url: string): string {
  return url.replace(/^https?:\/\//u, "webcal://");
}

/** What the feed needs of a maintenance. */
export interface FeedMaintenance {
  readonly id: string;
  readonly reference: string;
  readonly title: string;
  readonly state: MaintenanceState;
  readonly windowStart: Date;
  readonly windowEnd: Date;
  readonly impact: string;
  readonly location: string;
  readonly services: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  /** Notices published since the announcement, each one a change subscribers must see. */
  readonly updateCount: number;
}

/** One maintenance as a calendar event, independent of the iCalendar library that writes it. */
export interface MaintenanceCalendarEvent {
  /** Stable across every read of every feed: a calendar program matches updates by it. */
  readonly uid: string;
  /**
   * Raised on every change (RFC 5545 3.8.7.4), or a subscriber keeps the old copy: each
   * published update counts, and a cancellation counts once more.
   */
  readonly sequence: number;
  readonly start: Date;
  readonly end: Date;
  readonly summary: string;
  readonly description: string;
  readonly location: string;
  readonly status: "CONFIRMED" | "CANCELLED";
  /** The maintenance's page in the portal, a path for the server to make absolute. */
  readonly path: string;
}

/**
 * The rule from a maintenance to its calendar event, once, for the feed and any mail that
 * attaches an event. `host` qualifies the UID (the provider's portal host), so two providers'
 * events never collide in one calendar.
 */
export function maintenanceCalendarEvent(
  maintenance: FeedMaintenance,
  host: string,
): MaintenanceCalendarEvent {
  const cancelled = maintenance.state === "cancelled";
  const services =
    maintenance.services.length === 0
      ? "Affected services: none of yours."
      : `Affected services: ${maintenance.services.map((service) => service.name).join(", ")}.`;
  return {
    uid: `maintenance-${maintenance.id}@${host}`,
    sequence: maintenance.updateCount + (cancelled ? 1 : 0),
    start: maintenance.windowStart,
    end: maintenance.windowEnd,
    summary: `${cancelled ? "Cancelled: " : ""}${maintenance.reference} ${maintenance.title}`,
    description: `${maintenance.impact}\n${services}`,
    location: maintenance.location,
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    path: maintenancePath(maintenance.id),
  };
}
