import type { OutageDetail } from "../../../../src/core/api/events/index.ts";
import type { ServerContext } from "../../context.ts";
import type { OutageRecord, RfoRecord } from "./outage-records.ts";
import { renderRfoReport } from "./rfo-report.ts";

/**
 * GET /outages/{id}'s answer from a found outage: each RFO document with the size of the PDF
 * its download renders (the same outage gives the same bytes).
 */
export function outageDetail(
  ctx: ServerContext,
  found: { outage: OutageRecord; documents: RfoRecord[] },
): OutageDetail {
  const { outage, documents } = found;
  return {
    ...outage,
    rfo_documents: documents.map((document) => ({
      id: String(document.id),
      name: document.name,
      size: renderRfoReport(outage, document, ctx.config.documents).byteLength,
      published_at: document.publishedAt.toISOString(),
    })),
  };
}
