import { queryOptions } from "@tanstack/react-query";
import { OutageDetail, type RfoDocument, rfoDocumentPath } from "../../../core/api/events/index.ts";
import type { DownloadedFile } from "../../files/downloaded-file.ts";
import type { FileTransfer } from "../../files/file-transfer.ts";
import { fileTransferOf } from "../../files/file-transfer-of.ts";
import { type FileDownloadView, useFileDownload } from "../../files/use-file-download.ts";
import type { HttpClient } from "../../http/index.ts";
import { usePortal } from "../../react/portal-context.tsx";
import type { QueryView } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { eventKeys } from "./events-keys.ts";

/**
 * One outage and its RFO reports (spec section 7, Events; the list is
 * `useList(OUTAGE_LIST, …)`). The RFO report is a PDF fetched with the token, so it goes
 * through the file transfer rather than a plain link.
 */

export const outageKeys = {
  detail: (id: string) => [...eventKeys.all, "outage", id] as const,
} as const;

export function getOutage(http: HttpClient, id: string, signal?: AbortSignal) {
  return http.request({
    method: "GET",
    path: `/outages/${encodeURIComponent(id)}`,
    response: OutageDetail,
    signal,
  });
}

/** GET /outages/{id}/rfo/{fileId}: the Reason For Outage PDF. */
export function downloadRfo(
  transfer: FileTransfer,
  outageId: string,
  documentId: string,
): Promise<DownloadedFile> {
  return transfer.download({ path: rfoDocumentPath(outageId, documentId) });
}

export function outageQuery(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: outageKeys.detail(id),
    queryFn: ({ signal }) => getOutage(http, id, signal),
  });
}

export function useOutage(id: string): QueryView<OutageDetail> {
  const { http } = usePortal();
  return useSessionQuery(outageQuery(http, id), id !== "");
}

/** The outage page's RFO reports: one download at a time, marked while it runs. */
export type RfoDownloadView = FileDownloadView<RfoDocument>;

/** Fetches an RFO PDF with the token and hands it to the browser's download. */
export function useRfoDownload(outageId: string): RfoDownloadView {
  const transfer = fileTransferOf(usePortal());
  return useFileDownload((document: RfoDocument) => downloadRfo(transfer, outageId, document.id));
}
