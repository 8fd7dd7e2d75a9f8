import { useQueryClient } from "@tanstack/react-query";
import { Schema } from "effect";
import {
  CreatedWebhook,
  WEBHOOK_DELIVERY_LIST,
  WEBHOOK_LIST,
  Webhook,
  WebhookDelivery,
  type WebhookRequest,
  WebhookSecret,
} from "../../../core/api/webhooks/webhooks.ts";
import type { HttpClient } from "../../http/index.ts";
import { listKeys, listPageQuery } from "../../lists/list-resource.ts";
import { usePortal } from "../../react/portal-context.tsx";
import {
  type MutationView,
  type PageView,
  pageViewOf,
  useFormMutation,
} from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";

/**
 * The company's webhook endpoints (issue 43): the list is `useList(WEBHOOK_LIST, ...)`; an
 * endpoint's deliveries are `useWebhookDeliveries` (their path names the endpoint); every
 * change refreshes both.
 */

const hookPath = (id: string) => `${WEBHOOK_LIST.path}/${encodeURIComponent(id)}`;

export function createWebhook(http: HttpClient, request: WebhookRequest) {
  return http.request({
    method: "POST",
    path: WEBHOOK_LIST.path,
    body: request,
    response: CreatedWebhook,
  });
}

export function updateWebhook(http: HttpClient, id: string, request: WebhookRequest) {
  return http.request({ method: "PUT", path: hookPath(id), body: request, response: Webhook });
}

export function deleteWebhook(http: HttpClient, id: string) {
  return http.request({ method: "DELETE", path: hookPath(id), response: Schema.Null });
}

export function rotateWebhookSecret(http: HttpClient, id: string) {
  return http.request({
    method: "POST",
    path: `${hookPath(id)}/rotate-secret`,
    response: WebhookSecret,
  });
}

export function sendWebhookTest(http: HttpClient, id: string) {
  return http.request({ method: "POST", path: `${hookPath(id)}/test`, response: WebhookDelivery });
}

export function redeliverWebhook(http: HttpClient, id: string, deliveryId: string) {
  return http.request({
    method: "POST",
    path: `${hookPath(id)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
    response: WebhookDelivery,
  });
}

function useRefreshHooks(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: listKeys(WEBHOOK_LIST).all }),
      queryClient.invalidateQueries({ queryKey: listKeys(WEBHOOK_DELIVERY_LIST).all }),
    ]);
  };
}

/** How often an endpoint's deliveries are read again while one is pending. */
const PENDING_POLL_MS = 3_000;

/**
 * One endpoint's deliveries, a page of the declared list at a time, newest first; read again
 * while one is pending.
 */
export function useWebhookDeliveries(id: string | null, page: number): PageView<WebhookDelivery> {
  const { http } = usePortal();
  const call = WEBHOOK_DELIVERY_LIST.page({}, page);
  const deliveries = useSessionQuery(
    {
      ...listPageQuery(http, WEBHOOK_DELIVERY_LIST, call, { id: id ?? "" }),
      refetchInterval: (query) =>
        query.state.data?.results.some((delivery) => delivery.status === "pending")
          ? PENDING_POLL_MS
          : false,
    },
    id !== null,
  );
  return pageViewOf(deliveries, call.limit);
}

/** `onCreated` receives the new endpoint with its secret: the one time it leaves the server. */
export function useCreateWebhook(
  onCreated: (hook: CreatedWebhook) => void,
): MutationView<WebhookRequest, CreatedWebhook> {
  const { http } = usePortal();
  const refresh = useRefreshHooks();
  return useFormMutation((request: WebhookRequest) => createWebhook(http, request), {
    onSuccess: (hook) => {
      onCreated(hook);
      void refresh();
    },
  });
}

export function useUpdateWebhook(
  id: string,
  onSaved: (hook: Webhook) => void,
): MutationView<WebhookRequest, Webhook> {
  const { http } = usePortal();
  const refresh = useRefreshHooks();
  return useFormMutation((request: WebhookRequest) => updateWebhook(http, id, request), {
    onSuccess: (hook) => {
      onSaved(hook);
      void refresh();
    },
  });
}

export function useDeleteWebhook(): MutationView<string, unknown> {
  const { http } = usePortal();
  const refresh = useRefreshHooks();
  return useFormMutation((id: string): Promise<unknown> => deleteWebhook(http, id), {
    onSuccess: refresh,
  });
}

export function useRotateWebhookSecret(
  onRotated: (secret: WebhookSecret) => void,
): MutationView<string, WebhookSecret> {
  const { http } = usePortal();
  return useFormMutation((id: string) => rotateWebhookSecret(http, id), { onSuccess: onRotated });
}

export function useSendWebhookTest(): MutationView<string, WebhookDelivery> {
  const { http } = usePortal();
  const refresh = useRefreshHooks();
  return useFormMutation((id: string) => sendWebhookTest(http, id), { onSuccess: refresh });
}

export function useRedeliverWebhook(id: string): MutationView<string, WebhookDelivery> {
  const { http } = usePortal();
  const refresh = useRefreshHooks();
  return useFormMutation((deliveryId: string) => redeliverWebhook(http, id, deliveryId), {
    onSuccess: refresh,
  });
}
