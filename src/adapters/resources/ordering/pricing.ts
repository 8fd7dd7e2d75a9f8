import { queryOptions } from "@tanstack/react-query";
import {
  type EvplBEnd,
  type OrderFlow,
  PriceList,
  PricingAnswer,
} from "../../../core/api/ordering/index.ts";
import type { HttpClient } from "../../http/index.ts";
import { usePortal } from "../../react/portal-context.tsx";
import type { QueryView } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { orderingKeys } from "./ordering-keys.ts";

/**
 * The prices (issue 18): the running price of a configuration the wizard shows, and the
 * price list of /pricing.
 */

/** What a running price is asked for (GET /services/pricing); "" for a part not asked. */
export interface PriceAsk {
  readonly type: OrderFlow;
  readonly mbps: number;
  readonly location: string;
  readonly bEnd: EvplBEnd | "";
}

export const pricingKeys = {
  pricing: (ask: PriceAsk) =>
    [...orderingKeys.all, "pricing", ask.type, ask.mbps, ask.location, ask.bEnd] as const,
  priceList: (location: string, currency: string) =>
    [...orderingKeys.all, "price-list", location, currency] as const,
};

export function getPricing(http: HttpClient, ask: PriceAsk, signal?: AbortSignal) {
  return http.request({
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
  });
}

/** The price list at `location` ("" for all) from `currency`'s book ("" for the user's own). */
export function getPriceList(
  http: HttpClient,
  location: string,
  currency: string,
  signal?: AbortSignal,
) {
  return http.request({
    method: "GET",
    path: "/services/price-list",
    query: {
      location: location === "" ? undefined : location,
      currency: currency === "" ? undefined : currency,
    },
    response: PriceList,
    signal,
  });
}

export function pricingQuery(http: HttpClient, ask: PriceAsk) {
  return queryOptions({
    queryKey: pricingKeys.pricing(ask),
    queryFn: ({ signal }) => getPricing(http, ask, signal),
  });
}

export function priceListQuery(http: HttpClient, location: string, currency: string) {
  return queryOptions({
    queryKey: pricingKeys.priceList(location, currency),
    queryFn: ({ signal }) => getPriceList(http, location, currency, signal),
  });
}

/** The price of a configuration for every term; idle until a speed or bandwidth is chosen. */
export function usePricing(ask: PriceAsk | undefined): QueryView<PricingAnswer> {
  const { http } = usePortal();
  const asked: PriceAsk = ask ?? { type: "port", mbps: 0, location: "", bEnd: "" };
  return useSessionQuery(pricingQuery(http, asked), ask !== undefined);
}

/** The price list of /pricing; `currency` "" is the book of the user's own currency. */
export function usePriceList(location: string, currency = ""): QueryView<PriceList> {
  const { http } = usePortal();
  return useSessionQuery(priceListQuery(http, location, currency));
}
