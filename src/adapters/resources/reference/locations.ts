import { queryOptions } from "@tanstack/react-query";
import { MAX_PAGE_LIMIT } from "../../../core/api/page-window.ts";
import { LocationList } from "../../../core/api/reference/index.ts";
import type { HttpClient } from "../../http/index.ts";
import { usePortal } from "../../react/portal-context.tsx";
import type { QueryView } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";

/**
 * GET /locations: the provider's data centres, read once for every screen that names them
 * (the order wizard's location step and its metro check, the price list, the service list's
 * location filter). Reference data: no change of the customer's makes it stale, so no
 * module's key holds it.
 */

export const locationsKeys = {
  all: ["locations"] as const,
};

export function getLocations(http: HttpClient, signal?: AbortSignal) {
  return http.request({
    method: "GET",
    path: "/locations",
    query: { limit: MAX_PAGE_LIMIT },
    response: LocationList,
    signal,
  });
}

export function locationsQuery(http: HttpClient) {
  return queryOptions({
    queryKey: locationsKeys.all,
    queryFn: ({ signal }) => getLocations(http, signal),
  });
}

export function useLocations(): QueryView<LocationList> {
  const { http } = usePortal();
  return useSessionQuery(locationsQuery(http));
}
