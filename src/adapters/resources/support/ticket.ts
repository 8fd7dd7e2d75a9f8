import { type QueryClient, queryOptions, useQueryClient } from "@tanstack/react-query";
import {
  type CreateTicketRequest,
  TicketDetail,
  TicketTransitionList,
} from "../../../core/api/support/index.ts";
import { TICKET_LIST } from "../../../core/api/support/ticket-list-query.ts";
import type { DownloadedFile } from "../../files/downloaded-file.ts";
import type { FileTransfer } from "../../files/file-transfer.ts";
import { fileTransferOf } from "../../files/file-transfer-of.ts";
import {
  type FileDownloadView,
  type StoredFile,
  useFileDownload,
} from "../../files/use-file-download.ts";
import type { HttpClient } from "../../http/index.ts";
import { listKeys } from "../../lists/list-resource.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { type MutationView, type QueryView, useFormMutation } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { supportKeys } from "./support-keys.ts";

/**
 * A ticket (spec section 7, Support): the one named by its issue key, the edits and steps it
 * may take, its stored files, and the call that creates one (create-ticket.ts sends the
 * draft). Loaded with the support screens only, so these schemas stay out of the entry chunk.
 */

export const ticketKeys = {
  detail: (id: string) => [...supportKeys.ticket(id), "detail"] as const,
  transitions: (id: string) => [...supportKeys.ticket(id), "transitions"] as const,
} as const;

export const ticketPath = (id: string) => `/support/tickets/${encodeURIComponent(id)}`;

export function getTicket(http: HttpClient, id: string, signal?: AbortSignal) {
  return http.request({ method: "GET", path: ticketPath(id), response: TicketDetail, signal });
}

/** PUT /support/tickets/{id}: summary, description or priority, while unresolved. */
export function getTicketTransitions(http: HttpClient, id: string, signal?: AbortSignal) {
  return http.request({
    method: "GET",
    path: `${ticketPath(id)}/transitions`,
    response: TicketTransitionList,
    signal,
  });
}

/** POST .../transitions: the ticket moves to the transition's status. */
export function transitionTicket(
  http: HttpClient,
  id: string,
  transition: string,
  comment?: string,
) {
  return http.request({
    method: "POST",
    path: `${ticketPath(id)}/transitions`,
    body: comment === undefined || comment.trim() === "" ? { transition } : { transition, comment },
    response: TicketDetail,
  });
}

/** POST /support/request: a ticket from a request type's template. */
export function createTicket(http: HttpClient, request: CreateTicketRequest) {
  return http.request({
    method: "POST",
    path: "/support/request",
    body: request,
    response: TicketDetail,
  });
}

export function downloadTicketAttachment(
  transfer: FileTransfer,
  ticketId: string,
  attachmentId: string,
): Promise<DownloadedFile> {
  return transfer.download({
    path: `${ticketPath(ticketId)}/attachments/${encodeURIComponent(attachmentId)}`,
  });
}

export function ticketQuery(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: ticketKeys.detail(id),
    queryFn: ({ signal }) => getTicket(http, id, signal),
  });
}

export function ticketTransitionsQuery(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: ticketKeys.transitions(id),
    queryFn: ({ signal }) => getTicketTransitions(http, id, signal),
  });
}

/** After a change: the answer is the ticket now; its feed, steps and every list are stale. */
export function ticketChanged(queryClient: QueryClient, id: string, ticket?: TicketDetail) {
  if (ticket !== undefined) queryClient.setQueryData(ticketKeys.detail(id), ticket);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: supportKeys.ticket(id) }),
    queryClient.invalidateQueries({ queryKey: listKeys(TICKET_LIST).pages }),
  ]);
}

/** The ticket named by its issue key (a 404 reads "Not found." from the server). */
export function useTicket(id: string): QueryView<TicketDetail> {
  const { http } = usePortal();
  return useSessionQuery(ticketQuery(http, id), id !== "");
}

/** The transitions the caller may take now (none without the write permission). */
export function useTicketTransitions(id: string, load = true): QueryView<TicketTransitionList> {
  const { http } = usePortal();
  return useSessionQuery(ticketTransitionsQuery(http, id), id !== "" && load);
}

export interface TransitionPayload {
  readonly transition: string;
  readonly comment?: string;
}

export function useTransitionTicket(id: string): MutationView<TransitionPayload, TicketDetail> {
  const { http } = usePortal();
  const queryClient = useQueryClient();
  return useFormMutation(
    ({ transition, comment }: TransitionPayload) => transitionTicket(http, id, transition, comment),
    { onSuccess: (ticket) => void ticketChanged(queryClient, id, ticket) },
  );
}

/** A ticket's attachments: one download at a time, marked while it runs. */
export type AttachmentDownloadView = FileDownloadView<StoredFile>;

/** Fetches a ticket's file with the token and hands it to the browser's download. */
export function useDownloadAttachment(ticketId: string): AttachmentDownloadView {
  const transfer = fileTransferOf(usePortal());
  return useFileDownload((attachment: StoredFile) =>
    downloadTicketAttachment(transfer, ticketId, attachment.id),
  );
}
