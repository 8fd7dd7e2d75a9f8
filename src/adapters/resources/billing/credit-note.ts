import { creditNoteFilename, creditNotePdfPath } from "../../../core/api/billing/credit-note.ts";
import type { DownloadedFile } from "../../files/downloaded-file.ts";
import type { FileTransfer } from "../../files/file-transfer.ts";
import { fileTransferOf } from "../../files/file-transfer-of.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { type PdfDownloadView, usePdfDownload } from "./pdf-download.ts";

/**
 * A credit note's PDF (issue 47). The credit notes themselves are a declared list
 * (CREDIT_NOTE_LIST, read with useList) and part of their invoice (useInvoice).
 */

/** A 403 (no billing write) is explained in place, not redirected. */
export function downloadCreditNotePdf(
  transfer: FileTransfer,
  number: string,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  return transfer.download({ path: creditNotePdfPath(number), redirectOn403: false, signal });
}

/** The credit note through the PDF download machine. */
export function useCreditNoteDownload(number: string): PdfDownloadView {
  const transfer = fileTransferOf(usePortal());
  return usePdfDownload(
    number,
    (id, signal) => downloadCreditNotePdf(transfer, id, signal),
    creditNoteFilename,
  );
}
