import {
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  type TicketExportStatus,
  type TicketSummary,
} from "../../../../src/core/api/support/index.ts";
import type { ServerContext } from "../../context.ts";
import { supportTicketExports } from "../../db/schema.ts";
import { latestExport, recordedCsvExport } from "../../http/export-recorder.ts";
import type { CsvExport } from "../../http/list-route.ts";

/** One CSV row per ticket, in TICKET_EXPORT_COLUMNS order. */
function exportRow(ticket: TicketSummary): Array<string | null> {
  return [
    ticket.id,
    ticket.summary,
    ticket.type.name,
    ticket.classification?.name ?? null,
    TICKET_STATUS_LABELS[ticket.status],
    TICKET_PRIORITY_LABELS[ticket.priority],
    ticket.service?.id ?? null,
    ticket.service?.name ?? null,
    ticket.reporter.name,
    ticket.reporter.email,
    ticket.created,
    ticket.updated,
  ];
}

/**
 * GET /support/tickets?export=true: the whole filtered list (no paging) as a CSV download,
 * recorded per user so that GET /support/ticket-export can report it: "running" while it is
 * written, then "ready" with its row count, or "failed".
 */
export function ticketExport(ctx: ServerContext): CsvExport<TicketSummary> {
  return recordedCsvExport(ctx, supportTicketExports, {
    row: exportRow,
    filename: (day) => `tickets-${day}.csv`,
  });
}

/** GET /support/ticket-export: the caller's latest export. */
export function exportStatus(ctx: ServerContext, userId: number): Promise<TicketExportStatus> {
  return latestExport(ctx, supportTicketExports, userId);
}
