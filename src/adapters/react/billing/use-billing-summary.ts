import { useQuery } from "@tanstack/react-query";
import type { BillingSummary } from "../../../core/api/billing/billing-summary.ts";
import { billingSummaryQuery } from "../../api/billing/billing-summary-api.ts";
import { useSessionReady } from "../auth/use-session.ts";
import { usePortal } from "../portal-context.tsx";
import { type QueryView, useQueryView } from "../result-views.ts";

/**
 * The billing overview's figures (GET /billing/summary), for the billing page and the
 * dashboard's card. `load: false` (no billing permission) makes no call.
 */
export function useBillingSummary(load = true): QueryView<BillingSummary> {
  const { http } = usePortal();
  const enabled = useSessionReady() && load;
  return useQueryView(useQuery({ ...billingSummaryQuery(http), enabled }));
}
