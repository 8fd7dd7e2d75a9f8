import { Schema } from "effect";
import { Id, NamedRef } from "../primitives.ts";

/**
 * The words of the service desk (DESIGN.md section 8): where a ticket stands in its workflow,
 * how urgent it is, and the references a ticket carries. The server's workflow tables are
 * seeded from these lists, so the portal and the server name the same statuses.
 */

/** Workflow statuses, in the order a ticket usually moves through them. */
export const TICKET_STATUSES = [
  "open",
  "in_progress",
  "waiting_for_customer",
  "resolved",
  "closed",
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TicketStatus = Schema.Literals(TICKET_STATUSES);

export const TICKET_STATUS_LABELS: Readonly<Record<TicketStatus, string>> = {
  open: "Open",
  in_progress: "In progress",
  waiting_for_customer: "Waiting for customer",
  resolved: "Resolved",
  closed: "Closed",
};

/** Statuses of a ticket someone still has to act on ("open tickets at a glance"). */
export const UNRESOLVED_TICKET_STATUSES: ReadonlyArray<TicketStatus> = [
  "open",
  "in_progress",
  "waiting_for_customer",
];

/**
 * Whether the customer may still edit a ticket's summary, description and priority
 * (PUT /support/tickets/{id}): only while it is unresolved. A resolved or closed ticket
 * is reopened first, so the history of what was resolved stays as it was.
 */
export function isTicketEditable(status: TicketStatus): boolean {
  return UNRESOLVED_TICKET_STATUSES.includes(status);
}

/** Most urgent first. */
export const TICKET_PRIORITIES = ["critical", "high", "medium", "low"] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TicketPriority = Schema.Literals(TICKET_PRIORITIES);

export const TICKET_PRIORITY_LABELS: Readonly<Record<TicketPriority, string>> = {
  critical: "Critical",
  high: "High",
  medium: "Medium",
  low: "Low",
};

/** A ticket created without a priority gets this one. */
export const DEFAULT_TICKET_PRIORITY: TicketPriority = "medium";

/**
 * The provider runs one service desk; its id is the `{id}` of
 * `/support/servicedesk/{id}/add-temp-attachment` and is repeated on every request type.
 */
export const SUPPORT_SERVICE_DESK_ID = "1";

/** A service of the customer's, as a ticket refers to it: `{id: "SVC-10001", name: "..."}`. */
export const ServiceRef = NamedRef;
export type ServiceRef = NamedRef;

/** A record named by id and name: a ticket's request type or classification. */
export { NamedRef };

/**
 * Who wrote a comment, changed a status or attached a file: a person of the customer's
 * company (with their user id), or an agent of the provider's service desk (`is_agent`, no id).
 */
export const ActivityAuthor = Schema.Struct({
  id: Schema.NullOr(Id),
  name: Schema.String,
  is_agent: Schema.Boolean,
});
export type ActivityAuthor = typeof ActivityAuthor.Type;
