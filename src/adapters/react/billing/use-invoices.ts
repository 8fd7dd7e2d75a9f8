import { useMutation } from "@tanstack/react-query";
import type { InvoiceDetail, InvoiceList } from "../../../core/api/billing/index.ts";
import { portalNow } from "../../../core/clock.ts";
import type { InvoiceQuery } from "../../api/billing/index.ts";
import { saveDownloadedFile } from "../../files/downloaded-file.ts";
import { type QueryView, useFailureText } from "../result-views.ts";
import { useSessionQuery } from "../use-session-query.ts";
import { useBillingClient } from "./billing-client.ts";

export type { InvoiceQuery };

export function useInvoices(query: InvoiceQuery): QueryView<InvoiceList> {
  const { queries } = useBillingClient();
  return useSessionQuery(queries.invoices(query));
}

export function useInvoice(id: string): QueryView<InvoiceDetail> {
  const { queries } = useBillingClient();
  return useSessionQuery(queries.invoice(id));
}

export interface InvoiceExportView {
  exportInvoices(query: Omit<InvoiceQuery, "offset" | "limit">): void;
  readonly isExporting: boolean;
  readonly error: string | null;
  readonly savedAs: string | null;
  /** Invoice exports are not recorded (no export-status call), so no last export to show. */
  readonly status: undefined;
}

/** Downloads the filtered invoice list as CSV (invoices-2026-11-26.csv). */
export function useInvoiceExport(): InvoiceExportView {
  const { api } = useBillingClient();
  const exporting = useMutation({
    mutationFn: async (query: Omit<InvoiceQuery, "offset" | "limit">) =>
      saveDownloadedFile(
        await api.exportInvoices(query),
        `invoices-${portalNow().toISOString().slice(0, 10)}.csv`,
      ),
  });
  const error = useFailureText(exporting);
  return {
    exportInvoices: exporting.mutate,
    isExporting: exporting.isPending,
    error,
    savedAs: exporting.data ?? null,
    status: undefined,
  };
}
