import { and, desc, eq, gte } from "drizzle-orm";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import {
  CALENDAR_FEED_HISTORY_DAYS,
  maintenanceCalendarEvent,
} from "../../../../src/core/api/events/calendar-feeds.ts";
import type { MaintenanceState } from "../../../../src/core/api/events/event-vocabulary.ts";
import { DAY_MS } from "../../../../src/core/durations.ts";
import type { ServerContext } from "../../context.ts";
import { maintenances } from "../../db/schema.ts";
import { portalLink } from "../../mail/portal-link.ts";

/** What the writer reads of a maintenance row. */
export type CalendarMaintenanceRow = Pick<
  typeof maintenances.$inferSelect,
  | "id"
  | "reference"
  | "title"
  | "state"
  | "windowStart"
  | "windowEnd"
  | "impact"
  | "location"
  | "services"
  | "updates"
  | "updatedAt"
>;

/**
 * Maintenances as one iCalendar document (RFC 5545), written by ical-generator, for the feed
 * and for the `.ics` a maintenance mail carries: one writer, so the mail's event and the
 * subscription's are the same event (same UID and SEQUENCE), which a calendar program merges
 * instead of showing twice. The event's fields are core's rule (maintenanceCalendarEvent).
 */
export function maintenanceEventsDocument(
  ctx: Pick<ServerContext, "config">,
  rows: ReadonlyArray<CalendarMaintenanceRow>,
): string {
  const { productName } = ctx.config.documents;
  const host = new URL(ctx.config.portalUrl).hostname;
  const calendar = ical({
    name: `${productName} maintenances`,
    description: `Planned and emergency maintenances on your services, from ${productName}.`,
    prodId: { company: productName, product: "Conduit", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
  });
  for (const row of rows) {
    const event = maintenanceCalendarEvent(
      {
        id: String(row.id),
        reference: row.reference,
        title: row.title,
        state: row.state as MaintenanceState,
        windowStart: row.windowStart,
        windowEnd: row.windowEnd,
        impact: row.impact,
        location: row.location,
        services: row.services,
        updateCount: row.updates.length,
      },
      host,
    );
    const url = portalLink(ctx, event.path);
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      // DTSTAMP: when this version of the event was made, from the record, so two reads of
      // an unchanged maintenance give the same document.
      stamp: row.updatedAt,
      start: event.start,
      end: event.end,
      summary: event.summary,
      description: `${event.description}\n${url}`,
      location: event.location,
      url,
      status: event.status === "CANCELLED" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

/** Most events one feed serves: a company with more maintenances sees the latest this many. */
const FEED_EVENT_LIMIT = 500;
/** How often a calendar program should look again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;

/**
 * The calendar feed's document: every maintenance of the company whose window ends within the
 * last CALENDAR_FEED_HISTORY_DAYS or later, cancelled ones included with STATUS:CANCELLED so a
 * subscriber's copy is withdrawn, not left behind.
 */
export async function maintenanceCalendar(ctx: ServerContext, companyId: number): Promise<string> {
  const now = ctx.now();
  const rows = await ctx.db
    .select({
      id: maintenances.id,
      reference: maintenances.reference,
      title: maintenances.title,
      state: maintenances.state,
      windowStart: maintenances.windowStart,
      windowEnd: maintenances.windowEnd,
      impact: maintenances.impact,
      location: maintenances.location,
      services: maintenances.services,
      updates: maintenances.updates,
      updatedAt: maintenances.updatedAt,
    })
    .from(maintenances)
    .where(
      and(
        eq(maintenances.companyId, companyId),
        gte(maintenances.windowEnd, new Date(now.getTime() - CALENDAR_FEED_HISTORY_DAYS * DAY_MS)),
      ),
    )
    .orderBy(desc(maintenances.windowStart), desc(maintenances.id))
    .limit(FEED_EVENT_LIMIT);

  return maintenanceEventsDocument(ctx, rows);
}
