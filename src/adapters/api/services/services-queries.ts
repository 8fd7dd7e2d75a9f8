import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ListWindow } from "../list-window.ts";
import type { ServicesApi } from "./services-api.ts";

/**
 * Query keys and `queryOptions` factories of the services module. Every key starts with
 * "services", and a service's own data (detail, children) sits under `service(id)`, so a
 * rename or a cease refreshes the service's page; the lists are declared lists
 * (src/adapters/lists), each refreshed by its own key (listKeys).
 */
export const servicesKeys = {
  all: ["services"],
  service: (id: string) => ["services", "service", id] as const,
  detail: (id: string) => ["services", "service", id, "detail"] as const,
  children: (id: string, window: ListWindow) =>
    ["services", "service", id, "children", window] as const,
  ceaseReasons: ["services", "cease-reasons"],
  monitoring: ["services", "monitoring"],
  locations: ["services", "locations"],
  networkService: (id: string) => ["services", "network", "detail", id] as const,
  contractLine: (id: string) => ["services", "contracts", "detail", id] as const,
} as const;

export function servicesQueries(api: ServicesApi) {
  return {
    service: (id: string) =>
      queryOptions({
        queryKey: servicesKeys.detail(id),
        queryFn: ({ signal }) => api.service(id, signal),
      }),
    children: (id: string, window: ListWindow) =>
      queryOptions({
        queryKey: servicesKeys.children(id, window),
        queryFn: ({ signal }) => api.children(id, window, signal),
        placeholderData: keepPreviousData,
      }),
    ceaseReasons: () =>
      queryOptions({
        queryKey: servicesKeys.ceaseReasons,
        queryFn: ({ signal }) => api.ceaseReasons(signal),
      }),
    locations: () =>
      queryOptions({
        queryKey: servicesKeys.locations,
        queryFn: ({ signal }) => api.locations(signal),
      }),
    networkService: (id: string) =>
      queryOptions({
        queryKey: servicesKeys.networkService(id),
        queryFn: ({ signal }) => api.networkService(id, signal),
      }),
    contractLine: (id: string) =>
      queryOptions({
        queryKey: servicesKeys.contractLine(id),
        queryFn: ({ signal }) => api.contractLine(id, signal),
      }),
  };
}

export type ServicesQueries = ReturnType<typeof servicesQueries>;
