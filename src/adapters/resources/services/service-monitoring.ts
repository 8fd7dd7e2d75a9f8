import { queryOptions } from "@tanstack/react-query";
import { ServiceMonitoring } from "../../../core/api/services/monitoring.ts";
import type { HttpClient } from "../../http/index.ts";
import { usePortal } from "../../react/portal-context.tsx";
import type { QueryView } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { servicesKeys } from "./services-keys.ts";

/**
 * The company's services counted by status (GET /services/monitoring) on its own: the
 * dashboard's services card needs only this call, so the dashboard does not carry the rest
 * of the services module's schemas. Its key is `servicesKeys.monitoring`.
 */

export function getServiceMonitoring(http: HttpClient, signal?: AbortSignal) {
  return http.request({
    method: "GET",
    path: "/services/monitoring",
    response: ServiceMonitoring,
    signal,
  });
}

export function serviceMonitoringQuery(http: HttpClient) {
  return queryOptions({
    queryKey: servicesKeys.monitoring,
    queryFn: ({ signal }) => getServiceMonitoring(http, signal),
  });
}

/** For the dashboard's card. `load: false` (no services permission) makes no call. */
export function useServiceMonitoring(load = true): QueryView<ServiceMonitoring> {
  const { http } = usePortal();
  return useSessionQuery(serviceMonitoringQuery(http), load);
}
