import { queryOptions } from "@tanstack/react-query";
import { MaintenanceDetail } from "../../../core/api/events/index.ts";
import type { HttpClient } from "../../http/index.ts";
import { usePortal } from "../../react/portal-context.tsx";
import type { QueryView } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { eventKeys } from "./events-keys.ts";

/**
 * One maintenance (spec section 7, Events; the list is `useList(MAINTENANCE_LIST, …)`),
 * loaded with the event screens: the support desk's schemas do not come with it.
 */

export const maintenanceKeys = {
  detail: (id: string) => [...eventKeys.all, "maintenance", id] as const,
} as const;

export function getMaintenance(http: HttpClient, id: string, signal?: AbortSignal) {
  return http.request({
    method: "GET",
    path: `/maintenances/${encodeURIComponent(id)}`,
    response: MaintenanceDetail,
    signal,
  });
}

export function maintenanceQuery(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: maintenanceKeys.detail(id),
    queryFn: ({ signal }) => getMaintenance(http, id, signal),
  });
}

export function useMaintenance(id: string): QueryView<MaintenanceDetail> {
  const { http } = usePortal();
  return useSessionQuery(maintenanceQuery(http, id), id !== "");
}
