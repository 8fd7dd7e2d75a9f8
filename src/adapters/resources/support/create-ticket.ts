import { useQueryClient } from "@tanstack/react-query";
import type {
  CreateTicketRequest,
  RequestTemplate,
  TicketDetail,
  TicketPriority,
} from "../../../core/api/support/index.ts";
import { TICKET_PRIORITIES } from "../../../core/api/support/index.ts";
import { TICKET_LIST } from "../../../core/api/support/ticket-list-query.ts";
import { listKeys } from "../../lists/list-resource.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { type MutationView, useFormMutation } from "../../react/result-views.ts";
import { createTicket, ticketKeys } from "./ticket.ts";
import { type TicketDraft, ticketDraftStore, useDraftOwner } from "./ticket-draft.ts";

/**
 * Creating a ticket from the draft (ticket-draft.ts) and its request type's template
 * (request-types.ts) with POST /support/request (createTicket in ticket.ts).
 */

function isPriority(value: string): value is TicketPriority {
  return (TICKET_PRIORITIES as ReadonlyArray<string>).includes(value);
}

/**
 * The request for a draft: empty choices left out, template values only for the template's
 * own fields (a draft may hold values of another type the user looked at first).
 */
export function createTicketRequest(
  draft: TicketDraft,
  template: RequestTemplate | undefined,
  attachments: ReadonlyArray<string>,
): CreateTicketRequest {
  const names = new Set(template?.fields.map((field) => field.name) ?? []);
  const fields = Object.fromEntries(
    Object.entries(draft.fields).filter(([name]) => names.has(name)),
  );
  return {
    request_type: draft.request_type,
    summary: draft.summary,
    description: draft.description,
    ...(draft.classification === "" ? {} : { classification: draft.classification }),
    ...(isPriority(draft.priority) ? { priority: draft.priority } : {}),
    ...(draft.service === "" ? {} : { service: draft.service }),
    ...(Object.keys(fields).length === 0 ? {} : { fields }),
    ...(attachments.length === 0 ? {} : { attachments: [...attachments] }),
  };
}

/**
 * Sends the request; on success `onCreated` is told (to go to the ticket), then the draft is
 * cleared and the ticket lists refreshed. `onCreated` is called here rather than left to an
 * effect on the result: clearing the draft takes the form away with its result. On a refusal
 * nothing is lost: the draft is untouched and the messages say what to fix.
 */
export function useCreateTicket(
  onCreated?: (ticket: TicketDetail) => void,
): MutationView<CreateTicketRequest, TicketDetail> {
  const { http } = usePortal();
  const queryClient = useQueryClient();
  const owner = useDraftOwner();
  return useFormMutation((request: CreateTicketRequest) => createTicket(http, request), {
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKeys.detail(ticket.id), ticket);
      onCreated?.(ticket);
      if (owner !== null) ticketDraftStore().clear(owner);
      void queryClient.invalidateQueries({ queryKey: listKeys(TICKET_LIST).pages });
    },
  });
}
