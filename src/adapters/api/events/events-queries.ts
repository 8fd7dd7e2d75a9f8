import { queryOptions } from "@tanstack/react-query";
import type { EventsApi } from "./events-api.ts";

/** Query keys and `queryOptions` factories of maintenances and outages ("events" first). */
export const eventKeys = {
  all: ["events"],
  maintenance: (id: string) => ["events", "maintenance", id] as const,
  outage: (id: string) => ["events", "outage", id] as const,
} as const;

export function eventQueries(api: EventsApi) {
  return {
    maintenance: (id: string) =>
      queryOptions({
        queryKey: eventKeys.maintenance(id),
        queryFn: ({ signal }) => api.maintenance(id, signal),
      }),
    outage: (id: string) =>
      queryOptions({
        queryKey: eventKeys.outage(id),
        queryFn: ({ signal }) => api.outage(id, signal),
      }),
  };
}

export type EventQueries = ReturnType<typeof eventQueries>;
