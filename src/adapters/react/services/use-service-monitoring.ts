import { useQuery } from "@tanstack/react-query";
import type { ServiceMonitoring } from "../../../core/api/services/monitoring.ts";
import { serviceMonitoringQuery } from "../../api/services/monitoring-api.ts";
import { useSessionReady } from "../auth/use-session.ts";
import { usePortal } from "../portal-context.tsx";
import { type QueryView, useQueryView } from "../result-views.ts";

/**
 * The company's services counted by status (GET /services/monitoring), for the dashboard's
 * card. `load: false` (no services permission) makes no call.
 */
export function useServiceMonitoring(load = true): QueryView<ServiceMonitoring> {
  const { http } = usePortal();
  const enabled = useSessionReady() && load;
  return useQueryView(useQuery({ ...serviceMonitoringQuery(http), enabled }));
}
