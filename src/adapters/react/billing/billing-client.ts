import {
  type BillingApi,
  type BillingQueries,
  billingQueries,
  createBillingApi,
} from "../../api/billing/index.ts";
import { fileTransferOf } from "../../files/file-transfer-of.ts";
import { perPortal } from "../../per-portal.ts";
import { usePortal } from "../portal-context.tsx";

/** The billing module's endpoint functions and query factories, once per portal. */
export interface BillingClient {
  readonly api: BillingApi;
  readonly queries: BillingQueries;
}

export const billingClientOf = perPortal((portal): BillingClient => {
  const api = createBillingApi(portal.http, fileTransferOf(portal));
  return { api, queries: billingQueries(api) };
});

export function useBillingClient(): BillingClient {
  return billingClientOf(usePortal());
}
