import { Schema } from "effect";
import {
  AzureKeyCheck,
  CloudRegionList,
  type EvplBEnd,
  OrderablePortList,
  type OrderDraft,
  OrderDraftAnswer,
  type OrderFlow,
  type OrderRequest,
  PlacedOrder,
  PriceList,
  PricingAnswer,
} from "../../../core/api/ordering/index.ts";
import { LocationList } from "../../../core/api/reference/index.ts";
import { OrderStatusView } from "../../../core/api/services/index.ts";
import type { HttpClient } from "../../http/index.ts";

/**
 * The ordering module's calls (issue 18): prices, the price list, the clouds, the company's
 * ports, the draft and the order itself, in the ordering screens' chunk.
 */
/** What a running price is asked for (GET /services/pricing); "" for a part not asked. */
export interface PriceAsk {
  readonly type: OrderFlow;
  readonly mbps: number;
  readonly location: string;
  readonly bEnd: EvplBEnd | "";
}

export function createOrderingApi(http: HttpClient) {
  return {
    pricing: (ask: PriceAsk, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/services/pricing",
        query: {
          type: ask.type,
          mbps: ask.mbps,
          location: ask.location === "" ? undefined : ask.location,
          b_end: ask.bEnd === "" ? undefined : ask.bEnd,
        },
        response: PricingAnswer,
        signal,
      }),
    priceList: (location: string, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/services/price-list",
        query: { location: location === "" ? undefined : location },
        response: PriceList,
        signal,
      }),
    locations: (signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/locations",
        query: { limit: 200 },
        response: LocationList,
        signal,
      }),
    cloudRegions: (signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/cloud-regions",
        query: { limit: 100 },
        response: CloudRegionList,
        signal,
      }),
    ports: (signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/sdn/cni-id",
        query: { limit: 200 },
        response: OrderablePortList,
        signal,
      }),
    validateAzureKey: (key: string) =>
      http.request({
        method: "GET",
        path: `/sdn/aer/validate_key/${encodeURIComponent(key)}`,
        response: AzureKeyCheck,
      }),
    /** The idempotency key makes a retry safe: the server answers the first order. */
    placeOrder: (request: OrderRequest) =>
      http.request({
        method: "POST",
        path: "/services/orders",
        body: request,
        response: PlacedOrder,
        retry: true,
      }),
    orderStatus: (id: string, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: `/services/order_status/${encodeURIComponent(id)}`,
        response: OrderStatusView,
        signal,
      }),
    draft: (signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/services/order-draft",
        response: OrderDraftAnswer,
        signal,
      }),
    saveDraft: (draft: OrderDraft) =>
      http.request({
        method: "PUT",
        path: "/services/order-draft",
        body: draft,
        response: OrderDraftAnswer,
      }),
    discardDraft: () =>
      http.request({ method: "DELETE", path: "/services/order-draft", response: Schema.Null }),
  };
}

export type OrderingApi = ReturnType<typeof createOrderingApi>;

export const orderingKeys = {
  all: ["ordering"] as const,
  pricing: (ask: PriceAsk) =>
    ["ordering", "pricing", ask.type, ask.mbps, ask.location, ask.bEnd] as const,
  priceList: (location: string) => ["ordering", "price-list", location] as const,
  locations: ["ordering", "locations"] as const,
  regions: ["ordering", "regions"] as const,
  ports: ["ordering", "ports"] as const,
  draft: ["ordering", "draft"] as const,
  orderStatus: (id: string) => ["ordering", "order-status", id] as const,
};
