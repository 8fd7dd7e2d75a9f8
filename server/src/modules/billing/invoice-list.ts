import { sql } from "drizzle-orm";
import {
  INVOICE_LIST,
  INVOICE_STATUS_LABELS,
  type InvoiceOrdering,
  type InvoiceSummary,
  invoiceStatusesOf,
} from "../../../../src/core/api/billing/index.ts";
import { utcToday } from "../../../../src/core/api/calendar-date.ts";
import type { ListQueryOf } from "../../../../src/core/api/define-list.ts";
import { moneyOfMinorUnits } from "../../../../src/core/api/minor-units.ts";
import type { ServerContext } from "../../context.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { contains, given, where } from "../../http/list-filters.ts";
import type { CsvCells, CsvExport } from "../../http/list-route.ts";
import {
  countedPerCompany,
  type ListFilter,
  type ListRowsOf,
  orderingOr,
} from "../../http/paged-list.ts";
import { INVOICE_COLUMNS, type InvoiceRow, toInvoiceSummary } from "./invoice-rows.ts";

/** ORDER BY of each ordering; the id breaks ties so pages never overlap. */
const INVOICE_ORDERS: Readonly<Record<InvoiceOrdering, string>> = {
  "-period": "i.period_start desc, i.id desc",
  period: "i.period_start asc, i.id asc",
  "-due_date": "i.due_date desc, i.id desc",
  due_date: "i.due_date asc, i.id asc",
  "-total": "i.total_minor desc, i.id desc",
  total: "i.total_minor asc, i.id asc",
  status: "i.status asc, i.period_start desc, i.id desc",
  "-status": "i.status desc, i.period_start desc, i.id desc",
};

/**
 * The status filter. "overdue" is not stored (an open invoice past its due date), so the
 * stored statuses asked for come first, where the (company, status, due date) index serves
 * them, and an open row is then kept by whether it is open or overdue today. The value is
 * "stored|today|asked" so that the statement stays one prepared text whatever the day.
 */
function statusFilter(now: () => Date): ListFilter<ListQueryOf<typeof INVOICE_LIST>> {
  return {
    sql: `i.status = any(string_to_array(split_part(?, '|', 1), ','))
      and (i.status <> 'open'
        or (case when i.due_date < split_part(?, '|', 2)::date then 'overdue' else 'open' end)
          = any(string_to_array(split_part(?, '|', 3), ',')))`,
    type: "text",
    value: (query) => {
      const asked = given(query.status) ? invoiceStatusesOf(query.status) : [];
      if (asked.length === 0) return null;
      const stored = [...new Set(asked.map((status) => (status === "overdue" ? "open" : status)))];
      return `${stored.join(",")}|${utcToday(now())}|${asked.join(",")}`;
    },
  };
}

/**
 * The company's invoices (GET /invoices and its export), newest billed month first. The
 * period filters keep invoices whose billed month overlaps [period_from, period_to]; `text`
 * searches the number (trigram index on `search_text`).
 */
export function invoiceList(ctx: ServerContext): ListRowsOf<typeof INVOICE_LIST, InvoiceRow> {
  return {
    name: "invoices",
    table: "invoices i",
    alias: "i",
    owner: "i.company_id = $1",
    unfilteredCount: countedPerCompany("invoices"),
    filters: [
      statusFilter(() => ctx.now()),
      where("i.period_end >= ?::date", "text", (query) => query.period_from),
      where("i.period_start <= ?::date", "text", (query) => query.period_to),
      contains("i.search_text", (query) => query.text),
      // Invoices with a line of that cost centre (the lines' invoice index serves it).
      where(
        `exists (select 1 from invoice_lines cl
          where cl.invoice_id = i.id and lower(cl.cost_centre) = lower(trim(?)))`,
        "text",
        (query) => query.cost_centre,
      ),
    ],
    orderings: INVOICE_ORDERS,
    ordering: orderingOr(INVOICE_LIST.defaultOrdering),
    columns: INVOICE_COLUMNS,
    toItem: (row) => toInvoiceSummary(row, utcToday(ctx.now())),
  };
}

interface ExportLineRow {
  readonly number: string;
  readonly position: number;
  readonly service_id: string | null;
  readonly description: string;
  readonly period_start: string;
  readonly period_end: string;
  readonly cost_centre: string;
  readonly purchase_order: string;
  readonly amount_minor: number;
}

/**
 * GET /invoices?export=true: one CSV row per invoice line, the invoice's columns repeated on
 * each, amounts as decimal strings, so each charge books to its cost centre and purchase
 * order (an invoice without lines is one row with the line's columns empty). The lines of
 * every exported invoice are read in one statement.
 */
export function invoiceExport(ctx: ServerContext): CsvExport<InvoiceSummary> {
  return {
    rowsOf: async (invoices) => {
      // One text parameter whatever the count (numbers hold no comma).
      const numbers = invoices.map((invoice) => invoice.number).join(",");
      const lines = rowsOf<ExportLineRow>(
        await ctx.db.execute(sql`select i.number, l.position, s.public_id as service_id,
          l.description, l.period_start::text as period_start, l.period_end::text as period_end,
          l.cost_centre, l.purchase_order, l.amount_minor
          from invoice_lines l join invoices i on i.id = l.invoice_id
          left join services s on s.id = l.service_id
          where i.number = any(string_to_array(${numbers}, ','))
          order by l.invoice_id, l.position, l.id`),
      );
      const byInvoice = new Map<string, ExportLineRow[]>();
      for (const line of lines)
        byInvoice.set(line.number, [...(byInvoice.get(line.number) ?? []), line]);
      return invoices.flatMap((invoice) => {
        const own = byInvoice.get(invoice.number) ?? [];
        const head = invoiceCells(invoice);
        if (own.length === 0) return [[...head, null, null, null, null, null, null, null, null]];
        return own.map((line, index) => [
          ...head,
          index + 1,
          line.service_id,
          line.description,
          line.period_start,
          line.period_end,
          line.cost_centre,
          line.purchase_order,
          moneyOfMinorUnits(Number(line.amount_minor), invoice.currency).amount,
        ]);
      });
    },
    filename: (day) => `invoices-${day}.csv`,
  };
}

function invoiceCells(invoice: InvoiceSummary): CsvCells {
  return [
    invoice.number,
    invoice.period_start,
    invoice.period_end,
    invoice.issue_date,
    invoice.due_date,
    INVOICE_STATUS_LABELS[invoice.status],
    invoice.currency,
    invoice.subtotal.amount,
    invoice.tax.amount,
    invoice.total.amount,
    invoice.balance_due.amount,
  ];
}
