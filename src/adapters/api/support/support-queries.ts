import { infiniteQueryOptions, keepPreviousData, queryOptions } from "@tanstack/react-query";
import { pageWindowOfLink } from "../../../core/api/paginated.ts";
import type { FollowCandidatesQuery } from "../../../core/api/support/index.ts";
import {
  TICKET_ACTIVITY_DEFAULT_LIMIT,
  TICKET_ACTIVITY_DEFAULT_OFFSET,
} from "../../../core/constants.ts";
import type { ListWindow } from "../list-window.ts";
import type { SupportApi } from "./support-api.ts";

/**
 * Query keys and `queryOptions` factories of the support desk. Every key starts with
 * "support"; a ticket's own data (detail, activity, transitions, followers, comments) sits
 * under `ticket(id)`, so one invalidation refreshes all of it after a change.
 */
export const supportKeys = {
  all: ["support"],
  ticket: (id: string) => ["support", "ticket", id] as const,
  ticketDetail: (id: string) => ["support", "ticket", id, "detail"] as const,
  activity: (id: string) => ["support", "ticket", id, "activity"] as const,
  transitions: (id: string) => ["support", "ticket", id, "transitions"] as const,
  followers: (id: string) => ["support", "ticket", id, "followers"] as const,
  comments: (id: string, window: ListWindow) =>
    ["support", "ticket", id, "comments", window] as const,
  types: ["support", "types"],
  classifications: (type: string) => ["support", "classifications", type] as const,
  template: (requestTypeId: string) => ["support", "template", requestTypeId] as const,
  followCandidates: (query: FollowCandidatesQuery & ListWindow) =>
    ["support", "people", query] as const,
} as const;

/** The window of a ticket's first activity page (spec section 9). */
export const FIRST_ACTIVITY_PAGE = {
  offset: TICKET_ACTIVITY_DEFAULT_OFFSET,
  limit: TICKET_ACTIVITY_DEFAULT_LIMIT,
} as const;

export function supportQueries(api: SupportApi) {
  return {
    ticket: (id: string) =>
      queryOptions({
        queryKey: supportKeys.ticketDetail(id),
        queryFn: ({ signal }) => api.ticket(id, signal),
      }),
    /** The activity feed, a page at a time by its `next` link (newest first). */
    activity: (id: string) =>
      infiniteQueryOptions({
        queryKey: supportKeys.activity(id),
        queryFn: ({ pageParam, signal }) => api.activity(id, pageParam, signal),
        initialPageParam: FIRST_ACTIVITY_PAGE as ListWindow,
        getNextPageParam: (last): ListWindow | undefined => {
          const window = pageWindowOfLink(last.next);
          if (window === undefined) return undefined;
          return window.limit === undefined ? { offset: window.offset } : window;
        },
      }),
    transitions: (id: string) =>
      queryOptions({
        queryKey: supportKeys.transitions(id),
        queryFn: ({ signal }) => api.transitions(id, signal),
      }),
    followers: (id: string) =>
      queryOptions({
        queryKey: supportKeys.followers(id),
        queryFn: ({ signal }) => api.followers(id, signal),
      }),
    comments: (id: string, window: ListWindow = {}) =>
      queryOptions({
        queryKey: supportKeys.comments(id, window),
        queryFn: ({ signal }) => api.comments(id, window, signal),
      }),
    types: () =>
      queryOptions({
        queryKey: supportKeys.types,
        queryFn: ({ signal }) => api.ticketTypes(signal),
      }),
    classifications: (type: string) =>
      queryOptions({
        queryKey: supportKeys.classifications(type),
        queryFn: ({ signal }) => api.ticketClassifications(type, signal),
      }),
    template: (requestTypeId: string) =>
      queryOptions({
        queryKey: supportKeys.template(requestTypeId),
        queryFn: ({ signal }) => api.requestTemplate(requestTypeId, signal),
      }),
    followCandidates: (query: FollowCandidatesQuery & ListWindow) =>
      queryOptions({
        queryKey: supportKeys.followCandidates(query),
        queryFn: ({ signal }) => api.followCandidates(query, signal),
        placeholderData: keepPreviousData,
      }),
  };
}

export type SupportQueries = ReturnType<typeof supportQueries>;
