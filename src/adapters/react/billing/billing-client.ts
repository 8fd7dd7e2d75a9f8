import {
  type BillingApi,
  type BillingQueries,
  billingQueries,
  createBillingApi,
} from "../../api/billing/index.ts";
import type { Portal } from "../../portal.ts";
import { usePortal } from "../portal-context.tsx";
import { fileTransferOf } from "../support/file-transfer-of.ts";

/** The billing module's endpoint functions and query factories, once per portal. */
export interface BillingClient {
  readonly api: BillingApi;
  readonly queries: BillingQueries;
}

const clients = new WeakMap<Portal, BillingClient>();

export function billingClientOf(portal: Portal): BillingClient {
  let client = clients.get(portal);
  if (client === undefined) {
    const api = createBillingApi(portal.http, fileTransferOf(portal));
    client = { api, queries: billingQueries(api) };
    clients.set(portal, client);
  }
  return client;
}

export function useBillingClient(): BillingClient {
  return billingClientOf(usePortal());
}
