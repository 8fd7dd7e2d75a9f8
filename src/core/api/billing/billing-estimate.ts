import { Schema } from "effect";
import { CalendarDate } from "../calendar-date.ts";
import { moneyOfMinorUnits } from "../minor-units.ts";
import { Count, CurrencyCode, Money } from "../primitives.ts";
import { ServiceLink } from "../services/service.ts";
import type { EstimateLineKind, InvoiceEstimateMinor } from "./invoice-estimate.ts";

/** The kinds of an estimate's line (invoice-estimate.ts's EstimateLineKind). */
export const ESTIMATE_LINE_KINDS = [
  "recurring",
  "prorated",
  "one_off",
  "change",
  "cease",
] as const satisfies ReadonlyArray<EstimateLineKind>;

export const EstimateLine = Schema.Struct({
  service: ServiceLink,
  kind: Schema.Literals(ESTIMATE_LINE_KINDS),
  description: Schema.String,
  cost_centre: Schema.String,
  purchase_order: Schema.String,
  period_start: CalendarDate,
  period_end: CalendarDate,
  amount: Money,
});

/**
 * GET /billing/estimate: the next invoice as it stands today (invoice-estimate.ts), priced
 * from the book of the caller's chosen currency (chosen-price-book.ts): each service at its
 * ordered price when it was ordered in that currency, else at its configuration's price in
 * that book. `invoice_currency` is the company's billing currency, the one its invoices are
 * issued in; `unpriced_count` counts the billed services the book has no price for (left
 * out, never converted). `cost_centres` are subtotals before tax ("" is no cost centre).
 */
export const BillingEstimate = Schema.Struct({
  period_start: CalendarDate,
  period_end: CalendarDate,
  currency: CurrencyCode,
  invoice_currency: CurrencyCode,
  unpriced_count: Count,
  tax_rate_bp: Count,
  lines: Schema.Array(EstimateLine),
  cost_centres: Schema.Array(Schema.Struct({ cost_centre: Schema.String, subtotal: Money })),
  subtotal: Money,
  tax: Money,
  total: Money,
});
export type BillingEstimate = typeof BillingEstimate.Type;

/** The estimate on the wire: decimal strings in `currency`, services named by `link`. */
export function billingEstimateOf(
  estimate: InvoiceEstimateMinor,
  currencies: {
    readonly currency: string;
    readonly invoiceCurrency: string;
    readonly unpricedCount: number;
  },
  taxRateBp: number,
  link: (serviceId: string) => ServiceLink,
): BillingEstimate {
  const { currency } = currencies;
  const money = (minor: number) => moneyOfMinorUnits(minor, currency);
  return {
    period_start: estimate.periodStart,
    period_end: estimate.periodEnd,
    currency,
    invoice_currency: currencies.invoiceCurrency,
    unpriced_count: currencies.unpricedCount,
    tax_rate_bp: taxRateBp,
    lines: estimate.lines.map((line) => ({
      service: link(line.serviceId),
      kind: line.kind,
      description: line.description,
      cost_centre: line.costCentre,
      purchase_order: line.purchaseOrder,
      period_start: line.periodStart,
      period_end: line.periodEnd,
      amount: money(line.amountMinor),
    })),
    cost_centres: estimate.costCentres.map((centre) => ({
      cost_centre: centre.costCentre,
      subtotal: money(centre.subtotal),
    })),
    subtotal: money(estimate.subtotal),
    tax: money(estimate.tax),
    total: money(estimate.total),
  };
}
