import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { ServerContext } from "../../context.ts";
import type { maintenances, OutboxAttachment } from "../../db/schema.ts";
import { portalLink } from "../../mail/portal-link.ts";

type MaintenanceRow = typeof maintenances.$inferSelect;

/**
 * The maintenance window as an iCalendar file (RFC 5545) for the contacts' calendars: one
 * event, its times in UTC, its UID the maintenance's reference under the portal's host, so
 * that a later notice of the same window updates the entry instead of adding another.
 */
export function maintenanceCalendar(
  ctx: Pick<ServerContext, "config" | "now">,
  maintenance: Pick<
    MaintenanceRow,
    | "id"
    | "reference"
    | "title"
    | "state"
    | "windowStart"
    | "windowEnd"
    | "location"
    | "impact"
    | "updatedAt"
  >,
): OutboxAttachment {
  const calendar = ical({
    prodId: { company: "Conduit", product: "Customer portal", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `${maintenance.reference}@${new URL(ctx.config.portalUrl).host}`,
    stamp: ctx.now(),
    lastModified: maintenance.updatedAt,
    start: maintenance.windowStart,
    end: maintenance.windowEnd,
    summary: `${maintenance.reference}: ${maintenance.title}`,
    description: maintenance.impact,
    location: maintenance.location,
    url: portalLink(ctx, `/support/maintenances/${maintenance.id}`),
    status:
      maintenance.state === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return {
    filename: `${maintenance.reference}.ics`,
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: calendar.toString(),
  };
}
