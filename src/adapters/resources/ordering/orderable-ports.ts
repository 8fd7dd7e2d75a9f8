import { queryOptions } from "@tanstack/react-query";
import { OrderablePortList } from "../../../core/api/ordering/index.ts";
import { MAX_PAGE_LIMIT } from "../../../core/api/page-window.ts";
import type { HttpClient } from "../../http/index.ts";
import { usePortal } from "../../react/portal-context.tsx";
import type { QueryView } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { orderingKeys } from "./ordering-keys.ts";

/** The company's ports (with their CNIs), which a connection's ends are ordered on. */

/** Refreshed when an order is placed: the new order takes capacity and a VLAN. */
export const orderablePortsKeys = {
  all: [...orderingKeys.all, "ports"] as const,
};

export function getOrderablePorts(http: HttpClient, signal?: AbortSignal) {
  return http.request({
    method: "GET",
    path: "/sdn/cni-id",
    query: { limit: MAX_PAGE_LIMIT },
    response: OrderablePortList,
    signal,
  });
}

export function orderablePortsQuery(http: HttpClient) {
  return queryOptions({
    queryKey: orderablePortsKeys.all,
    queryFn: ({ signal }) => getOrderablePorts(http, signal),
  });
}

/** The company's ports with free capacity and VLANs in use (A and B ends). */
export function useOrderablePorts(): QueryView<OrderablePortList> {
  const { http } = usePortal();
  return useSessionQuery(orderablePortsQuery(http));
}
