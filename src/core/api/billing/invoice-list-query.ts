import { Schema } from "effect";
import { CalendarDate } from "../calendar-date.ts";
import { isWithoutNullCharacters } from "../plain-text.ts";
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

const known: ReadonlySet<string> = new Set(INVOICE_STATUSES);

/** The statuses of a `status` filter: "overdue" or a comma list "open,overdue". */
export function invoiceStatusesOf(filter: string | undefined): InvoiceStatus[] {
  if (filter === undefined) return [];
  return [
    ...new Set(
      filter
        .split(",")
        .map((part) => part.trim())
        .filter((part): part is InvoiceStatus => known.has(part)),
    ),
  ];
}

const StatusFilter = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter(
      (value: string) =>
        value
          .split(",")
          .map((part) => part.trim())
          .every((part) => known.has(part)) ||
        `Expected one or more of ${INVOICE_STATUSES.join(", ")}, separated by commas`,
    ),
  ),
);

const orEmpty = <S extends Schema.Top>(schema: S) =>
  Schema.optionalKey(Schema.Union([Schema.Literal(""), schema]));

/**
 * GET /invoices filters, as query parameters (plus `offset` and `limit`):
 * - `status`: one status or a comma list (INVOICE_STATUSES; "overdue" is open past due);
 * - `period_from`, `period_to`: days; invoices whose billed month overlaps them;
 * - `text`: in the invoice number, ignoring case;
 * - `ordering`: INVOICE_ORDERINGS;
 * - `export=true`: the whole filtered list as CSV (offset and limit ignored).
 * An unknown value of any filter is a 400 naming the field.
 */
export const InvoiceListQuery = Schema.Struct({
  status: orEmpty(StatusFilter),
  period_from: orEmpty(CalendarDate),
  period_to: orEmpty(CalendarDate),
  text: orEmpty(
    Schema.String.pipe(
      Schema.check(Schema.isMaxLength(INVOICE_SEARCH_MAX_LENGTH), isWithoutNullCharacters),
    ),
  ),
  ordering: orEmpty(Schema.Literals(INVOICE_ORDERINGS)),
  export: orEmpty(Schema.Literals(["true", "false"])),
});
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
