import {
  type DisputeInvoiceRequest,
  InvoiceDetail,
  InvoiceList,
  type InvoiceListQuery,
} from "../../../core/api/billing/index.ts";
import { TempAttachment } from "../../../core/api/support/index.ts";
import type { DownloadedFile } from "../../files/downloaded-file.ts";
import type { FileTransfer } from "../../files/file-transfer.ts";
import type { HttpClient } from "../../http/index.ts";
import type { ListWindow } from "../list-window.ts";
import type { UploadOptions } from "../support/support-api.ts";

/**
 * The billing module's calls (spec section 7, Billing), built in the billing screens' chunk.
 * The CSV export and the PDF are files fetched with the token, so they go through the file
 * transfer; so does a dispute's upload, with its progress.
 */

/** The filters of GET /invoices ("" for none) plus the page window. */
export type InvoiceQuery = Omit<InvoiceListQuery, "export"> & ListWindow;

const invoicePath = (id: string) => `/invoices/${encodeURIComponent(id)}`;

export function createBillingApi(http: HttpClient, transfer: FileTransfer) {
  return {
    invoices: (query: InvoiceQuery = {}, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/invoices",
        query: { ...query },
        response: InvoiceList,
        signal,
      }),
    /** The whole filtered list as CSV (export=true, no offset or limit). */
    exportInvoices: (query: Omit<InvoiceQuery, "offset" | "limit"> = {}): Promise<DownloadedFile> =>
      transfer.download({ path: "/invoices", query: { ...query, export: "true" } }),
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
