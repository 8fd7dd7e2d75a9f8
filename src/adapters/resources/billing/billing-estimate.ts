import { queryOptions } from "@tanstack/react-query";
import { BillingEstimate } from "../../../core/api/billing/billing-estimate.ts";
import type { HttpClient } from "../../http/index.ts";
import { usePortal } from "../../react/portal-context.tsx";
import type { QueryView } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { billingKeys } from "./billing-keys.ts";

/** The next invoice's estimate (GET /billing/estimate), under billing's root key. */
export const billingEstimateKeys = {
  estimate: [...billingKeys.all, "estimate"],
} as const;

export function getBillingEstimate(http: HttpClient, signal?: AbortSignal) {
  return http.request({
    method: "GET",
    path: "/billing/estimate",
    response: BillingEstimate,
    signal,
  });
}

export function billingEstimateQuery(http: HttpClient) {
  return queryOptions({
    queryKey: billingEstimateKeys.estimate,
    queryFn: ({ signal }) => getBillingEstimate(http, signal),
  });
}

/** For the billing overview. */
export function useBillingEstimate(): QueryView<BillingEstimate> {
  const { http } = usePortal();
  return useSessionQuery(billingEstimateQuery(http));
}
