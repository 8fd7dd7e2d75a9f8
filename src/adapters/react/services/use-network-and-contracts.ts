import type {
  ContractLineDetail,
  ContractLineList,
  NetworkServiceDetail,
  NetworkServiceList,
} from "../../../core/api/services/index.ts";
import type { ListWindow } from "../../api/list-window.ts";
import type { ContractLineQuery } from "../../api/services/index.ts";
import type { QueryView } from "../result-views.ts";
import { useSessionQuery } from "../use-session-query.ts";
import { useServicesClient } from "./services-client.ts";

export type { ContractLineQuery };

/** Network services and contract lines: each list, and one of each. */

export function useNetworkServices(window: ListWindow): QueryView<NetworkServiceList> {
  const { queries } = useServicesClient();
  return useSessionQuery(queries.networkServices(window));
}

export function useNetworkService(id: string): QueryView<NetworkServiceDetail> {
  const { queries } = useServicesClient();
  return useSessionQuery(queries.networkService(id), id !== "");
}

export function useContractLines(query: ContractLineQuery): QueryView<ContractLineList> {
  const { queries } = useServicesClient();
  return useSessionQuery(queries.contractLines(query));
}

export function useContractLine(id: string): QueryView<ContractLineDetail> {
  const { queries } = useServicesClient();
  return useSessionQuery(queries.contractLine(id), id !== "");
}
