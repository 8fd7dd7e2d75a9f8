import { useActorRef, useSelector } from "@xstate/react";
import { fromPromise } from "xstate";
import {
  invoiceDownloadError,
  invoiceDownloadMachine,
  isDownloadingInvoice,
  savedInvoiceAs,
} from "../../../machines/billing/index.ts";
import { saveDownloadedFile } from "../../api/support/downloaded-file.ts";
import { usePortal } from "../portal-context.tsx";
import { useBillingClient } from "./billing-client.ts";

export interface InvoiceDownloadView {
  download(): void;
  retry(): void;
  cancel(): void;
  readonly isDownloading: boolean;
  readonly savedAs: string | null;
  /** The error catalogue's message when the download failed. */
  readonly error: string | null;
}

/**
 * The invoice download machine of one invoice page: it lives as long as the page (leaving
 * it stops the actor and aborts the fetch) and reports to the inspector like the root actors.
 */
export function useInvoiceDownload(invoiceId: string): InvoiceDownloadView {
  const { api } = useBillingClient();
  const portal = usePortal();
  const actor = useActorRef(
    invoiceDownloadMachine.provide({
      actors: {
        fetchInvoicePdf: fromPromise<string, { readonly invoiceId: string }>(
          async ({ input, signal }) =>
            saveDownloadedFile(
              await api.downloadPdf(input.invoiceId, signal),
              `${input.invoiceId}.pdf`,
            ),
        ),
      },
    }),
    { input: { invoiceId }, ...(portal.inspect ? { inspect: portal.inspect } : {}) },
  );
  return {
    download: () => actor.send({ type: "DOWNLOAD" }),
    retry: () => actor.send({ type: "RETRY" }),
    cancel: () => actor.send({ type: "CANCEL" }),
    isDownloading: useSelector(actor, isDownloadingInvoice),
    savedAs: useSelector(actor, savedInvoiceAs),
    error: useSelector(actor, invoiceDownloadError),
  };
}
