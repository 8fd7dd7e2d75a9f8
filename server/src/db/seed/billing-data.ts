/**
 * Each demo company's billing terms (issue 15): the tax rate of its country, where its invoice
 * numbers start (Acme's latest is INV-yyyy-0114, the one the demo notifications name), which
 * of its invoices are still unpaid, and its account's own monthly charge, so every month has an
 * invoice. Invoices themselves are derived from the services (billing.ts).
 */
export interface DemoBillingTerms {
  /** Tax in basis points: UK VAT 20 %, German USt 19 %. */
  readonly taxRateBp: number;
  /** The sequence number of the oldest of the 24 invoices. */
  readonly firstNumber: number;
  /**
   * The unpaid invoices, placed by rule so the demo reads the same on any day (issue 50):
   * the newest `notYetDue` invoices whose due date has not passed, and the newest `overdue`
   * ones whose due date has. Every other invoice is paid. Counting back from the latest is
   * not enough: on the 1st after a 30-day month last month's invoice falls due that very day,
   * so "the two latest" had none past due.
   */
  readonly unpaid: { readonly notYetDue: number; readonly overdue: number };
  /** The account's own monthly charge (the NOC support plan), billed every month. */
  readonly accountCharge: { readonly description: string; readonly mrc: number };
}

export const DEMO_BILLING_TERMS: Readonly<Record<"acme" | "globex", DemoBillingTerms>> = {
  acme: {
    taxRateBp: 2000,
    firstNumber: 91,
    unpaid: { notYetDue: 1, overdue: 1 },
    accountCharge: { description: "Premium NOC support plan, monthly charge", mrc: 45000 },
  },
  globex: {
    taxRateBp: 1900,
    firstNumber: 479,
    unpaid: { notYetDue: 1, overdue: 0 },
    accountCharge: { description: "Standard NOC support plan, monthly charge", mrc: 19000 },
  },
};

/** Months invoiced, counting back from last month. */
export const DEMO_INVOICE_MONTHS = 24;

/** Service statuses that were never billed (not live yet, or never went live). */
export const UNBILLED_STATUSES = ["pending", "provisioning", "failed", "ceased"] as const;
