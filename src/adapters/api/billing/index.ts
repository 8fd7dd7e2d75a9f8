export { type BillingApi, createBillingApi } from "./billing-api.ts";
export { type BillingQueries, billingKeys, billingQueries } from "./billing-queries.ts";
export { billingSummaryQuery } from "./billing-summary-api.ts";
