import {
  MaintenanceDetail,
  OutageDetail,
  rfoDocumentPath,
} from "../../../core/api/events/index.ts";
import type { DownloadedFile } from "../../files/downloaded-file.ts";
import type { FileTransfer } from "../../files/file-transfer.ts";
import type { HttpClient } from "../../http/index.ts";

/**
 * Maintenances and outages (spec section 7, Events), built in the event screens' chunk like
 * the support desk's calls. The RFO report is a PDF fetched with the token, so it goes
 * through the file transfer rather than a plain link.
 */

const eventPath = (kind: "maintenances" | "outages", id: string) =>
  `/${kind}/${encodeURIComponent(id)}`;

export function createEventsApi(http: HttpClient, transfer: FileTransfer) {
  return {
    maintenance: (id: string, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: eventPath("maintenances", id),
        response: MaintenanceDetail,
        signal,
      }),
    outage: (id: string, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: eventPath("outages", id),
        response: OutageDetail,
        signal,
      }),
    /** GET /outages/{id}/rfo/{fileId}: the Reason For Outage PDF. */
    downloadRfo: (outageId: string, documentId: string): Promise<DownloadedFile> =>
      transfer.download({ path: rfoDocumentPath(outageId, documentId) }),
  };
}

export type EventsApi = ReturnType<typeof createEventsApi>;
