import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { MetricsQuery } from "../../../core/api/monitoring/index.ts";
import type {
  MetricsSubject,
  MonitoringApi,
  RfDeviceQuery,
  RfInterfaceQuery,
  RfLogQuery,
} from "./monitoring-api.ts";

/**
 * Query keys of the monitoring module: metrics under "metrics", radio frequency under "rf",
 * so a description or status change refreshes every RF list and the log in one go.
 */
export const monitoringKeys = {
  metrics: (subject: MetricsSubject, query: MetricsQuery) =>
    ["metrics", subject.kind, subject.id, query] as const,
  rf: ["rf"],
  devices: (query: RfDeviceQuery) => ["rf", "devices", query] as const,
  device: (id: string) => ["rf", "device", id] as const,
  interfaces: (query: RfInterfaceQuery) => ["rf", "interfaces", query] as const,
  additionalInfo: (id: string) => ["rf", "additional-info", id] as const,
  thresholds: (id: string) => ["rf", "thresholds", id] as const,
  logs: (query: RfLogQuery) => ["rf", "logs", query] as const,
} as const;

export function monitoringQueries(api: MonitoringApi) {
  return {
    metrics: (subject: MetricsSubject, query: MetricsQuery) =>
      queryOptions({
        queryKey: monitoringKeys.metrics(subject, query),
        queryFn: ({ signal }) => api.metrics(subject, query, signal),
        // Charts do not retry a refused range: the 400 is shown at once.
        retry: false,
        staleTime: 60_000,
      }),
    devices: (query: RfDeviceQuery) =>
      queryOptions({
        queryKey: monitoringKeys.devices(query),
        queryFn: ({ signal }) => api.devices(query, signal),
        placeholderData: keepPreviousData,
      }),
    device: (id: string) =>
      queryOptions({
        queryKey: monitoringKeys.device(id),
        queryFn: ({ signal }) => api.device(id, signal),
      }),
    interfaces: (query: RfInterfaceQuery) =>
      queryOptions({
        queryKey: monitoringKeys.interfaces(query),
        queryFn: ({ signal }) => api.interfaces(query, signal),
        placeholderData: keepPreviousData,
      }),
    additionalInfo: (id: string) =>
      queryOptions({
        queryKey: monitoringKeys.additionalInfo(id),
        queryFn: ({ signal }) => api.additionalInfo(id, signal),
      }),
    thresholds: (id: string) =>
      queryOptions({
        queryKey: monitoringKeys.thresholds(id),
        queryFn: ({ signal }) => api.thresholds(id, signal),
      }),
    logs: (query: RfLogQuery) =>
      queryOptions({
        queryKey: monitoringKeys.logs(query),
        queryFn: ({ signal }) => api.logs(query, signal),
        placeholderData: keepPreviousData,
      }),
  };
}

export type MonitoringQueries = ReturnType<typeof monitoringQueries>;
