import { queryOptions } from "@tanstack/react-query";
import { type DisputeInvoiceRequest, InvoiceDetail } from "../../../core/api/billing/index.ts";
import { TempAttachment } from "../../../core/api/support/index.ts";
import type { DownloadedFile } from "../../files/downloaded-file.ts";
import type { FileTransfer, UploadOptions } from "../../files/file-transfer.ts";
import { fileTransferOf } from "../../files/file-transfer-of.ts";
import type { HttpClient } from "../../http/index.ts";
import { usePortal } from "../../react/portal-context.tsx";
import type { QueryView } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { billingKeys } from "./billing-keys.ts";
import { type PdfDownloadView, usePdfDownload } from "./pdf-download.ts";

/**
 * One invoice (spec section 7, Billing), in the billing screens' chunk: its lines and dispute,
 * its PDF and the dispute's calls (the list is a declared list, `useList(INVOICE_LIST, …)`).
 * The PDF is a file fetched with the token, so it goes through the file transfer; so does a
 * dispute's upload, with its progress. The dispute form's state is invoice-dispute.ts.
 */

export const invoiceKeys = {
  detail: (id: string) => [...billingKeys.all, "detail", id] as const,
} as const;

const invoicePath = (id: string) => `/invoices/${encodeURIComponent(id)}`;

export function getInvoice(http: HttpClient, id: string, signal?: AbortSignal) {
  return http.request({ method: "GET", path: invoicePath(id), response: InvoiceDetail, signal });
}

/** The invoice's PDF. A 403 (no write permission) is explained in place, not redirected. */
export function downloadInvoicePdf(
  transfer: FileTransfer,
  id: string,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  return transfer.download({ path: `${invoicePath(id)}/pdf`, redirectOn403: false, signal });
}

export function disputeInvoice(http: HttpClient, id: string, request: DisputeInvoiceRequest) {
  return http.request({
    method: "POST",
    path: `${invoicePath(id)}/dispute`,
    body: request,
    response: InvoiceDetail,
    redirectOn403: false,
  });
}

/** One file for a dispute, held for the uploader until the dispute is sent. */
export function addDisputeAttachment(
  transfer: FileTransfer,
  file: File,
  options: UploadOptions = {},
) {
  const form = new FormData();
  form.append("file", file, file.name);
  return transfer.upload({
    path: "/invoices/attachments",
    form,
    response: TempAttachment,
    ...options,
  });
}

export function invoiceQuery(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => getInvoice(http, id, signal),
  });
}

/** One invoice with its lines and dispute. */
export function useInvoice(id: string): QueryView<InvoiceDetail> {
  const { http } = usePortal();
  return useSessionQuery(invoiceQuery(http, id));
}

/** The invoice page's PDF through the PDF download machine. */
export function useInvoiceDownload(invoiceId: string): PdfDownloadView {
  const transfer = fileTransferOf(usePortal());
  return usePdfDownload(
    invoiceId,
    (id, signal) => downloadInvoicePdf(transfer, id, signal),
    (id) => `${id}.pdf`,
  );
}
