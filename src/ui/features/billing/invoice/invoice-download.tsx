import { css } from "../../../../../styled-system/css/index.js";
import { text } from "../../../../../styled-system/recipes/index.js";
import { useInvoiceDownload } from "../../../../adapters/react/index.ts";
import { Button } from "../../../components/button.tsx";

/**
 * "Download PDF" through the invoice download machine: loading, then saved or the error
 * catalogue's message with a retry. Leaving the page cancels a download still running.
 */
export function InvoiceDownload({ invoiceId }: { readonly invoiceId: string }) {
  const pdf = useInvoiceDownload(invoiceId);
  return (
    <div className={css({ mb: "4" })}>
      <div className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
        <Button
          variant="outline"
          aria-busy={pdf.isDownloading}
          disabled={pdf.isDownloading}
          onClick={pdf.error === null ? pdf.download : pdf.retry}
        >
          {pdf.isDownloading
            ? "Preparing the PDF…"
            : pdf.error === null
              ? "Download PDF"
              : "Try the download again"}
        </Button>
        {pdf.isDownloading && (
          <Button variant="ghost" onClick={pdf.cancel}>
            Cancel
          </Button>
        )}
      </div>
      <p aria-live="polite" className={text({ tone: "muted", size: "xs" })}>
        {pdf.error !== null ? (
          <span role="alert" className={css({ color: "danger.500" })}>
            The invoice could not be downloaded: {pdf.error}
          </span>
        ) : pdf.savedAs !== null ? (
          `Saved as ${pdf.savedAs}.`
        ) : (
          "The invoice as a PDF, with our payment details."
        )}
      </p>
    </div>
  );
}
