import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Schema } from "effect";
import { EndedSessions, UserSessionList } from "../../../core/api/account/sessions.ts";
import { useSessionReady } from "../../react/auth/use-session.ts";
import { usePortal } from "../../react/portal-context.tsx";
import {
  type MutationView,
  type QueryView,
  useFormMutation,
  useQueryView,
} from "../../react/result-views.ts";

/**
 * The signed-in user's own sessions (issue 44): the list, ending one, and signing out
 * everywhere else. An ended session's tab is signed out on its next call (a 401).
 */

const SESSIONS_KEY = ["user-sessions"] as const;

export function useUserSessions(): QueryView<UserSessionList> {
  const { http } = usePortal();
  const enabled = useSessionReady();
  return useQueryView(
    useQuery({
      queryKey: SESSIONS_KEY,
      queryFn: ({ signal }) =>
        http.request({ method: "GET", path: "/sessions", response: UserSessionList, signal }),
      enabled,
    }),
  );
}

function useRefreshSessions(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
}

export function useEndSession(): MutationView<string, unknown> {
  const { http } = usePortal();
  const refresh = useRefreshSessions();
  return useFormMutation(
    (id: string): Promise<unknown> =>
      http.request({
        method: "DELETE",
        path: `/sessions/${encodeURIComponent(id)}`,
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
        path: "/sessions/end-others",
        body: {},
        response: EndedSessions,
      }),
    { onSuccess: refresh },
  );
}
