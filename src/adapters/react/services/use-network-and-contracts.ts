import { useQuery } from "@tanstack/react-query";
import type {
  ContractLineDetail,
  ContractLineList,
  NetworkServiceDetail,
  NetworkServiceList,
} from "../../../core/api/services/index.ts";
import type { ListWindow } from "../../api/list-window.ts";
import type { ContractLineQuery } from "../../api/services/index.ts";
import { useSessionReady } from "../auth/use-session.ts";
import { type QueryView, useQueryView } from "../result-views.ts";
import { useServicesClient } from "./services-client.ts";

export type { ContractLineQuery };

/** Network services and contract lines: each list, and one of each. */

export function useNetworkServices(window: ListWindow): QueryView<NetworkServiceList> {
  const { queries } = useServicesClient();
  const enabled = useSessionReady();
  return useQueryView(useQuery({ ...queries.networkServices(window), enabled }));
}

export function useNetworkService(id: string): QueryView<NetworkServiceDetail> {
  const { queries } = useServicesClient();
  const enabled = useSessionReady() && id !== "";
  return useQueryView(useQuery({ ...queries.networkService(id), enabled }));
}

export function useContractLines(query: ContractLineQuery): QueryView<ContractLineList> {
  const { queries } = useServicesClient();
  const enabled = useSessionReady();
  return useQueryView(useQuery({ ...queries.contractLines(query), enabled }));
}

export function useContractLine(id: string): QueryView<ContractLineDetail> {
  const { queries } = useServicesClient();
  const enabled = useSessionReady() && id !== "";
  return useQueryView(useQuery({ ...queries.contractLine(id), enabled }));
}
