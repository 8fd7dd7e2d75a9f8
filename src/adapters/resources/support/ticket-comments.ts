import { queryOptions } from "@tanstack/react-query";
import { TicketComment, TicketCommentList } from "../../../core/api/support/index.ts";
import type { ListWindow } from "../../api/list-window.ts";
import type { HttpClient } from "../../http/index.ts";
import { supportKeys } from "./support-keys.ts";
import { ticketPath } from "./ticket.ts";

/**
 * A ticket's public comments on their own (GET .../comments). The ticket page reads them in
 * its activity feed (ticket-activity.ts); these are the contract's calls for them.
 */

export const ticketCommentKeys = {
  page: (id: string, window: ListWindow) =>
    [...supportKeys.ticket(id), "comments", window] as const,
} as const;

export function getTicketComments(
  http: HttpClient,
  id: string,
  window: ListWindow = {},
  signal?: AbortSignal,
) {
  return http.request({
    method: "GET",
    path: `${ticketPath(id)}/comments`,
    query: { ...window },
    response: TicketCommentList,
    signal,
  });
}

export function getTicketComment(
  http: HttpClient,
  id: string,
  commentId: string,
  signal?: AbortSignal,
) {
  return http.request({
    method: "GET",
    path: `${ticketPath(id)}/comments/${encodeURIComponent(commentId)}`,
    response: TicketComment,
    signal,
  });
}

export function ticketCommentsQuery(http: HttpClient, id: string, window: ListWindow = {}) {
  return queryOptions({
    queryKey: ticketCommentKeys.page(id, window),
    queryFn: ({ signal }) => getTicketComments(http, id, window, signal),
  });
}
