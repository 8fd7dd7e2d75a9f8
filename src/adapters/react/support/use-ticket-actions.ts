import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  FollowCandidateList,
  FollowState,
  TicketDetail,
  UpdateTicketRequest,
} from "../../../core/api/support/index.ts";
import { TICKET_LIST } from "../../../core/api/support/ticket-list-query.ts";
import { supportKeys } from "../../api/support/index.ts";
import {
  type FileDownloadView,
  type StoredFile,
  useFileDownload,
} from "../../files/use-file-download.ts";
import { listKeys } from "../../lists/list-resource.ts";
import { useSessionReady } from "../auth/use-session.ts";
import {
  type MutationView,
  type QueryView,
  useFormMutation,
  useQueryView,
} from "../result-views.ts";
import { useSupportClient } from "./support-client.ts";

/** What a user does to a ticket: move it on, edit it, follow it, fetch its files. */

/** After a change: the answer is the ticket now; its feed, steps and every list are stale. */
export function ticketChanged(queryClient: QueryClient, id: string, ticket?: TicketDetail) {
  if (ticket !== undefined) queryClient.setQueryData(supportKeys.ticketDetail(id), ticket);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: supportKeys.ticket(id) }),
    queryClient.invalidateQueries({ queryKey: listKeys(TICKET_LIST).pages }),
  ]);
}

export interface TransitionPayload {
  readonly transition: string;
  readonly comment?: string;
}

/** POST .../transitions: the ticket moves to the transition's status. */
export function useTransitionTicket(id: string): MutationView<TransitionPayload, TicketDetail> {
  const { api } = useSupportClient();
  const queryClient = useQueryClient();
  return useFormMutation(
    ({ transition, comment }: TransitionPayload) => api.transition(id, transition, comment),
    { onSuccess: (ticket) => void ticketChanged(queryClient, id, ticket) },
  );
}

/** PUT /support/tickets/{id}: summary, description or priority, while unresolved. */
export function useUpdateTicket(id: string): MutationView<UpdateTicketRequest, TicketDetail> {
  const { api } = useSupportClient();
  const queryClient = useQueryClient();
  return useFormMutation((change: UpdateTicketRequest) => api.updateTicket(id, change), {
    onSuccess: (ticket) => void ticketChanged(queryClient, id, ticket),
  });
}

export interface FollowPayload {
  readonly following: boolean;
  /** A colleague's user id; the caller when absent. */
  readonly user?: string;
}

/** Subscribe or unsubscribe the caller or a colleague (both idempotent). */
export function useFollowTicket(id: string): MutationView<FollowPayload, FollowState> {
  const { api } = useSupportClient();
  const queryClient = useQueryClient();
  return useFormMutation(({ following, user }: FollowPayload) => api.follow(id, following, user), {
    onSuccess: () => void ticketChanged(queryClient, id),
  });
}

/** The company's people who may follow tickets, searched by name or e-mail. */
export function useFollowCandidates(search: string, load = true): QueryView<FollowCandidateList> {
  const { queries } = useSupportClient();
  const enabled = useSessionReady() && load;
  const query = search.trim() === "" ? {} : { search: search.trim() };
  return useQueryView(useQuery({ ...queries.followCandidates(query), enabled }));
}

/** A ticket's attachments: one download at a time, marked while it runs. */
export type AttachmentDownloadView = FileDownloadView<StoredFile>;

/** Fetches a ticket's file with the token and hands it to the browser's download. */
export function useDownloadAttachment(ticketId: string): AttachmentDownloadView {
  const { api } = useSupportClient();
  return useFileDownload((attachment: StoredFile) =>
    api.downloadAttachment(ticketId, attachment.id),
  );
}
