import { useBillingClient } from "./billing-client.ts";
import { type PdfDownloadView, usePdfDownload } from "./use-pdf-download.ts";

/** The invoice page's PDF through the PDF download machine. */
export function useInvoiceDownload(invoiceId: string): PdfDownloadView {
  const { api } = useBillingClient();
  return usePdfDownload(invoiceId, api.downloadPdf, (id) => `${id}.pdf`);
}
