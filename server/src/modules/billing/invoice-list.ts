import {
  INVOICE_LIST,
  INVOICE_STATUS_LABELS,
  type InvoiceListQuery,
  type InvoiceOrdering,
  type InvoiceSummary,
  invoiceStatusesOf,
} from "../../../../src/core/api/billing/index.ts";
import { utcToday } from "../../../../src/core/api/calendar-date.ts";
import type { ServerContext } from "../../context.ts";
import { contains, given, where } from "../../http/list-filters.ts";
import type { CsvExport } from "../../http/list-route.ts";
import {
  countedPerCompany,
  type ListDeclaration,
  type ListFilter,
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
function statusFilter(now: () => Date): ListFilter<InvoiceListQuery> {
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
export function invoiceList(
  ctx: ServerContext,
): ListDeclaration<InvoiceListQuery, InvoiceRow, InvoiceSummary> {
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
    ],
    orderings: INVOICE_ORDERS,
    ordering: orderingOr(INVOICE_LIST.defaultOrdering),
    columns: INVOICE_COLUMNS,
    toItem: (row) => toInvoiceSummary(row, utcToday(ctx.now())),
  };
}

/** GET /invoices?export=true: one CSV row per invoice, amounts as decimal strings. */
export const INVOICE_EXPORT: CsvExport<InvoiceSummary> = {
  row: (invoice) => [
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
  ],
  filename: (day) => `invoices-${day}.csv`,
};
