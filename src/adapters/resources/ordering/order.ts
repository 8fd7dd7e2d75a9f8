import { queryOptions } from "@tanstack/react-query";
import { type OrderRequest, PlacedOrder } from "../../../core/api/ordering/index.ts";
import { OrderStatusView } from "../../../core/api/services/index.ts";
import type { HttpClient } from "../../http/index.ts";
import { usePortal } from "../../react/portal-context.tsx";
import type { QueryView } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { orderingKeys } from "./ordering-keys.ts";

/**
 * An order for a new service: placing it (the wizard's submission flow does, with what it
 * makes stale: order-submission.ts) and following its progress.
 */

export const orderKeys = {
  status: (id: string) => [...orderingKeys.all, "order-status", id] as const,
};

/** The idempotency key makes a retry safe: the server answers the first order. */
export function placeOrder(http: HttpClient, request: OrderRequest) {
  return http.request({
    method: "POST",
    path: "/services/orders",
    body: request,
    response: PlacedOrder,
    retry: true,
  });
}

export function getOrderStatus(http: HttpClient, id: string, signal?: AbortSignal) {
  return http.request({
    method: "GET",
    path: `/services/order_status/${encodeURIComponent(id)}`,
    response: OrderStatusView,
    signal,
  });
}

export function orderStatusQuery(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: orderKeys.status(id),
    queryFn: ({ signal }) => getOrderStatus(http, id, signal),
    refetchInterval: 5_000,
  });
}

export function useOrderStatus(id: string | null): QueryView<OrderStatusView> {
  const { http } = usePortal();
  return useSessionQuery(orderStatusQuery(http, id ?? ""), id !== null);
}
