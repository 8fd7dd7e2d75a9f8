import type { SnapshotFrom } from "xstate";
import { errorMessage } from "../../core/errors/index.ts";
import { type invoiceDownloadMachine, PDF_DOWNLOAD_FAILED } from "./invoice-download.machine.ts";

export type InvoiceDownloadSnapshot = SnapshotFrom<typeof invoiceDownloadMachine>;

export const isDownloadingInvoice = (snapshot: InvoiceDownloadSnapshot): boolean =>
  snapshot.matches("loading");

/** The name the file was saved under, once saved. */
export const savedInvoiceAs = (snapshot: InvoiceDownloadSnapshot): string | null =>
  snapshot.matches("ok") ? snapshot.context.savedAs : null;

/** The error catalogue's message for the failure (spec section 8), or a plain one. */
export function invoiceDownloadError(snapshot: InvoiceDownloadSnapshot): string | null {
  const { failure } = snapshot.context;
  if (!snapshot.matches("error") || failure === null) return null;
  return errorMessage(failure) ?? PDF_DOWNLOAD_FAILED;
}
