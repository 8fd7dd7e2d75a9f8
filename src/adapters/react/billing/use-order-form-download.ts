import { orderFormFilename, orderFormPath } from "../../../core/api/billing/order-form.ts";
import { fileTransferOf } from "../../files/file-transfer-of.ts";
import { usePortal } from "../portal-context.tsx";
import { type PdfDownloadView, usePdfDownload } from "./use-pdf-download.ts";

/**
 * The order form of the order that created a service, through the PDF download machine.
 * It fetches through the file transfer directly rather than the billing client, so the
 * service page it sits on does not load the billing module's calls and schemas.
 */
export function useOrderFormDownload(serviceId: string): PdfDownloadView {
  const transfer = fileTransferOf(usePortal());
  return usePdfDownload(
    serviceId,
    // A 403 (no billing write) is explained in place, not redirected.
    (id, signal) => transfer.download({ path: orderFormPath(id), redirectOn403: false, signal }),
    orderFormFilename,
  );
}
