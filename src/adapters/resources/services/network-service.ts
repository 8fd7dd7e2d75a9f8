import { queryOptions } from "@tanstack/react-query";
import { NetworkServiceDetail } from "../../../core/api/services/index.ts";
import type { HttpClient } from "../../http/index.ts";
import { usePortal } from "../../react/portal-context.tsx";
import type { QueryView } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { servicesKeys } from "./services-keys.ts";

/** One network service (their list: useList(NETWORK_SERVICE_LIST, …)). */

export const networkServiceKeys = {
  detail: (id: string) => [...servicesKeys.all, "network", "detail", id] as const,
};

export function getNetworkService(http: HttpClient, id: string, signal?: AbortSignal) {
  return http.request({
    method: "GET",
    path: `/network-services/${encodeURIComponent(id)}`,
    response: NetworkServiceDetail,
    signal,
  });
}

export function networkServiceQuery(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: networkServiceKeys.detail(id),
    queryFn: ({ signal }) => getNetworkService(http, id, signal),
  });
}

export function useNetworkService(id: string): QueryView<NetworkServiceDetail> {
  const { http } = usePortal();
  return useSessionQuery(networkServiceQuery(http, id), id !== "");
}
