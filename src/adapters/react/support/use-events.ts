import type {
  MaintenanceDetail,
  OutageDetail,
  RfoDocument,
} from "../../../core/api/events/index.ts";
import { type FileDownloadView, useFileDownload } from "../../files/use-file-download.ts";
import type { QueryView } from "../result-views.ts";
import { useSessionQuery } from "../use-session-query.ts";
import { useEventsClient } from "./events-client.ts";

/** Maintenances and outages: one of each, and an outage's RFO report (the lists: useList). */

export function useMaintenance(id: string): QueryView<MaintenanceDetail> {
  const { queries } = useEventsClient();
  return useSessionQuery(queries.maintenance(id), id !== "");
}

export function useOutage(id: string): QueryView<OutageDetail> {
  const { queries } = useEventsClient();
  return useSessionQuery(queries.outage(id), id !== "");
}

/** The outage page's RFO reports: one download at a time, marked while it runs. */
export type RfoDownloadView = FileDownloadView<RfoDocument>;

/** Fetches an RFO PDF with the token and hands it to the browser's download. */
export function useRfoDownload(outageId: string): RfoDownloadView {
  const { api } = useEventsClient();
  return useFileDownload((document: RfoDocument) => api.downloadRfo(outageId, document.id));
}
