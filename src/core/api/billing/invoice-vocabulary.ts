import { Schema } from "effect";

/**
 * The words of billing (DESIGN.md section 8). The server stores "open", "paid" and
 * "disputed"; "overdue" is an open invoice past its due date (invoiceStatusOn), so it never
 * goes stale in the database.
 */
export const INVOICE_STATUSES = ["open", "overdue", "paid", "disputed"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const InvoiceStatus = Schema.Literals(INVOICE_STATUSES);
export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  open: "Open",
  overdue: "Overdue",
  paid: "Paid",
  disputed: "Disputed",
};

/** What the server keeps; "overdue" follows from the due date. */
export const STORED_INVOICE_STATUSES = ["open", "paid", "disputed"] as const;
export type StoredInvoiceStatus = (typeof STORED_INVOICE_STATUSES)[number];

/** Statuses with money still to pay (the balance due). */
export const UNPAID_INVOICE_STATUSES: ReadonlyArray<InvoiceStatus> = [
  "open",
  "overdue",
  "disputed",
];

/**
 * A line's charge: the monthly recurring charge (MRC) of a whole month, the part of it for a
 * part month (a service that went live mid-month), or a one-off non-recurring charge (NRC).
 */
export const INVOICE_LINE_KINDS = ["recurring", "prorated", "one_off"] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];
export const InvoiceLineKind = Schema.Literals(INVOICE_LINE_KINDS);
export const INVOICE_LINE_KIND_LABELS: Readonly<Record<InvoiceLineKind, string>> = {
  recurring: "Monthly charge (MRC)",
  prorated: "Part-month charge (MRC, prorated)",
  one_off: "One-off charge (NRC)",
};

/** Days after the issue date an invoice is due. */
export const INVOICE_PAYMENT_TERMS_DAYS = 30;

/** An invoice's status on `today` (UTC calendar day): open past its due date is overdue. */
export function invoiceStatusOn(
  stored: StoredInvoiceStatus,
  dueDate: string,
  today: string,
): InvoiceStatus {
  return stored === "open" && dueDate < today ? "overdue" : stored;
}

/**
 * An invoice's number as the provider issues it, its id on the wire: "INV-2026-0114", the
 * year and a sequence padded to four digits. Text of another shape (a number typed with a
 * digit too many, "INV-2026-00418") names no invoice the portal could open.
 */
export const INVOICE_NUMBER_PATTERN = /^INV-\d{4}-(?:\d{4}|[1-9]\d{4,})$/u;

/** The ticket field a Billing question names its invoice in (the dispute fills it). */
export const INVOICE_NUMBER_FIELD = "invoice_number";

/** The invoice's page for a ticket's invoice number, or null for text that names none. */
export function invoicePagePath(number: string): string | null {
  const trimmed = number.trim();
  return INVOICE_NUMBER_PATTERN.test(trimmed)
    ? `/billing/invoices/${encodeURIComponent(trimmed)}`
    : null;
}
