import { useInvoiceDownload } from "../../../../adapters/resources/billing/invoice.ts";
import { PdfDownload } from "../shared/pdf-download.tsx";

/** "Download PDF": the invoice through the PDF download machine. */
export function InvoiceDownload({ invoiceId }: { readonly invoiceId: string }) {
  return (
    <PdfDownload
      pdf={useInvoiceDownload(invoiceId)}
      label="Download PDF"
      noun="invoice"
      hint="The invoice as a PDF, with our payment details."
    />
  );
}
