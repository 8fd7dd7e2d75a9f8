import { queryOptions } from "@tanstack/react-query";
import { Schema } from "effect";
import { type OrderDraft, OrderDraftAnswer } from "../../../core/api/ordering/index.ts";
import type { HttpClient } from "../../http/index.ts";
import { usePortal } from "../../react/portal-context.tsx";
import type { QueryView } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { orderingKeys } from "./ordering-keys.ts";

/**
 * The user's order draft, kept on the server as the wizard is typed (its saves and discards
 * are the wizard's submission flow's, order-submission.ts).
 */

export const orderDraftKeys = {
  all: [...orderingKeys.all, "draft"] as const,
};

export function getOrderDraft(http: HttpClient, signal?: AbortSignal) {
  return http.request({
    method: "GET",
    path: "/services/order-draft",
    response: OrderDraftAnswer,
    signal,
  });
}

export function saveOrderDraft(http: HttpClient, draft: OrderDraft) {
  return http.request({
    method: "PUT",
    path: "/services/order-draft",
    body: draft,
    response: OrderDraftAnswer,
  });
}

export function discardOrderDraft(http: HttpClient) {
  return http.request({ method: "DELETE", path: "/services/order-draft", response: Schema.Null });
}

export function orderDraftQuery(http: HttpClient) {
  return queryOptions({
    queryKey: orderDraftKeys.all,
    queryFn: ({ signal }) => getOrderDraft(http, signal),
    // The wizard keeps the draft as it is typed: a refetch would only echo it back.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The user's draft (write permission only: a viewer has none and makes no call). */
export function useOrderDraft(enabled: boolean): QueryView<OrderDraftAnswer> {
  const { http } = usePortal();
  return useSessionQuery(orderDraftQuery(http), enabled);
}
