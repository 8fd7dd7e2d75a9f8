import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import type {
  CloudRegionList,
  OrderablePortList,
  OrderDraft,
  OrderDraftAnswer,
  OrderRequest,
  PlacedOrder,
  PriceList,
  PricingAnswer,
} from "../../../core/api/ordering/index.ts";
import type { LocationList } from "../../../core/api/reference/index.ts";
import type { OrderStatusView } from "../../../core/api/services/index.ts";
import { SERVICE_LIST } from "../../../core/api/services/service-list-query.ts";
import { formFailure } from "../../api/failure-text.ts";
import {
  createOrderingApi,
  type OrderingApi,
  orderingKeys,
  type PriceAsk,
} from "../../api/ordering/index.ts";
import { listKeys } from "../../lists/list-resource.ts";
import { perPortal } from "../../per-portal.ts";
import { servicesKeys } from "../../resources/services/services-keys.ts";
import { useSessionReady } from "../auth/use-session.ts";
import { usePortal } from "../portal-context.tsx";
import { type QueryView, useQueryView } from "../result-views.ts";

const orderingApiOf = perPortal((portal): OrderingApi => createOrderingApi(portal.http));

export function useOrderingApi(): OrderingApi {
  return orderingApiOf(usePortal());
}

/** The price of a configuration for every term; idle until a speed or bandwidth is chosen. */
export function usePricing(ask: PriceAsk | undefined): QueryView<PricingAnswer> {
  const api = useOrderingApi();
  const ready = useSessionReady();
  const asked: PriceAsk = ask ?? { type: "port", mbps: 0, location: "", bEnd: "" };
  return useQueryView(
    useQuery({
      queryKey: orderingKeys.pricing(asked),
      queryFn: ({ signal }) => api.pricing(asked, signal),
      enabled: ready && ask !== undefined,
    }),
  );
}

export function usePriceList(location: string): QueryView<PriceList> {
  const api = useOrderingApi();
  const ready = useSessionReady();
  return useQueryView(
    useQuery({
      queryKey: orderingKeys.priceList(location),
      queryFn: ({ signal }) => api.priceList(location, signal),
      enabled: ready,
    }),
  );
}

export function useOrderLocations(): QueryView<LocationList> {
  const api = useOrderingApi();
  const ready = useSessionReady();
  return useQueryView(
    useQuery({
      queryKey: orderingKeys.locations,
      queryFn: ({ signal }) => api.locations(signal),
      enabled: ready,
    }),
  );
}

export function useCloudRegions(): QueryView<CloudRegionList> {
  const api = useOrderingApi();
  const ready = useSessionReady();
  return useQueryView(
    useQuery({
      queryKey: orderingKeys.regions,
      queryFn: ({ signal }) => api.cloudRegions(signal),
      enabled: ready,
    }),
  );
}

/** The company's ports with free capacity and VLANs in use (A and B ends). */
export function useOrderablePorts(): QueryView<OrderablePortList> {
  const api = useOrderingApi();
  const ready = useSessionReady();
  return useQueryView(
    useQuery({
      queryKey: orderingKeys.ports,
      queryFn: ({ signal }) => api.ports(signal),
      enabled: ready,
    }),
  );
}

/** The user's draft (write permission only: a viewer has none and makes no call). */
export function useOrderDraft(enabled: boolean): QueryView<OrderDraftAnswer> {
  const api = useOrderingApi();
  const ready = useSessionReady();
  return useQueryView(
    useQuery({
      queryKey: orderingKeys.draft,
      queryFn: ({ signal }) => api.draft(signal),
      enabled: ready && enabled,
      // The wizard keeps the draft as it is typed: a refetch would only echo it back.
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}

export function useOrderStatus(id: string | null): QueryView<OrderStatusView> {
  const api = useOrderingApi();
  const ready = useSessionReady();
  return useQueryView(
    useQuery({
      queryKey: orderingKeys.orderStatus(id ?? ""),
      queryFn: ({ signal }) => api.orderStatus(id ?? "", signal),
      enabled: ready && id !== null,
      refetchInterval: 5_000,
    }),
  );
}

export interface OrderingActions {
  saveDraft(draft: OrderDraft): Promise<void>;
  discardDraft(): Promise<void>;
  /** Rejects with {message, fields} (the wizard's SubmissionRefusal). */
  placeOrder(request: OrderRequest): Promise<PlacedOrder>;
  /** The circuit's facts, or the field's message. */
  validateAzureKey(
    key: string,
  ): Promise<
    { ok: true; bandwidth: number; peeringLocation: string } | { ok: false; message: string }
  >;
}

function refusalOf(error: unknown): { message: string; fields: Record<string, string> } {
  const failure = formFailure(error);
  const fields = Object.fromEntries(
    Object.entries(failure.fieldErrors).map(([field, messages]) => [field, messages.join(" ")]),
  );
  return { message: failure.error ?? "Check the highlighted fields.", fields };
}

export function useOrderingActions(): OrderingActions {
  const api = useOrderingApi();
  const queryClient = useQueryClient();
  const saveDraft = useCallback(
    async (draft: OrderDraft) => {
      const answer = await api.saveDraft(draft);
      queryClient.setQueryData(orderingKeys.draft, answer);
    },
    [api, queryClient],
  );
  const discardDraft = useCallback(async () => {
    await api.discardDraft();
    queryClient.setQueryData(orderingKeys.draft, { draft: null });
  }, [api, queryClient]);
  const placeOrder = useCallback(
    async (request: OrderRequest) => {
      try {
        const placed = await api.placeOrder(request);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: listKeys(SERVICE_LIST).all }),
          queryClient.invalidateQueries({ queryKey: servicesKeys.monitoring }),
          queryClient.invalidateQueries({ queryKey: orderingKeys.ports }),
        ]);
        return placed;
      } catch (error) {
        throw refusalOf(error);
      }
    },
    [api, queryClient],
  );
  const validateAzureKey = useCallback(
    async (key: string) => {
      try {
        const circuit = await api.validateAzureKey(key);
        return {
          ok: true as const,
          bandwidth: circuit.bandwidth_mbps,
          peeringLocation: circuit.peering_location,
        };
      } catch (error) {
        const refusal = refusalOf(error);
        return { ok: false as const, message: refusal.fields.service_key ?? refusal.message };
      }
    },
    [api],
  );
  // One object while the API is unchanged: the wizard builds its machine from it, and a new
  // object on every render re-created (re-`provide`d) the whole machine on every move.
  return useMemo(
    () => ({ saveDraft, discardDraft, placeOrder, validateAzureKey }),
    [saveDraft, discardDraft, placeOrder, validateAzureKey],
  );
}

/** The inspector's callback (when `?inspect` asked for it), for actors a screen starts. */
export function useInspect() {
  return usePortal().inspect;
}
