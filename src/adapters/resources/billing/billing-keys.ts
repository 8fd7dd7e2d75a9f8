/**
 * The billing module's root query key. Every billing key starts with "invoices" (the invoice,
 * the summary, the declared invoice list), so a dispute refreshes the invoice, every list and
 * the summary at once.
 */
export const billingKeys = {
  all: ["invoices"],
} as const;
