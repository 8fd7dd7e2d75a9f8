import { INVOICE_STATUSES } from "../../../../core/api/billing/invoice-vocabulary.ts";
import { isCalendarDateText } from "../../../../core/api/calendar-date.ts";
import { type FilterCheck, oneOf } from "../../../components/records/use-url-filters.ts";

/**
 * The invoice list's filters as the address keeps them (`?status=overdue&period_from=...`),
 * with the names GET /invoices uses. `status` may be a comma list (the overview's "balance
 * due" link asks for open, overdue and disputed at once).
 */
export const INVOICE_FILTER_KEYS = ["text", "status", "period_from", "period_to"] as const;
export type InvoiceFilterKey = (typeof INVOICE_FILTER_KEYS)[number];
export type InvoiceFilters = Readonly<Record<InvoiceFilterKey, string>>;

/** What the address may hold; anything else is dropped with a notice. */
export const INVOICE_FILTER_CHECKS: Partial<Record<InvoiceFilterKey, FilterCheck>> = {
  status: oneOf(INVOICE_STATUSES),
  period_from: isCalendarDateText,
  period_to: isCalendarDateText,
};

export const INVOICE_FILTER_LABELS: Readonly<Record<InvoiceFilterKey, string>> = {
  text: "Search",
  status: "Status",
  period_from: "Billed from",
  period_to: "Billed until",
};

export const INVOICES_PAGE_SIZE = 25;
