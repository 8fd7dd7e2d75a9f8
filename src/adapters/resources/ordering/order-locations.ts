import { queryOptions } from "@tanstack/react-query";
import { LocationList } from "../../../core/api/reference/index.ts";
import type { HttpClient } from "../../http/index.ts";
import { usePortal } from "../../react/portal-context.tsx";
import type { QueryView } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { orderingKeys } from "./ordering-keys.ts";

/** The data centres a port may be ordered in (the wizard's location step, its metro check). */

export const orderLocationsKeys = {
  all: [...orderingKeys.all, "locations"] as const,
};

export function getOrderLocations(http: HttpClient, signal?: AbortSignal) {
  return http.request({
    method: "GET",
    path: "/locations",
    query: { limit: 200 },
    response: LocationList,
    signal,
  });
}

export function orderLocationsQuery(http: HttpClient) {
  return queryOptions({
    queryKey: orderLocationsKeys.all,
    queryFn: ({ signal }) => getOrderLocations(http, signal),
  });
}

export function useOrderLocations(): QueryView<LocationList> {
  const { http } = usePortal();
  return useSessionQuery(orderLocationsQuery(http));
}
