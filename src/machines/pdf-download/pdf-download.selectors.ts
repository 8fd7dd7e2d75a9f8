import type { SnapshotFrom } from "xstate";
import { errorMessage } from "../../core/errors/index.ts";
import { PDF_DOWNLOAD_FAILED, type pdfDownloadMachine } from "./pdf-download.machine.ts";

export type PdfDownloadSnapshot = SnapshotFrom<typeof pdfDownloadMachine>;

export const isDownloadingPdf = (snapshot: PdfDownloadSnapshot): boolean =>
  snapshot.matches("loading");

/** The name the file was saved under, once saved. */
export const savedPdfAs = (snapshot: PdfDownloadSnapshot): string | null =>
  snapshot.matches("ok") ? snapshot.context.savedAs : null;

/** The error catalogue's message for the failure (spec section 8), or a plain one. */
export function pdfDownloadError(snapshot: PdfDownloadSnapshot): string | null {
  const { failure } = snapshot.context;
  if (!snapshot.matches("error") || failure === null) return null;
  return errorMessage(failure) ?? PDF_DOWNLOAD_FAILED;
}
