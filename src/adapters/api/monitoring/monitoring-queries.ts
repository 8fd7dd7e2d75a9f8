import { queryOptions } from "@tanstack/react-query";
import type { MetricsQuery } from "../../../core/api/monitoring/index.ts";
import type { MetricsSubject, MonitoringApi } from "./monitoring-api.ts";

/**
 * Query keys of the monitoring module: metrics under "metrics", one radio device and its
 * interface facts under "rf" (the RF lists are declared lists, each under its own resource).
 */
export const monitoringKeys = {
  metrics: (subject: MetricsSubject, query: MetricsQuery) =>
    ["metrics", subject.kind, subject.id, query] as const,
  rf: ["rf"],
  device: (id: string) => ["rf", "device", id] as const,
  additionalInfo: (id: string) => ["rf", "additional-info", id] as const,
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
    device: (id: string) =>
      queryOptions({
        queryKey: monitoringKeys.device(id),
        queryFn: ({ signal }) => api.device(id, signal),
      }),
    additionalInfo: (id: string) =>
      queryOptions({
        queryKey: monitoringKeys.additionalInfo(id),
        queryFn: ({ signal }) => api.additionalInfo(id, signal),
      }),
  };
}

export type MonitoringQueries = ReturnType<typeof monitoringQueries>;
