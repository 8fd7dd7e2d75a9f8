import { CalendarDate } from "../calendar-date.ts";
import { defineList } from "../define-list.ts";
import { bothWays, commaListOf, FilterText, searchFilter, someOfFilter } from "../list-query.ts";
import { BILLING_REFERENCE_MAX_LENGTH } from "./billing-references.ts";
import { InvoiceSummary } from "./invoice.ts";
import {
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  type InvoiceStatus,
} from "./invoice-vocabulary.ts";

/** `?ordering=` of the invoice list, DRF style; newest period first by default. */
export const INVOICE_ORDERINGS = bothWays("-period", "-due_date", "-total", "status");
export type InvoiceOrdering = (typeof INVOICE_ORDERINGS)[number];
export const DEFAULT_INVOICE_ORDERING: InvoiceOrdering = "-period";

export const INVOICE_SEARCH_MAX_LENGTH = 200;

/** The statuses of a `status` filter: "overdue" or a comma list "open,overdue". */
export const invoiceStatusesOf: (filter: string | undefined) => InvoiceStatus[] =
  commaListOf(INVOICE_STATUSES);

/**
 * The CSV of GET /invoices?export=true: this header, one row per invoice line (an invoice
 * without lines: one row with the line's columns empty), RFC 4180, so a finance system can
 * book each charge to its cost centre and purchase order.
 */
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
  "Line",
  "Service",
  "Description",
  "Line period start",
  "Line period end",
  "Cost centre",
  "Purchase order",
  "Amount",
] as const;

/**
 * GET /invoices, declared once (define-list.ts): the server's route, the portal's address
 * filters and its list call all read this. Filters, as query parameters (plus `offset`,
 * `limit`, `ordering` and `export=true`):
 * - `text`: in the invoice number, ignoring case;
 * - `status`: one status or a comma list (INVOICE_STATUSES; "overdue" is open past due; the
 *   overview's "balance due" link asks for open, overdue and disputed at once);
 * - `period_from`, `period_to`: days; invoices whose billed month overlaps them;
 * - `cost_centre`: invoices with a line of that cost centre (exactly, ignoring case).
 * An unknown value of any filter is a 400 naming the field, and is dropped from the address.
 */
export const INVOICE_LIST = defineList({
  resource: "invoices",
  path: "/invoices",
  item: InvoiceSummary,
  filters: {
    text: searchFilter(INVOICE_SEARCH_MAX_LENGTH),
    status: someOfFilter(INVOICE_STATUSES, INVOICE_STATUS_LABELS, "Status"),
    period_from: { schema: CalendarDate, label: "Billed from" },
    period_to: { schema: CalendarDate, label: "Billed until" },
    cost_centre: { schema: FilterText(BILLING_REFERENCE_MAX_LENGTH), label: "Cost centre" },
  },
  orderings: INVOICE_ORDERINGS,
  defaultOrdering: DEFAULT_INVOICE_ORDERING,
  csvColumns: INVOICE_EXPORT_COLUMNS,
  pageSize: 25,
});

/** GET /invoices' query contract (INVOICE_LIST.query). */
