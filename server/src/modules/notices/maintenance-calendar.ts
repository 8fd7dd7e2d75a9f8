import type { ServerContext } from "../../context.ts";
import type { OutboxAttachment } from "../../db/schema.ts";
import {
  type CalendarMaintenanceRow,
  maintenanceEventsDocument,
} from "../events/maintenance-calendar.ts";

/**
 * The maintenance window as an iCalendar file for the contacts' calendars: the same event the
 * calendar feed serves (events/maintenance-calendar.ts: one UID per maintenance, times in UTC,
 * SEQUENCE raised by each update), so a later notice, or a subscription to the feed, updates
 * the entry instead of adding another.
 */
export function maintenanceCalendar(
  ctx: Pick<ServerContext, "config">,
  maintenance: CalendarMaintenanceRow,
): OutboxAttachment {
  return {
    filename: `${maintenance.reference}.ics`,
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: maintenanceEventsDocument(ctx, [maintenance]),
  };
}
