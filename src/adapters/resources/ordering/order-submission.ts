import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import type { OrderDraft, OrderRequest, PlacedOrder } from "../../../core/api/ordering/index.ts";
import { SERVICE_LIST } from "../../../core/api/services/service-list-query.ts";
import { formFailure } from "../../api/failure-text.ts";
import { listKeys } from "../../lists/list-resource.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { servicesKeys } from "../services/services-keys.ts";
import { validateAzureKey } from "./clouds.ts";
import { placeOrder } from "./order.ts";
import { discardOrderDraft, orderDraftKeys, saveOrderDraft } from "./order-draft.ts";
import { orderablePortsKeys } from "./orderable-ports.ts";

/**
 * What the order wizard sends (order-wizard-flow.ts): the draft as it is typed, its discard, the
 * Azure key check and the order itself, with the cache kept in step (a saved draft is the
 * cached one; a placed order makes the service list, the service counts and the ports stale).
 */

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
  const { http } = usePortal();
  const queryClient = useQueryClient();
  const saveDraft = useCallback(
    async (draft: OrderDraft) => {
      const answer = await saveOrderDraft(http, draft);
      queryClient.setQueryData(orderDraftKeys.all, answer);
    },
    [http, queryClient],
  );
  const discardDraft = useCallback(async () => {
    await discardOrderDraft(http);
    queryClient.setQueryData(orderDraftKeys.all, { draft: null });
  }, [http, queryClient]);
  const place = useCallback(
    async (request: OrderRequest) => {
      try {
        const placed = await placeOrder(http, request);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: listKeys(SERVICE_LIST).all }),
          queryClient.invalidateQueries({ queryKey: servicesKeys.monitoring }),
          queryClient.invalidateQueries({ queryKey: orderablePortsKeys.all }),
        ]);
        return placed;
      } catch (error) {
        throw refusalOf(error);
      }
    },
    [http, queryClient],
  );
  const checkAzureKey = useCallback(
    async (key: string) => {
      try {
        const circuit = await validateAzureKey(http, key);
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
    [http],
  );
  // One object while the HTTP client is unchanged: the wizard builds its machine from it, and
  // a new object on every render re-created (re-`provide`d) the whole machine on every move.
  return useMemo(
    () => ({ saveDraft, discardDraft, placeOrder: place, validateAzureKey: checkAzureKey }),
    [saveDraft, discardDraft, place, checkAzureKey],
  );
}
