import type { ContractLineDetail, NetworkServiceDetail } from "../../../core/api/services/index.ts";
import type { QueryView } from "../result-views.ts";
import { useSessionQuery } from "../use-session-query.ts";
import { useServicesClient } from "./services-client.ts";

/** One network service and one contract line (their lists: useList). */

export function useNetworkService(id: string): QueryView<NetworkServiceDetail> {
  const { queries } = useServicesClient();
  return useSessionQuery(queries.networkService(id), id !== "");
}

export function useContractLine(id: string): QueryView<ContractLineDetail> {
  const { queries } = useServicesClient();
  return useSessionQuery(queries.contractLine(id), id !== "");
}
