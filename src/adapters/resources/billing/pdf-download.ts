import { useActorRef, useSelector } from "@xstate/react";
import { fromPromise } from "xstate";
import {
  isDownloadingPdf,
  pdfDownloadError,
  pdfDownloadMachine,
  savedPdfAs,
} from "../../../machines/pdf-download/index.ts";
import { type DownloadedFile, saveDownloadedFile } from "../../files/downloaded-file.ts";
import { usePortal } from "../../react/portal-context.tsx";

export interface PdfDownloadView {
  download(): void;
  retry(): void;
  cancel(): void;
  readonly isDownloading: boolean;
  readonly savedAs: string | null;
  /** The error catalogue's message when the download failed. */
  readonly error: string | null;
}

/** Fetches one document's PDF with the token; the signal aborts it. */
export type FetchPdf = (documentId: string, signal: AbortSignal) => Promise<DownloadedFile>;

/**
 * The PDF download machine for one document (an invoice, an order form): it lives as
 * long as the component that shows the control (leaving the page stops the actor and aborts
 * the fetch) and reports to the inspector like the root actors. The file is saved under the
 * server's name, else `fallbackName`.
 */
export function usePdfDownload(
  documentId: string,
  fetchPdf: FetchPdf,
  fallbackName: (documentId: string) => string,
): PdfDownloadView {
  const portal = usePortal();
  const actor = useActorRef(
    pdfDownloadMachine.provide({
      actors: {
        fetchPdf: fromPromise<string, { readonly documentId: string }>(async ({ input, signal }) =>
          saveDownloadedFile(
            await fetchPdf(input.documentId, signal),
            fallbackName(input.documentId),
          ),
        ),
      },
    }),
    { input: { documentId }, ...(portal.inspect ? { inspect: portal.inspect } : {}) },
  );
  return {
    download: () => actor.send({ type: "DOWNLOAD" }),
    retry: () => actor.send({ type: "RETRY" }),
    cancel: () => actor.send({ type: "CANCEL" }),
    isDownloading: useSelector(actor, isDownloadingPdf),
    savedAs: useSelector(actor, savedPdfAs),
    error: useSelector(actor, pdfDownloadError),
  };
}
