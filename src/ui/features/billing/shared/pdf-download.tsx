import { css } from "#styled-system/css/index.js";
import { wrap } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";
import type { PdfDownloadView } from "../../../../adapters/resources/billing/pdf-download.ts";
import { Button } from "../../../components/button.tsx";

export interface PdfDownloadProps {
  readonly pdf: PdfDownloadView;
  /** The button before anything happened, e.g. "Download PDF". */
  readonly label: string;
  /** What is downloaded, for the error sentence: "invoice", "order form". */
  readonly noun: string;
  /** The sentence under the button before the first download. */
  readonly hint: string;
}

/**
 * A PDF download driven by the PDF download machine: loading (with a cancel), then saved
 * or the error catalogue's message with a retry. Leaving the page cancels it.
 */
export function PdfDownload({ pdf, label, noun, hint }: PdfDownloadProps) {
  return (
    <div className={css({ mb: "4" })}>
      <div className={wrap({ gap: "2" })}>
        <Button
          variant="outline"
          busy={pdf.isDownloading}
          onClick={pdf.error === null ? pdf.download : pdf.retry}
        >
          {pdf.isDownloading
            ? "Preparing the PDF…"
            : pdf.error === null
              ? label
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
          <span role="alert" className={text({ tone: "danger" })}>
            The {noun} could not be downloaded: {pdf.error}
          </span>
        ) : pdf.savedAs !== null ? (
          `Saved as ${pdf.savedAs}.`
        ) : (
          hint
        )}
      </p>
    </div>
  );
}
