import { type DisputeInvoiceRequest, InvoiceDetail } from "../../../core/api/billing/index.ts";
import { TempAttachment } from "../../../core/api/support/index.ts";
import type { DownloadedFile } from "../../files/downloaded-file.ts";
import type { FileTransfer, UploadOptions } from "../../files/file-transfer.ts";
import type { HttpClient } from "../../http/index.ts";

/**
 * The billing module's calls (spec section 7, Billing), built in the billing screens' chunk
 * (the invoice list is a declared list: src/adapters/lists). The PDF is a file fetched with
 * the token, so it goes through the file transfer; so does a dispute's upload, with its
 * progress.
 */

const invoicePath = (id: string) => `/invoices/${encodeURIComponent(id)}`;

export function createBillingApi(http: HttpClient, transfer: FileTransfer) {
  return {
    invoice: (id: string, signal?: AbortSignal) =>
      http.request({ method: "GET", path: invoicePath(id), response: InvoiceDetail, signal }),
    /** The invoice's PDF. A 403 (no write permission) is explained in place, not redirected. */
    downloadPdf: (id: string, signal?: AbortSignal): Promise<DownloadedFile> =>
      transfer.download({ path: `${invoicePath(id)}/pdf`, redirectOn403: false, signal }),
    dispute: (id: string, request: DisputeInvoiceRequest) =>
      http.request({
        method: "POST",
        path: `${invoicePath(id)}/dispute`,
        body: request,
        response: InvoiceDetail,
        redirectOn403: false,
      }),
    /** One file for a dispute, held for the uploader until the dispute is sent. */
    addDisputeAttachment: (file: File, options: UploadOptions = {}) => {
      const form = new FormData();
      form.append("file", file, file.name);
      return transfer.upload({
        path: "/invoices/attachments",
        form,
        response: TempAttachment,
        ...options,
      });
    },
  };
}

export type BillingApi = ReturnType<typeof createBillingApi>;
