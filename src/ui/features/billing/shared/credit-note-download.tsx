import { useCreditNoteDownload } from "../../../../adapters/resources/billing/credit-note.ts";
import { PdfDownload } from "./pdf-download.tsx";

/** "Download CN-2026-0001": the credit note through the PDF download machine (issue 47). */
export function CreditNoteDownload({ number }: { readonly number: string }) {
  return (
    <PdfDownload
      pdf={useCreditNoteDownload(number)}
      label={`Download ${number}`}
      noun="credit note"
      hint="The credit note as a PDF; its total comes off the invoice's balance due."
    />
  );
}
