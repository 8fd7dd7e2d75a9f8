import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LocationList } from "../../../core/api/reference/index.ts";
import type { ServiceExportStatus, ServiceList } from "../../../core/api/services/index.ts";
import { portalNow } from "../../../core/clock.ts";
import { type ServiceQuery, servicesKeys } from "../../api/services/index.ts";
import { saveDownloadedFile } from "../../files/downloaded-file.ts";
import { useSessionReady } from "../auth/use-session.ts";
import { type QueryView, useFailureText } from "../result-views.ts";
import { useSessionQuery } from "../use-session-query.ts";
import { useServicesClient } from "./services-client.ts";

export type { ServiceQuery };

/** The service list and what its filters need: the locations, the CSV export. */

export function useServices(query: ServiceQuery): QueryView<ServiceList> {
  const { queries } = useServicesClient();
  return useSessionQuery(queries.services(query));
}

/** The data centres services are in, for the location filter. */
export function useServiceLocations(): QueryView<LocationList> {
  const { queries } = useServicesClient();
  return useSessionQuery(queries.locations());
}

export interface ServiceExportView {
  /** Downloads the filtered list as CSV (the browser saves it). */
  exportServices(query: Omit<ServiceQuery, "offset" | "limit">): void;
  readonly isExporting: boolean;
  readonly error: string | null;
  /** The name the last export was saved under. */
  readonly savedAs: string | null;
  /** GET /services/export-status: the caller's latest export. */
  readonly status: ServiceExportStatus | undefined;
}

/** A name for the CSV when the server gives none: services-2026-11-21.csv. */
export function serviceExportFileName(now: Date): string {
  return `services-${now.toISOString().slice(0, 10)}.csv`;
}

export function useServiceExport(): ServiceExportView {
  const { api, queries } = useServicesClient();
  const queryClient = useQueryClient();
  const enabled = useSessionReady();
  const status = useQuery({ ...queries.exportStatus(), enabled });
  const exporting = useMutation({
    mutationFn: async (query: Omit<ServiceQuery, "offset" | "limit">) =>
      saveDownloadedFile(await api.exportServices(query), serviceExportFileName(portalNow())),
    onSettled: () => queryClient.invalidateQueries({ queryKey: servicesKeys.exportStatus }),
  });
  const { mutate } = exporting;
  const error = useFailureText(exporting);
  return {
    exportServices: mutate,
    isExporting: exporting.isPending,
    error,
    savedAs: exporting.data ?? null,
    status: status.data,
  };
}
