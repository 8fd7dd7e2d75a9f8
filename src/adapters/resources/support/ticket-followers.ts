import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  FollowCandidateList,
  type FollowCandidatesQuery,
  FollowerList,
  FollowState,
} from "../../../core/api/support/index.ts";
import type { ListWindow } from "../../api/list-window.ts";
import type { HttpClient } from "../../http/index.ts";
import { useSessionReady } from "../../react/auth/use-session.ts";
import { usePortal } from "../../react/portal-context.tsx";
import {
  type MutationView,
  type QueryView,
  useFormMutation,
  useQueryView,
} from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { supportKeys } from "./support-keys.ts";
import { ticketChanged, ticketPath } from "./ticket.ts";

/** Who follows a ticket, following it or stopping, and the colleagues who may follow it. */

export const ticketFollowerKeys = {
  followers: (id: string) => [...supportKeys.ticket(id), "followers"] as const,
  candidates: (query: FollowCandidatesQuery & ListWindow) =>
    [...supportKeys.all, "people", query] as const,
} as const;

export function getTicketFollowers(http: HttpClient, id: string, signal?: AbortSignal) {
  return http.request({
    method: "GET",
    path: `${ticketPath(id)}/followers`,
    response: FollowerList,
    signal,
  });
}

/** Follow (subscribe) or stop (unsubscribe): the caller, or the colleague `user`. */
export function followTicket(http: HttpClient, id: string, following: boolean, user?: string) {
  return http.request({
    method: "POST",
    path: `${ticketPath(id)}/${following ? "subscribe" : "unsubscribe"}`,
    body: user === undefined ? {} : { user },
    response: FollowState,
  });
}

export function getFollowCandidates(
  http: HttpClient,
  query: FollowCandidatesQuery & ListWindow = {},
  signal?: AbortSignal,
) {
  return http.request({
    method: "GET",
    path: "/support/tickets/users",
    query: { ...query },
    response: FollowCandidateList,
    signal,
  });
}

export function ticketFollowersQuery(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: ticketFollowerKeys.followers(id),
    queryFn: ({ signal }) => getTicketFollowers(http, id, signal),
  });
}

export function followCandidatesQuery(http: HttpClient, query: FollowCandidatesQuery & ListWindow) {
  return queryOptions({
    queryKey: ticketFollowerKeys.candidates(query),
    queryFn: ({ signal }) => getFollowCandidates(http, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTicketFollowers(id: string): QueryView<FollowerList> {
  const { http } = usePortal();
  return useSessionQuery(ticketFollowersQuery(http, id), id !== "");
}

export interface FollowPayload {
  readonly following: boolean;
  /** A colleague's user id; the caller when absent. */
  readonly user?: string;
}

/** Subscribe or unsubscribe the caller or a colleague (both idempotent). */
export function useFollowTicket(id: string): MutationView<FollowPayload, FollowState> {
  const { http } = usePortal();
  const queryClient = useQueryClient();
  return useFormMutation(
    ({ following, user }: FollowPayload) => followTicket(http, id, following, user),
    { onSuccess: () => void ticketChanged(queryClient, id) },
  );
}

/** The company's people who may follow tickets, searched by name or e-mail. */
export function useFollowCandidates(search: string, load = true): QueryView<FollowCandidateList> {
  const { http } = usePortal();
  const enabled = useSessionReady() && load;
  const query = search.trim() === "" ? {} : { search: search.trim() };
  return useQueryView(useQuery({ ...followCandidatesQuery(http, query), enabled }));
}
