import type { InvoiceDetail } from "../../../core/api/billing/index.ts";
import type { QueryView } from "../result-views.ts";
import { useSessionQuery } from "../use-session-query.ts";
import { useBillingClient } from "./billing-client.ts";

/** One invoice with its lines and dispute (the list is `useList(INVOICE_LIST, …)`). */
export function useInvoice(id: string): QueryView<InvoiceDetail> {
  const { queries } = useBillingClient();
  return useSessionQuery(queries.invoice(id));
}
