import {
  MaintenanceDetail,
  MaintenanceList,
  type MaintenanceListQuery,
  OutageDetail,
  OutageList,
  type OutageListQuery,
  rfoDocumentPath,
} from "../../../core/api/events/index.ts";
import type { DownloadedFile } from "../../files/downloaded-file.ts";
import type { FileTransfer } from "../../files/file-transfer.ts";
import type { HttpClient } from "../../http/index.ts";
import type { ListWindow } from "../list-window.ts";

/**
 * Maintenances and outages (spec section 7, Events), built in the event screens' chunk like
 * the support desk's calls. The RFO report is a PDF fetched with the token, so it goes
 * through the file transfer rather than a plain link.
 */

/** The filters of GET /maintenances (text, "" for none) plus the page window. */
export type MaintenanceQuery = MaintenanceListQuery & ListWindow;
/** The filters of GET /outages plus the page window. */
export type OutageQuery = OutageListQuery & ListWindow;

const eventPath = (kind: "maintenances" | "outages", id: string) =>
  `/${kind}/${encodeURIComponent(id)}`;

export function createEventsApi(http: HttpClient, transfer: FileTransfer) {
  return {
    maintenances: (query: MaintenanceQuery = {}, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/maintenances",
        query: { ...query },
        response: MaintenanceList,
        signal,
      }),
    maintenance: (id: string, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: eventPath("maintenances", id),
        response: MaintenanceDetail,
        signal,
      }),
    outages: (query: OutageQuery = {}, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/outages",
        query: { ...query },
        response: OutageList,
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
