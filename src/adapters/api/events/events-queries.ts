import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { EventsApi, MaintenanceQuery, OutageQuery } from "./events-api.ts";

/** Query keys and `queryOptions` factories of maintenances and outages ("events" first). */
export const eventKeys = {
  all: ["events"],
  maintenanceList: (query: MaintenanceQuery) => ["events", "maintenances", query] as const,
  maintenance: (id: string) => ["events", "maintenance", id] as const,
  outageList: (query: OutageQuery) => ["events", "outages", query] as const,
  outage: (id: string) => ["events", "outage", id] as const,
} as const;

export function eventQueries(api: EventsApi) {
  return {
    /** A page of maintenances; the previous page stays on screen while the next loads. */
    maintenances: (query: MaintenanceQuery) =>
      queryOptions({
        queryKey: eventKeys.maintenanceList(query),
        queryFn: ({ signal }) => api.maintenances(query, signal),
        placeholderData: keepPreviousData,
      }),
    maintenance: (id: string) =>
      queryOptions({
        queryKey: eventKeys.maintenance(id),
        queryFn: ({ signal }) => api.maintenance(id, signal),
      }),
    outages: (query: OutageQuery) =>
      queryOptions({
        queryKey: eventKeys.outageList(query),
        queryFn: ({ signal }) => api.outages(query, signal),
        placeholderData: keepPreviousData,
      }),
    outage: (id: string) =>
      queryOptions({
        queryKey: eventKeys.outage(id),
        queryFn: ({ signal }) => api.outage(id, signal),
      }),
  };
}

export type EventQueries = ReturnType<typeof eventQueries>;
