import { assign, setup } from "xstate";
import type { RequestFailure } from "../../core/errors/index.ts";
import { notProvided } from "../shared/not-provided.ts";
import { asRequestFailure } from "../shared/request-failure.ts";

/**
 * Downloading a PDF the server makes on request: an invoice or an order form (spec sections 3
 * and 4: loading, then ok or error; section 6 gives billing write "downloading an invoice or
 * order form"). One actor per document shown: `fetchPdf` (supplied by the adapters, which
 * know which document `documentId` names) fetches the file with the token and saves it,
 * answering the name it was saved under. Leaving the page stops the
 * actor, which aborts the running fetch (the invoked promise's signal); CANCEL does the same
 * while staying on the page. An error keeps the catalogue's message and offers RETRY.
 */

export interface PdfDownloadInput {
  /** The invoice's number or the ordered service's id: what `fetchPdf` downloads. */
  readonly documentId: string;
}

export interface PdfDownloadContext {
  readonly documentId: string;
  /** The name the last download was saved under. */
  readonly savedAs: string | null;
  readonly failure: RequestFailure | null;
}

export type PdfDownloadEvent =
  | { readonly type: "DOWNLOAD" }
  | { readonly type: "RETRY" }
  | { readonly type: "CANCEL" };

/** The message when the catalogue has none for the failure (network error, timeout). */
export const PDF_DOWNLOAD_FAILED = "The PDF could not be downloaded. Try again.";

export const pdfDownloadMachine = setup({
  types: {
    context: {} as PdfDownloadContext,
    events: {} as PdfDownloadEvent,
    input: {} as PdfDownloadInput,
  },
  actors: {
    fetchPdf: notProvided<string, { readonly documentId: string }>("pdfDownload", "fetchPdf"),
  },
  actions: {
    forgetFailure: assign({ failure: null }),
  },
}).createMachine({
  id: "pdfDownload",
  description: "Downloading one PDF (an invoice or an order form): loading, then ok or error.",
  context: ({ input }) => ({ documentId: input.documentId, savedAs: null, failure: null }),
  initial: "idle",
  states: {
    idle: {
      description: "Nothing asked yet.",
      on: { DOWNLOAD: "loading" },
    },
    loading: {
      description: "Fetching the PDF with the token; leaving the page or CANCEL aborts it.",
      entry: "forgetFailure",
      invoke: {
        id: "fetchPdf",
        src: "fetchPdf",
        input: ({ context }) => ({ documentId: context.documentId }),
        onDone: { target: "ok", actions: assign({ savedAs: ({ event }) => event.output }) },
        onError: {
          target: "error",
          actions: assign({ failure: ({ event }) => asRequestFailure(event.error) }),
        },
      },
      on: { CANCEL: "idle" },
    },
    ok: {
      description: "Saved by the browser; it may be downloaded again.",
      on: { DOWNLOAD: "loading" },
    },
    error: {
      description: "Failed: the catalogue's message, and a retry.",
      on: { RETRY: "loading", DOWNLOAD: "loading" },
    },
  },
});
