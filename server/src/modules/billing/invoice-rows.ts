import {
  balanceAfterCredits,
  type InvoiceStatus,
  type InvoiceSummary,
  invoiceStatusOn,
  type StoredInvoiceStatus,
} from "../../../../src/core/api/billing/index.ts";
import { moneyOfMinorUnits } from "../../../../src/core/api/minor-units.ts";

/** The columns of an invoice row, as the list and the detail read them (alias `i`). */
export const INVOICE_COLUMNS = `i.id as row_id, i.number, i.period_start::text as period_start,
  i.period_end::text as period_end, i.issue_date::text as issue_date,
  i.due_date::text as due_date, i.status, i.currency, i.tax_rate_bp, i.subtotal_minor,
  i.tax_minor, i.total_minor, i.credited_minor`;

export interface InvoiceRow {
  readonly row_id: number;
  readonly number: string;
  readonly period_start: string;
  readonly period_end: string;
  readonly issue_date: string;
  readonly due_date: string;
  readonly status: StoredInvoiceStatus;
  readonly currency: string;
  readonly tax_rate_bp: number;
  readonly subtotal_minor: number;
  readonly tax_minor: number;
  readonly total_minor: number;
  /** Its credit notes' totals (issue 47). */
  readonly credited_minor: number;
}

/** What is still to pay: the total less its credit notes, nothing once paid. */
export function balanceDueMinor(
  status: InvoiceStatus,
  totalMinor: number,
  creditedMinor: number,
): number {
  return status === "paid" ? 0 : balanceAfterCredits(totalMinor, creditedMinor);
}

/** A row as the contract's list item, its status on `today` (UTC day). */
export function toInvoiceSummary(row: InvoiceRow, today: string): InvoiceSummary {
  const status = invoiceStatusOn(row.status, row.due_date, today);
  const money = (minor: number) => moneyOfMinorUnits(Number(minor), row.currency);
  return {
    id: row.number,
    number: row.number,
    period_start: row.period_start,
    period_end: row.period_end,
    issue_date: row.issue_date,
    due_date: row.due_date,
    status,
    currency: row.currency,
    subtotal: money(row.subtotal_minor),
    tax: money(row.tax_minor),
    total: money(row.total_minor),
    balance_due: money(
      balanceDueMinor(status, Number(row.total_minor), Number(row.credited_minor)),
    ),
  };
}
