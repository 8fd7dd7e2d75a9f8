import { CalendarDate } from "../calendar-date.ts";
import { CommaListFilter, commaListOf, FilterText, ListQuery, orEmpty } from "../list-query.ts";
import { INVOICE_STATUSES, type InvoiceStatus } from "./invoice-vocabulary.ts";

/** `?ordering=` of the invoice list, DRF style; newest period first by default. */
export const INVOICE_ORDERINGS = [
  "-period",
  "period",
  "-due_date",
  "due_date",
  "-total",
  "total",
  "status",
  "-status",
] as const;
export type InvoiceOrdering = (typeof INVOICE_ORDERINGS)[number];
export const DEFAULT_INVOICE_ORDERING: InvoiceOrdering = "-period";

export const INVOICE_SEARCH_MAX_LENGTH = 200;

/** The statuses of a `status` filter: "overdue" or a comma list "open,overdue". */
export const invoiceStatusesOf: (filter: string | undefined) => InvoiceStatus[] =
  commaListOf(INVOICE_STATUSES);

/**
 * GET /invoices filters, as query parameters (plus `offset` and `limit`):
 * - `status`: one status or a comma list (INVOICE_STATUSES; "overdue" is open past due);
 * - `period_from`, `period_to`: days; invoices whose billed month overlaps them;
 * - `text`: in the invoice number, ignoring case;
 * - `ordering`: INVOICE_ORDERINGS;
 * - `export=true`: the whole filtered list as CSV (offset and limit ignored).
 * An unknown value of any filter is a 400 naming the field.
 */
export const InvoiceListQuery = ListQuery(
  {
    status: orEmpty(CommaListFilter(INVOICE_STATUSES)),
    period_from: orEmpty(CalendarDate),
    period_to: orEmpty(CalendarDate),
    text: orEmpty(FilterText(INVOICE_SEARCH_MAX_LENGTH)),
  },
  INVOICE_ORDERINGS,
);
export type InvoiceListQuery = typeof InvoiceListQuery.Type;

/** The CSV of GET /invoices?export=true: this header, one row per invoice, RFC 4180. */
export const INVOICE_EXPORT_COLUMNS = [
  "Invoice",
  "Period start",
  "Period end",
  "Issued",
  "Due",
  "Status",
  "Currency",
  "Subtotal",
  "Tax",
  "Total",
  "Balance due",
] as const;
