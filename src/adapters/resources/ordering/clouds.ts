import { queryOptions } from "@tanstack/react-query";
import { AzureKeyCheck, CloudRegionList } from "../../../core/api/ordering/index.ts";
import { MAX_PAGE_LIMIT } from "../../../core/api/page-window.ts";
import type { HttpClient } from "../../http/index.ts";
import { usePortal } from "../../react/portal-context.tsx";
import type { QueryView } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { orderingKeys } from "./ordering-keys.ts";

/**
 * The clouds a cloud connection is ordered to: their regions (the wizard's cloud step) and the
 * check of an Azure ExpressRoute service key.
 */

export const cloudRegionsKeys = {
  all: [...orderingKeys.all, "regions"] as const,
};

export function getCloudRegions(http: HttpClient, signal?: AbortSignal) {
  return http.request({
    method: "GET",
    path: "/cloud-regions",
    query: { limit: MAX_PAGE_LIMIT },
    response: CloudRegionList,
    signal,
  });
}

export function validateAzureKey(http: HttpClient, key: string) {
  return http.request({
    method: "GET",
    path: `/sdn/aer/validate_key/${encodeURIComponent(key)}`,
    response: AzureKeyCheck,
  });
}

export function cloudRegionsQuery(http: HttpClient) {
  return queryOptions({
    queryKey: cloudRegionsKeys.all,
    queryFn: ({ signal }) => getCloudRegions(http, signal),
  });
}

export function useCloudRegions(): QueryView<CloudRegionList> {
  const { http } = usePortal();
  return useSessionQuery(cloudRegionsQuery(http));
}
