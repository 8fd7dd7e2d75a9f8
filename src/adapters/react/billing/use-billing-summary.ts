import type { BillingSummary } from "../../../core/api/billing/billing-summary.ts";
import { billingSummaryQuery } from "../../api/billing/billing-summary-api.ts";
import { usePortal } from "../portal-context.tsx";
import type { QueryView } from "../result-views.ts";
import { useSessionQuery } from "../use-session-query.ts";

/**
 * The billing overview's figures (GET /billing/summary), for the billing page and the
 * dashboard's card. `load: false` (no billing permission) makes no call.
 */
export function useBillingSummary(load = true): QueryView<BillingSummary> {
  const { http } = usePortal();
  return useSessionQuery(billingSummaryQuery(http), load);
}
