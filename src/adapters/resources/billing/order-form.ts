import { orderFormFilename, orderFormPath } from "../../../core/api/billing/order-form.ts";
import type { DownloadedFile } from "../../files/downloaded-file.ts";
import type { FileTransfer } from "../../files/file-transfer.ts";
import { fileTransferOf } from "../../files/file-transfer-of.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { type PdfDownloadView, usePdfDownload } from "./pdf-download.ts";

/**
 * The order form of the order that created a service. A file of its own, not invoice.ts, so
 * the service page it sits on does not load the invoice's calls and schemas.
 */

/** A 403 (no billing write) is explained in place, not redirected. */
export function downloadOrderForm(
  transfer: FileTransfer,
  serviceId: string,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  return transfer.download({ path: orderFormPath(serviceId), redirectOn403: false, signal });
}

/** The order form through the PDF download machine. */
export function useOrderFormDownload(serviceId: string): PdfDownloadView {
  const transfer = fileTransferOf(usePortal());
  return usePdfDownload(
    serviceId,
    (id, signal) => downloadOrderForm(transfer, id, signal),
    orderFormFilename,
  );
}
