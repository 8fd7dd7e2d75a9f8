import { sql } from "drizzle-orm";
import type {
  DisputeOutcome,
  InvoiceDetail,
  InvoiceDispute,
  InvoiceLine,
  InvoiceLineKind,
} from "../../../../src/core/api/billing/index.ts";
import { utcToday } from "../../../../src/core/api/calendar-date.ts";
import { minorUnitsOf, moneyOfMinorUnits } from "../../../../src/core/api/minor-units.ts";
import type { ServiceType } from "../../../../src/core/api/services/index.ts";
import type { TicketStatus } from "../../../../src/core/api/support/index.ts";
import type { ServerContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { notFound } from "../../http/api-error.ts";
import { linkOf } from "../services/service-rows.ts";
import { issueKey } from "../support/issue-keys.ts";
import { creditNotesOf } from "./credit-notes.ts";
import { INVOICE_COLUMNS, type InvoiceRow, toInvoiceSummary } from "./invoice-rows.ts";

/** Longest invoice number looked up; anything longer names no invoice. */
const MAX_NUMBER_LENGTH = 64;

/** The company's invoice by its number ("INV-2026-0114"), or 404 (another company's too). */
export async function findInvoice(db: Db, companyId: number, number: string): Promise<InvoiceRow> {
  if (number === "" || number.length > MAX_NUMBER_LENGTH) throw notFound();
  const [row] = rowsOf<InvoiceRow>(
    await db.execute(sql`select ${sql.raw(INVOICE_COLUMNS)} from invoices i
      where i.company_id = ${companyId} and i.number = ${number}`),
  );
  if (!row) throw notFound();
  return row;
}

interface LineRow {
  readonly id: string;
  readonly kind: InvoiceLineKind;
  readonly description: string;
  readonly period_start: string;
  readonly period_end: string;
  readonly amount_minor: number;
  readonly disputed: boolean;
  readonly cost_centre: string;
  readonly purchase_order: string;
  readonly service_id: string | null;
  readonly service_name: string | null;
  readonly service_type: ServiceType | null;
}

interface DisputeRow {
  readonly issue_number: number;
  readonly ticket_status: TicketStatus;
  readonly reason: string;
  readonly created_at: Date | string;
  readonly outcome: DisputeOutcome | null;
  readonly resolution_note: string | null;
  readonly resolved_at: Date | string | null;
  readonly credit_note: string | null;
}

/** An invoice's lines in print order. */
export async function invoiceLinesOf(
  db: Db,
  invoiceId: number,
  currency: string,
): Promise<InvoiceLine[]> {
  const rows = rowsOf<LineRow>(
    await db.execute(sql`select l.id::text as id, l.kind, l.description,
      l.period_start::text as period_start, l.period_end::text as period_end, l.amount_minor,
      l.disputed, l.cost_centre, l.purchase_order, s.public_id as service_id, s.name as service_name, s.type as service_type
      from invoice_lines l left join services s on s.id = l.service_id
      where l.invoice_id = ${invoiceId} order by l.position, l.id`),
  );
  return rows.map((row) => ({
    id: row.id,
    service: linkOf(row.service_id, row.service_name, row.service_type),
    kind: row.kind,
    description: row.description,
    period_start: row.period_start,
    period_end: row.period_end,
    amount: moneyOfMinorUnits(Number(row.amount_minor), currency),
    cost_centre: row.cost_centre,
    purchase_order: row.purchase_order,
    disputed: row.disputed,
  }));
}

/** The disputed lines' sum in minor units: the most a resolution may credit. */
export function disputedMinorOf(lines: ReadonlyArray<InvoiceLine>): number {
  return lines
    .filter((line) => line.disputed)
    .reduce((sum, line) => sum + (minorUnitsOf(line.amount) ?? 0), 0);
}

async function disputeOf(
  db: Db,
  invoiceId: number,
  currency: string,
  lines: ReadonlyArray<InvoiceLine>,
): Promise<InvoiceDispute | null> {
  const [row] = rowsOf<DisputeRow>(
    await db.execute(sql`select t.issue_number, t.status as ticket_status, d.reason, d.created_at,
      d.outcome, d.resolution_note, d.resolved_at, n.number as credit_note
      from invoice_disputes d join support_tickets t on t.id = d.ticket_id
      left join credit_notes n on n.dispute_id = d.id
      where d.invoice_id = ${invoiceId}`),
  );
  if (!row) return null;
  return {
    ticket: issueKey(Number(row.issue_number)),
    ticket_status: row.ticket_status,
    reason: row.reason,
    opened_at: new Date(row.created_at).toISOString(),
    line_count: lines.filter((line) => line.disputed).length,
    disputed_amount: moneyOfMinorUnits(disputedMinorOf(lines), currency),
    resolution:
      row.outcome === null || row.resolved_at === null
        ? null
        : {
            outcome: row.outcome,
            note: row.resolution_note ?? "",
            resolved_at: new Date(row.resolved_at).toISOString(),
            credit_note: row.credit_note,
          },
  };
}

/** GET /invoices/{id}: the invoice, its lines and its dispute with the ticket's status. */
export async function invoiceDetailOf(
  ctx: ServerContext,
  db: Db,
  row: InvoiceRow,
): Promise<InvoiceDetail> {
  const lines = await invoiceLinesOf(db, row.row_id, row.currency);
  return {
    ...toInvoiceSummary(row, utcToday(ctx.now())),
    tax_rate_bp: Number(row.tax_rate_bp),
    lines,
    dispute: await disputeOf(db, row.row_id, row.currency, lines),
    credit_notes: await creditNotesOf(db, row.row_id),
  };
}

export async function invoiceDetail(
  ctx: ServerContext,
  companyId: number,
  number: string,
): Promise<InvoiceDetail> {
  return invoiceDetailOf(ctx, ctx.db, await findInvoice(ctx.db, companyId, number));
}
