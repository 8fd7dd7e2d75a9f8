import { Schema } from "effect";
import { CalendarDate } from "../calendar-date.ts";
import { Count, CurrencyCode, Id, IsoDateTime, Money, NonEmptyString } from "../primitives.ts";
import { ServiceLink } from "../services/service.ts";
import { TicketStatus } from "../support/ticket-vocabulary.ts";
import { CreditNote, DisputeResolution } from "./credit-note.ts";
import { InvoiceLineKind, InvoiceStatus } from "./invoice-vocabulary.ts";

/**
 * Invoices (GET /invoices, /invoices/{id}). An invoice's id on the wire is its number
 * ("INV-2026-0114"), the one notifications, tickets and the PDF print. Money is a decimal
 * string plus currency, computed on the server in minor units (invoice-amounts.ts).
 */

/** The fields of a list row. */
export const InvoiceSummaryFields = {
  id: Id,
  number: NonEmptyString,
  /** The month billed: its first and last day. */
  period_start: CalendarDate,
  period_end: CalendarDate,
  issue_date: CalendarDate,
  due_date: CalendarDate,
  status: InvoiceStatus,
  currency: CurrencyCode,
  subtotal: Money,
  tax: Money,
  total: Money,
  /** What is still to pay: the total less its credit notes, unless paid. */
  balance_due: Money,
};
export const InvoiceSummary = Schema.Struct(InvoiceSummaryFields);
export type InvoiceSummary = typeof InvoiceSummary.Type;

/** One charge on an invoice, for one service (or for the account as a whole). */
export const InvoiceLine = Schema.Struct({
  id: Id,
  service: Schema.NullOr(ServiceLink),
  kind: InvoiceLineKind,
  description: Schema.String,
  /** The days the charge covers (a one-off charge: its day twice). */
  period_start: CalendarDate,
  period_end: CalendarDate,
  amount: Money,
  /** The service's cost centre and purchase order when the line was billed ("" for none). */
  cost_centre: Schema.String,
  purchase_order: Schema.String,
  /** Whether this line is part of the invoice's dispute. */
  disputed: Schema.Boolean,
});
export type InvoiceLine = typeof InvoiceLine.Type;

/** The dispute of an invoice: the support desk's ticket that handles it. */
export const InvoiceDispute = Schema.Struct({
  /** The ticket's issue key ("SUP-1043"): /support/tickets/{key}. */
  ticket: NonEmptyString,
  ticket_status: TicketStatus,
  reason: Schema.String,
  opened_at: IsoDateTime,
  line_count: Count,
  /** The disputed lines' sum (net): the most a resolution may credit. */
  disputed_amount: Money,
  /** How the provider resolved it; null while it is open. */
  resolution: Schema.NullOr(DisputeResolution),
});
export type InvoiceDispute = typeof InvoiceDispute.Type;

/** GET /invoices/{id}: the invoice with its lines, tax rate and dispute. */
export const InvoiceDetail = Schema.Struct({
  ...InvoiceSummaryFields,
  /** Tax rate in basis points (2000 is 20 %). */
  tax_rate_bp: Count,
  lines: Schema.Array(InvoiceLine),
  dispute: Schema.NullOr(InvoiceDispute),
  /** The credit notes that credit this invoice, oldest first. */
  credit_notes: Schema.Array(CreditNote),
});
export type InvoiceDetail = typeof InvoiceDetail.Type;
