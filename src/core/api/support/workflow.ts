import { Schema } from "effect";
import { Paginated } from "../paginated.ts";
import { trimmedText } from "../plain-text.ts";
import { Id } from "../primitives.ts";
import { TICKET_COMMENT_MAX_LENGTH } from "./ticket-text.ts";
import { TicketStatus } from "./ticket-vocabulary.ts";

/**
 * A step the caller may take from the ticket's current status ("Reopen", "Mark as
 * resolved"). GET /support/tickets/{id}/transitions lists only those the caller may take:
 * none without write_support_module, none from a closed ticket.
 */
export const TicketTransition = Schema.Struct({
  id: Id,
  name: Schema.String,
  to_status: TicketStatus,
});
export type TicketTransition = typeof TicketTransition.Type;

export const TicketTransitionList = Paginated(TicketTransition);
export type TicketTransitionList = typeof TicketTransitionList.Type;

/**
 * POST /support/tickets/{id}/transitions: take one, optionally with a comment (added as a
 * public comment before the status changes). Answers the ticket (TicketDetail). An unknown
 * transition is 400; one that does not start from the ticket's current status is 409.
 */
export const TransitionRequest = Schema.Struct({
  transition: Id,
  comment: Schema.optionalKey(trimmedText(TICKET_COMMENT_MAX_LENGTH)),
});
