import { desc, eq } from "drizzle-orm";
import {
  TICKET_EXPORT_COLUMNS,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  type TicketExportStatus,
  type TicketSummary,
} from "../../../../src/core/api/support/index.ts";
import type { ServerContext } from "../../context.ts";
import { supportTicketExports } from "../../db/schema.ts";
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
  return {
    header: TICKET_EXPORT_COLUMNS,
    row: exportRow,
    filename: (day) => `tickets-${day}.csv`,
    track: async (user, write) => {
      const [record] = await ctx.db
        .insert(supportTicketExports)
        .values({
          companyId: user.companyId,
          userId: user.id,
          status: "running",
          startedAt: ctx.now(),
        })
        .returning({ id: supportTicketExports.id });
      const finish = (status: "ready" | "failed", rowCount: number | null) =>
        record
          ? ctx.db
              .update(supportTicketExports)
              .set({ status, rowCount, finishedAt: ctx.now() })
              .where(eq(supportTicketExports.id, record.id))
          : Promise.resolve();
      let count: number;
      try {
        count = await write();
      } catch (error) {
        await finish("failed", null);
        throw error;
      }
      await finish("ready", count);
    },
  };
}

/** GET /support/ticket-export: the caller's latest export. */
export async function exportStatus(
  ctx: ServerContext,
  userId: number,
): Promise<TicketExportStatus> {
  const [latest] = await ctx.db
    .select()
    .from(supportTicketExports)
    .where(eq(supportTicketExports.userId, userId))
    .orderBy(desc(supportTicketExports.startedAt), desc(supportTicketExports.id))
    .limit(1);
  if (!latest) return { status: "none", last_export_at: null, row_count: null };
  return {
    status: latest.status as TicketExportStatus["status"],
    last_export_at: latest.startedAt.toISOString(),
    row_count: latest.rowCount,
  };
}
