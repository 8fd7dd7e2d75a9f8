import { useQueryClient } from "@tanstack/react-query";
import { Schema } from "effect";
import {
  API_KEY_LIST,
  type CreateApiKeyRequest,
  CreatedApiKey,
} from "../../../core/api/account/api-keys.ts";
import type { HttpClient } from "../../http/index.ts";
import { listKeys } from "../../lists/list-resource.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { type MutationView, useFormMutation } from "../../react/result-views.ts";

/**
 * The company's API keys (issue 43): creating one (its key comes back once) and revoking one.
 * The list is `useList(API_KEY_LIST, ...)`; each change refreshes it.
 */

export function createApiKey(http: HttpClient, request: CreateApiKeyRequest) {
  return http.request({
    method: "POST",
    path: API_KEY_LIST.path,
    body: request,
    response: CreatedApiKey,
  });
}

/** DELETE /api-keys/{id}: answers 204 with no body. */
export function revokeApiKey(http: HttpClient, id: string) {
  return http.request({
    method: "DELETE",
    path: `${API_KEY_LIST.path}/${encodeURIComponent(id)}`,
    response: Schema.Null,
  });
}

function useRefreshKeys(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: listKeys(API_KEY_LIST).all });
}

/** `onCreated` receives the new key: the one time it exists outside the server. */
export function useCreateApiKey(
  onCreated: (key: CreatedApiKey) => void,
): MutationView<CreateApiKeyRequest, CreatedApiKey> {
  const { http } = usePortal();
  const refresh = useRefreshKeys();
  return useFormMutation((request: CreateApiKeyRequest) => createApiKey(http, request), {
    onSuccess: (key) => {
      onCreated(key);
      void refresh();
    },
  });
}

export function useRevokeApiKey(): MutationView<string, unknown> {
  const { http } = usePortal();
  const refresh = useRefreshKeys();
  return useFormMutation((id: string): Promise<unknown> => revokeApiKey(http, id), {
    onSuccess: refresh,
  });
}
