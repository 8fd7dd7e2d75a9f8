import { OUTAGE_STATE_LABELS } from "../../../../src/core/api/events/event-vocabulary.ts";
import { FlowDocument } from "../../pdf/flow-document.ts";
import type { Letterhead } from "../../pdf/letterhead.ts";
import type { OutageRecord, RfoRecord } from "./outage-records.ts";

/** "2026-11-21 14:05 UTC": one zone for everyone reading the same report. */
function utc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** "3 h 42 min", "45 min", "2 d 1 h". */
export function durationText(fromIso: string, toIso: string): string {
  const minutes = Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days} d ${hours} h`;
  return hours > 0 ? `${hours} h ${rest} min` : `${rest} min`;
}

/**
 * The Reason For Outage report of an outage as a PDF: what happened (reference, times,
 * duration, where), which of the customer's services were affected, the timeline of notices,
 * the root cause and the resolution. Rendered from the outage on every download, so it never
 * disagrees with the outage page; the same outage and document give the same bytes.
 */
export function renderRfoReport(
  outage: OutageRecord,
  document: RfoRecord,
  letterhead: Letterhead,
): Uint8Array {
  const issuer = letterhead.productName;
  const preliminary = document.name.toLowerCase().startsWith("preliminary");
  const report = new FlowDocument(letterhead, {
    title: `Reason for Outage ${outage.reference}`,
    author: `${issuer} Network Operations Centre`,
    subject: outage.title,
    created: document.publishedAt,
  }).title(`Reason for Outage: ${outage.reference}`);
  report.paragraph(outage.title);
  if (preliminary) {
    report.paragraph(
      "Preliminary report: the investigation continues and the final report may add to or correct these findings.",
    );
  }
  report
    .field("Reference", outage.reference)
    .field("Status", OUTAGE_STATE_LABELS[outage.state])
    .field("Started", utc(outage.started_at))
    .field("Resolved", outage.resolved_at ? utc(outage.resolved_at) : "Not yet resolved")
    .field(
      "Duration",
      outage.resolved_at ? durationText(outage.started_at, outage.resolved_at) : "Ongoing",
    )
    .field("Location", outage.location || "Not stated")
    .field("Published", utc(document.publishedAt.toISOString()));

  report.heading("Affected services");
  if (outage.services.length === 0) report.paragraph("None of your services were affected.");
  for (const service of outage.services) report.bullet(`${service.name} (${service.id})`);

  report.heading("Timeline");
  if (outage.notices.length === 0) report.paragraph("No notices were published.");
  else {
    report.table(
      [
        { header: "Time", weight: 1 },
        { header: "Notice", weight: 3.2 },
      ],
      outage.notices.map((notice) => [utc(notice.at), notice.message]),
    );
  }

  report.heading("Root cause").paragraph(outage.root_cause ?? "Under investigation.");
  report.heading("Resolution").paragraph(outage.resolution ?? "Not yet resolved.");
  report
    .space(12)
    .paragraph(
      `Questions about this report: contact the ${issuer} Network Operations Centre and quote ${outage.reference}.`,
    );

  return report.finish(`${issuer} · ${document.name.replace(/\.pdf$/i, "")}`);
}
