import { queryOptions } from "@tanstack/react-query";
import { BillingSummary } from "../../../core/api/billing/billing-summary.ts";
import type { HttpClient } from "../../http/index.ts";
import { usePortal } from "../../react/portal-context.tsx";
import type { QueryView } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { billingKeys } from "./billing-keys.ts";

/**
 * The billing overview's figures (GET /billing/summary), in a file of their own: the
 * dashboard's billing card needs only this call, so the dashboard does not carry the rest of
 * the billing module's schemas.
 */

export const billingSummaryKeys = {
  summary: [...billingKeys.all, "summary"],
} as const;

export function getBillingSummary(http: HttpClient, signal?: AbortSignal) {
  return http.request({
    method: "GET",
    path: "/billing/summary",
    response: BillingSummary,
    signal,
  });
}

export function billingSummaryQuery(http: HttpClient) {
  return queryOptions({
    queryKey: billingSummaryKeys.summary,
    queryFn: ({ signal }) => getBillingSummary(http, signal),
  });
}

/** For the billing page and the dashboard's card. `load: false` (no billing permission) makes no call. */
export function useBillingSummary(load = true): QueryView<BillingSummary> {
  const { http } = usePortal();
  return useSessionQuery(billingSummaryQuery(http), load);
}
