import { Schema } from "effect";
import { trimmedText } from "../plain-text.ts";
import { Count, NonEmptyString, RecordTimes } from "../primitives.ts";
import { PersonRef } from "../users/users.ts";
import { Attachment } from "./attachments.ts";
import { TICKET_DESCRIPTION_MAX_LENGTH, TICKET_SUMMARY_MAX_LENGTH } from "./ticket-text.ts";
import { NamedRef, ServiceRef, TicketPriority, TicketStatus } from "./ticket-vocabulary.ts";

/** An issue key: the desk's prefix and a number, "SUP-1042". Tickets are named by it. */
export const ISSUE_KEY_PATTERN = /^[A-Z][A-Z0-9]{1,9}-[1-9]\d{0,8}$/u;
export const IssueKey = NonEmptyString.pipe(
  Schema.check(
    Schema.isPattern(ISSUE_KEY_PATTERN, { message: "Expected an issue key such as SUP-1042" }),
  ),
);

/**
 * A ticket as the list shows it (GET /support/tickets). `id` is the issue key, which is also
 * the `{id}` of every /support/tickets/{id} call. `classification` and `service` may be null.
 */
export const TicketSummaryFields = {
  id: IssueKey,
  summary: Schema.String,
  type: NamedRef,
  classification: Schema.NullOr(NamedRef),
  status: TicketStatus,
  priority: TicketPriority,
  service: Schema.NullOr(ServiceRef),
  reporter: PersonRef,
  ...RecordTimes,
};
export const TicketSummary = Schema.Struct(TicketSummaryFields);
export type TicketSummary = typeof TicketSummary.Type;

/** A value given for one field of the request type's template, as shown (templateValueText). */
export const TicketFieldValue = Schema.Struct({
  name: Schema.String,
  label: Schema.String,
  value: Schema.String,
});
export type TicketFieldValue = typeof TicketFieldValue.Type;

/**
 * GET /support/tickets/{id}: everything the ticket page shows above the activity feed.
 * `is_following` is about the caller; the followers themselves are GET .../followers.
 */
export const TicketDetail = Schema.Struct({
  ...TicketSummaryFields,
  description: Schema.String,
  fields: Schema.Array(TicketFieldValue),
  attachments: Schema.Array(Attachment),
  followers_count: Count,
  is_following: Schema.Boolean,
});
export type TicketDetail = typeof TicketDetail.Type;

/**
 * PUT /support/tickets/{id}: what a customer may change, only while the ticket is
 * unresolved (`isTicketEditable`; otherwise 409). Any subset of the three, at least one.
 * Status moves through transitions only; type, service and reporter do not change.
 */
export const UpdateTicketRequest = Schema.Struct({
  summary: Schema.optionalKey(trimmedText(TICKET_SUMMARY_MAX_LENGTH)),
  description: Schema.optionalKey(trimmedText(TICKET_DESCRIPTION_MAX_LENGTH)),
  priority: Schema.optionalKey(TicketPriority),
}).pipe(
  Schema.check(
    Schema.makeFilter(
      (change: {
        readonly summary?: string;
        readonly description?: string;
        readonly priority?: string;
      }) =>
        change.summary !== undefined ||
        change.description !== undefined ||
        change.priority !== undefined ||
        "Change at least one of summary, description and priority.",
    ),
  ),
);
export type UpdateTicketRequest = typeof UpdateTicketRequest.Type;
