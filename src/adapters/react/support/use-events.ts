import { useQuery } from "@tanstack/react-query";
import type {
  MaintenanceDetail,
  MaintenanceList,
  OutageDetail,
  OutageList,
  RfoDocument,
} from "../../../core/api/events/index.ts";
import type { MaintenanceQuery, OutageQuery } from "../../api/events/index.ts";
import { useSessionReady } from "../auth/use-session.ts";
import { type QueryView, useQueryView } from "../result-views.ts";
import { useEventsClient } from "./events-client.ts";
import { type FileDownloadView, useFileDownload } from "./use-file-download.ts";

export type { MaintenanceQuery, OutageQuery };

/** Maintenances and outages: the lists, one of each, and an outage's RFO report. */

export function useMaintenances(query: MaintenanceQuery): QueryView<MaintenanceList> {
  const { queries } = useEventsClient();
  const enabled = useSessionReady();
  return useQueryView(useQuery({ ...queries.maintenances(query), enabled }));
}

export function useMaintenance(id: string): QueryView<MaintenanceDetail> {
  const { queries } = useEventsClient();
  const enabled = useSessionReady() && id !== "";
  return useQueryView(useQuery({ ...queries.maintenance(id), enabled }));
}

export function useOutages(query: OutageQuery): QueryView<OutageList> {
  const { queries } = useEventsClient();
  const enabled = useSessionReady();
  return useQueryView(useQuery({ ...queries.outages(query), enabled }));
}

export function useOutage(id: string): QueryView<OutageDetail> {
  const { queries } = useEventsClient();
  const enabled = useSessionReady() && id !== "";
  return useQueryView(useQuery({ ...queries.outage(id), enabled }));
}

/** The outage page's RFO reports: one download at a time, marked while it runs. */
export type RfoDownloadView = FileDownloadView<RfoDocument>;

/** Fetches an RFO PDF with the token and hands it to the browser's download. */
export function useRfoDownload(outageId: string): RfoDownloadView {
  const { api } = useEventsClient();
  return useFileDownload((document: RfoDocument) => api.downloadRfo(outageId, document.id));
}
