import type { ServiceMonitoring } from "../../../core/api/services/monitoring.ts";
import { serviceMonitoringQuery } from "../../api/services/monitoring-api.ts";
import { usePortal } from "../portal-context.tsx";
import type { QueryView } from "../result-views.ts";
import { useSessionQuery } from "../use-session-query.ts";

/**
 * The company's services counted by status (GET /services/monitoring), for the dashboard's
 * card. `load: false` (no services permission) makes no call.
 */
export function useServiceMonitoring(load = true): QueryView<ServiceMonitoring> {
  const { http } = usePortal();
  return useSessionQuery(serviceMonitoringQuery(http), load);
}
