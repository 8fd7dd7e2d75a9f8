import { queryOptions } from "@tanstack/react-query";
import { BillingSummary } from "../../../core/api/billing/billing-summary.ts";
import type { HttpClient } from "../../http/index.ts";
import { billingKeys } from "./billing-queries.ts";

/**
 * GET /billing/summary on its own: the dashboard's billing card needs only this call, so the
 * dashboard does not carry the rest of the billing module's schemas.
 */
export function billingSummaryQuery(http: HttpClient) {
  return queryOptions({
    queryKey: billingKeys.summary,
    queryFn: ({ signal }) =>
      http.request({ method: "GET", path: "/billing/summary", response: BillingSummary, signal }),
  });
}
