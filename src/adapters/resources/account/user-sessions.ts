import { useQueryClient } from "@tanstack/react-query";
import { Schema } from "effect";
import { EndedSessions, USER_SESSION_LIST } from "../../../core/api/account/sessions.ts";
import { listKeys } from "../../lists/list-resource.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { type MutationView, useFormMutation } from "../../react/result-views.ts";

/**
 * The signed-in user's own sessions (issue 44): ending one, and signing out everywhere else.
 * The list is `useList(USER_SESSION_LIST, ...)`; each change refreshes it. An ended
 * session's tab is signed out on its next call (a 401).
 */

function useRefreshSessions(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: listKeys(USER_SESSION_LIST).all });
}

export function useEndSession(): MutationView<string, unknown> {
  const { http } = usePortal();
  const refresh = useRefreshSessions();
  return useFormMutation(
    (id: string): Promise<unknown> =>
      http.request({
        method: "DELETE",
        path: `${USER_SESSION_LIST.path}/${encodeURIComponent(id)}`,
        response: Schema.Null,
      }),
    { onSuccess: refresh },
  );
}

export function useEndOtherSessions(): MutationView<void, EndedSessions> {
  const { http } = usePortal();
  const refresh = useRefreshSessions();
  return useFormMutation(
    () =>
      http.request({
        method: "POST",
        path: `${USER_SESSION_LIST.path}/end-others`,
        body: {},
        response: EndedSessions,
      }),
    { onSuccess: refresh },
  );
}
