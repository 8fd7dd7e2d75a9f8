/**
 * Each demo company's billing terms (issue 15): the tax rate of its country, where its invoice
 * numbers start (Acme's latest is INV-yyyy-0114, the one the demo notifications name), and
 * how many of its latest invoices are still unpaid, and its
 * account's own monthly charge, so every month has an invoice (the latest is open; an older unpaid one
 * is past due, so overdue). Invoices themselves are derived from the services (billing.ts).
 */
export interface DemoBillingTerms {
  /** Tax in basis points: UK VAT 20 %, German USt 19 %. */
  readonly taxRateBp: number;
  /** The sequence number of the oldest of the 24 invoices. */
  readonly firstNumber: number;
  readonly unpaidLatest: number;
  /** The account's own monthly charge (the NOC support plan), billed every month. */
  readonly accountCharge: { readonly description: string; readonly mrc: number };
}

export const DEMO_BILLING_TERMS: Readonly<Record<"acme" | "globex", DemoBillingTerms>> = {
  acme: {
    taxRateBp: 2000,
    firstNumber: 91,
    unpaidLatest: 2,
    accountCharge: { description: "Premium NOC support plan, monthly charge", mrc: 45000 },
  },
  globex: {
    taxRateBp: 1900,
    firstNumber: 479,
    unpaidLatest: 1,
    accountCharge: { description: "Standard NOC support plan, monthly charge", mrc: 19000 },
  },
};

/** Months invoiced, counting back from last month. */
export const DEMO_INVOICE_MONTHS = 24;

/** Service statuses that were never billed (not live yet, or never went live). */
export const UNBILLED_STATUSES = ["pending", "provisioning", "failed", "ceased"] as const;
