import { queryOptions } from "@tanstack/react-query";
import { LocationList } from "../../../core/api/reference/index.ts";
import type { HttpClient } from "../../http/index.ts";
import { usePortal } from "../../react/portal-context.tsx";
import type { QueryView } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { servicesKeys } from "./services-keys.ts";

/**
 * The data centres services are in, for the service list's location filter (the list and
 * its export are `useList(SERVICE_LIST, …)` and `useListExport(SERVICE_LIST)`).
 */

export const serviceLocationsKeys = {
  all: [...servicesKeys.all, "locations"] as const,
};

export function getServiceLocations(http: HttpClient, signal?: AbortSignal) {
  return http.request({
    method: "GET",
    path: "/locations",
    query: { limit: 100 },
    response: LocationList,
    signal,
  });
}

export function serviceLocationsQuery(http: HttpClient) {
  return queryOptions({
    queryKey: serviceLocationsKeys.all,
    queryFn: ({ signal }) => getServiceLocations(http, signal),
  });
}

export function useServiceLocations(): QueryView<LocationList> {
  const { http } = usePortal();
  return useSessionQuery(serviceLocationsQuery(http));
}
