import { queryOptions } from "@tanstack/react-query";
import { ServiceMonitoring } from "../../../core/api/services/monitoring.ts";
import type { HttpClient } from "../../http/index.ts";
import { servicesKeys } from "./services-queries.ts";

/**
 * GET /services/monitoring on its own: the dashboard's services card needs only this call,
 * so the dashboard does not carry the rest of the services module's schemas.
 */
export function serviceMonitoringQuery(http: HttpClient) {
  return queryOptions({
    queryKey: servicesKeys.monitoring,
    queryFn: ({ signal }) =>
      http.request({
        method: "GET",
        path: "/services/monitoring",
        response: ServiceMonitoring,
        signal,
      }),
  });
}
