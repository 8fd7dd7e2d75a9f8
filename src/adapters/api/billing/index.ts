export { type BillingApi, createBillingApi, type InvoiceQuery } from "./billing-api.ts";
export { type BillingQueries, billingKeys, billingQueries } from "./billing-queries.ts";
export { billingSummaryQuery } from "./billing-summary-api.ts";
