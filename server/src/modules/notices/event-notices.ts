import { maintenancePath, outagePath } from "../../../../src/core/api/events/event-paths.ts";
import {
  IMPACT_LEVEL_LABELS,
  type ImpactLevel,
  MAINTENANCE_TYPE_LABELS,
  type MaintenanceType,
} from "../../../../src/core/api/events/event-vocabulary.ts";
import { utcMinuteText } from "../../../../src/core/format/utc-minute.ts";
import type { ServerContext } from "../../context.ts";
import type { maintenances, outages } from "../../db/schema.ts";
import { mailContacts } from "./contact-mail.ts";
import { maintenanceCalendar } from "./maintenance-calendar.ts";

type MaintenanceRow = typeof maintenances.$inferSelect;
type OutageRow = typeof outages.$inferSelect;

const serviceLines = (services: ReadonlyArray<{ id: string; name: string }>) =>
  services.map((service) => `- ${service.name} (${service.id})`).join("\n");

/** What became of an announced maintenance: the mail's first word and the staff's notice. */
export interface MaintenanceChangeNotice {
  readonly heading: "Updated" | "Cancelled";
  readonly notice: string;
}

/**
 * A maintenance announced to the company, or changed or cancelled since: its contacts for
 * maintenances, with the .ics (the same UID, a higher SEQUENCE, STATUS:CANCELLED once
 * cancelled, so the calendar entry is updated or withdrawn instead of added again).
 */
export function mailMaintenanceNotice(
  ctx: ServerContext,
  row: MaintenanceRow,
  change?: MaintenanceChangeNotice,
): Promise<number> {
  const type = MAINTENANCE_TYPE_LABELS[row.type as MaintenanceType];
  const heading = change === undefined ? "" : `${change.heading}: `;
  return mailContacts(ctx, row.companyId, {
    kind: "maintenances",
    services: row.services.map((service) => service.id),
    subject: `${heading}${type} maintenance ${row.reference}: ${row.title}`,
    body: [
      `${heading}${type} maintenance ${row.reference}: ${row.title}`,
      ...(change === undefined ? [] : [change.notice, ""]),
      `Window: ${utcMinuteText(row.windowStart)} to ${utcMinuteText(row.windowEnd)}`,
      `Location: ${row.location}`,
      `Impact: ${IMPACT_LEVEL_LABELS[row.impactLevel as ImpactLevel]}. ${row.impact}`,
      "",
      row.description,
      "",
      "Affected services:",
      serviceLines(row.services),
      "",
      "The attached calendar entry holds the window.",
    ].join("\n"),
    path: maintenancePath(row.id),
    attachments: [maintenanceCalendar(ctx, row)],
  });
}

/** An outage declared for the company: its contacts for outages. */
export function mailOutageNotice(ctx: ServerContext, row: OutageRow): Promise<number> {
  const latest = row.notices.at(-1)?.message ?? "";
  return mailContacts(ctx, row.companyId, {
    kind: "outages",
    services: row.services.map((service) => service.id),
    subject: `Outage ${row.reference}: ${row.title}`,
    body: [
      `Outage ${row.reference}: ${row.title}`,
      `Since: ${utcMinuteText(row.startedAt)}`,
      `Location: ${row.location}`,
      "",
      latest,
      "",
      "Affected services:",
      serviceLines(row.services),
    ].join("\n"),
    path: outagePath(row.id),
  });
}
