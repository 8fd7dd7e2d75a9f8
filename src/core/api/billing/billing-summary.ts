import { Schema } from "effect";
import { Count, CurrencyCode, Money } from "../primitives.ts";
import { InvoiceSummary } from "./invoice.ts";

/** Months of spend the billing overview charts. */
export const SPEND_MONTHS = 12;

/** One month's invoiced total ("2026-10"). */
export const MonthlySpend = Schema.Struct({
  month: Schema.String.pipe(
    Schema.check(
      Schema.isPattern(/^\d{4}-\d{2}$/u, { message: "Expected a month such as 2026-10" }),
    ),
  ),
  total: Money,
});
export type MonthlySpend = typeof MonthlySpend.Type;

/**
 * GET /billing/summary: the figures of the billing overview and the dashboard's card, in the
 * company's billing currency: what is still to pay, what is overdue, the latest invoice and
 * the invoiced total of each of the last SPEND_MONTHS months, oldest first (0 for a month
 * without an invoice).
 */
export const BillingSummary = Schema.Struct({
  currency: CurrencyCode,
  balance_due: Money,
  open_count: Count,
  overdue_count: Count,
  overdue_amount: Money,
  latest_invoice: Schema.NullOr(InvoiceSummary),
  monthly_spend: Schema.Array(MonthlySpend),
});
export type BillingSummary = typeof BillingSummary.Type;

/** The bar heights of a spend chart: each month's share of the largest month, 0..100. */
export function spendBarPercents(totalsMinor: ReadonlyArray<number>): number[] {
  const largest = Math.max(0, ...totalsMinor);
  return totalsMinor.map((total) =>
    largest === 0 ? 0 : Math.round((Math.max(total, 0) * 100) / largest),
  );
}
