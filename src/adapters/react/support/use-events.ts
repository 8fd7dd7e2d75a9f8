import { useMutation, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type {
  MaintenanceDetail,
  MaintenanceList,
  OutageDetail,
  OutageList,
  RfoDocument,
} from "../../../core/api/events/index.ts";
import type { MaintenanceQuery, OutageQuery } from "../../api/events/index.ts";
import { failureText } from "../../api/index.ts";
import { saveDownloadedFile } from "../../api/support/downloaded-file.ts";
import { useSessionReady } from "../auth/use-session.ts";
import { type QueryView, useQueryView } from "../result-views.ts";
import { useEventsClient } from "./events-client.ts";

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

export interface RfoDownloadView {
  download(document: RfoDocument): void;
  /** The document being fetched, if any. */
  readonly downloadingId: string | null;
  readonly error: string | null;
}

/** Fetches an RFO PDF with the token and hands it to the browser's download. */
export function useRfoDownload(outageId: string): RfoDownloadView {
  const { api } = useEventsClient();
  const fetching = useMutation({
    mutationFn: async (document: RfoDocument) =>
      saveDownloadedFile(await api.downloadRfo(outageId, document.id), document.name),
  });
  const { mutate } = fetching;
  const error = useMemo(
    () => (fetching.isError ? failureText(fetching.error) : null),
    [fetching.isError, fetching.error],
  );
  return {
    download: mutate,
    downloadingId: fetching.isPending ? (fetching.variables?.id ?? null) : null,
    error,
  };
}
