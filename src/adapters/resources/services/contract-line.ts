import { queryOptions } from "@tanstack/react-query";
import { ContractLineDetail } from "../../../core/api/services/index.ts";
import type { HttpClient } from "../../http/index.ts";
import { usePortal } from "../../react/portal-context.tsx";
import type { QueryView } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { servicesKeys } from "./services-keys.ts";

/** One contract line (their list: useList(CONTRACT_LINE_LIST, …)). */

export const contractLineKeys = {
  detail: (id: string) => [...servicesKeys.all, "contracts", "detail", id] as const,
};

export function getContractLine(http: HttpClient, id: string, signal?: AbortSignal) {
  return http.request({
    method: "GET",
    path: `/contracts/lines/${encodeURIComponent(id)}`,
    response: ContractLineDetail,
    signal,
  });
}

export function contractLineQuery(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: contractLineKeys.detail(id),
    queryFn: ({ signal }) => getContractLine(http, id, signal),
  });
}

export function useContractLine(id: string): QueryView<ContractLineDetail> {
  const { http } = usePortal();
  return useSessionQuery(contractLineQuery(http, id), id !== "");
}
