import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ListWindow } from "../list-window.ts";
import type {
  CeaseOrderQuery,
  ContractLineQuery,
  ServiceQuery,
  ServicesApi,
} from "./services-api.ts";

/**
 * Query keys and `queryOptions` factories of the services module. Every key starts with
 * "services", and a service's own data (detail, children, cease orders) sits under
 * `service(id)`, so a rename or a cease refreshes the service's page and, through `lists`,
 * every list that shows it.
 */
export const servicesKeys = {
  all: ["services"],
  lists: ["services", "list"],
  list: (query: ServiceQuery) => ["services", "list", query] as const,
  service: (id: string) => ["services", "service", id] as const,
  detail: (id: string) => ["services", "service", id, "detail"] as const,
  children: (id: string, window: ListWindow) =>
    ["services", "service", id, "children", window] as const,
  ceaseOrders: (query: CeaseOrderQuery) => ["services", "cease-orders", query] as const,
  ceaseOrderLists: ["services", "cease-orders"],
  ceaseReasons: ["services", "cease-reasons"],
  exportStatus: ["services", "export-status"],
  monitoring: ["services", "monitoring"],
  locations: ["services", "locations"],
  networkServices: (window: ListWindow) => ["services", "network", "list", window] as const,
  networkService: (id: string) => ["services", "network", "detail", id] as const,
  contractLines: (query: ContractLineQuery) => ["services", "contracts", "list", query] as const,
  contractLine: (id: string) => ["services", "contracts", "detail", id] as const,
} as const;

export function servicesQueries(api: ServicesApi) {
  return {
    /** A page of services; the previous page stays on screen while the next loads. */
    services: (query: ServiceQuery) =>
      queryOptions({
        queryKey: servicesKeys.list(query),
        queryFn: ({ signal }) => api.services(query, signal),
        placeholderData: keepPreviousData,
      }),
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
    ceaseOrders: (query: CeaseOrderQuery) =>
      queryOptions({
        queryKey: servicesKeys.ceaseOrders(query),
        queryFn: ({ signal }) => api.ceaseOrders(query, signal),
      }),
    ceaseReasons: () =>
      queryOptions({
        queryKey: servicesKeys.ceaseReasons,
        queryFn: ({ signal }) => api.ceaseReasons(signal),
      }),
    exportStatus: () =>
      queryOptions({
        queryKey: servicesKeys.exportStatus,
        queryFn: ({ signal }) => api.exportStatus(signal),
      }),
    locations: () =>
      queryOptions({
        queryKey: servicesKeys.locations,
        queryFn: ({ signal }) => api.locations(signal),
      }),
    networkServices: (window: ListWindow) =>
      queryOptions({
        queryKey: servicesKeys.networkServices(window),
        queryFn: ({ signal }) => api.networkServices(window, signal),
        placeholderData: keepPreviousData,
      }),
    networkService: (id: string) =>
      queryOptions({
        queryKey: servicesKeys.networkService(id),
        queryFn: ({ signal }) => api.networkService(id, signal),
      }),
    contractLines: (query: ContractLineQuery) =>
      queryOptions({
        queryKey: servicesKeys.contractLines(query),
        queryFn: ({ signal }) => api.contractLines(query, signal),
        placeholderData: keepPreviousData,
      }),
    contractLine: (id: string) =>
      queryOptions({
        queryKey: servicesKeys.contractLine(id),
        queryFn: ({ signal }) => api.contractLine(id, signal),
      }),
  };
}

export type ServicesQueries = ReturnType<typeof servicesQueries>;
