import { Schema } from "effect";
import { Paginated } from "../paginated.ts";
import { Id, IsoDateTime } from "../primitives.ts";
import { Attachment } from "./attachments.ts";
import { TicketComment } from "./comments.ts";
import { ActivityAuthor, TicketStatus } from "./ticket-vocabulary.ts";

/**
 * A ticket's activity feed, newest first: comments, status changes and files attached
 * without a comment. Paged by its `next` link (spec section 3), by default from offset 0,
 * 10 entries at a time (TICKET_ACTIVITY_DEFAULT_OFFSET / _LIMIT in core constants).
 */
const common = { id: Id, created: IsoDateTime, author: ActivityAuthor };

export const CommentActivity = Schema.Struct({
  ...common,
  kind: Schema.Literal("comment"),
  comment: TicketComment,
});

export const StatusChangeActivity = Schema.Struct({
  ...common,
  kind: Schema.Literal("status_change"),
  from_status: TicketStatus,
  to_status: TicketStatus,
  /** The transition's name ("Reopen"), or null when the desk changed the status directly. */
  transition: Schema.NullOr(Schema.String),
});

export const AttachmentActivity = Schema.Struct({
  ...common,
  kind: Schema.Literal("attachment"),
  attachment: Attachment,
});

export const ActivityEntry = Schema.Union([
  CommentActivity,
  StatusChangeActivity,
  AttachmentActivity,
]);
export type ActivityEntry = typeof ActivityEntry.Type;
export type ActivityKind = ActivityEntry["kind"];

/** GET /support/tickets/{id}/activity. */
export const ActivityPage = Paginated(ActivityEntry);

/**
 * The answer (201) to POST /support/tickets/{id}/activity, a multipart form with a `comment`
 * field and any number of file parts: the entries it added, newest first. Files posted with
 * a comment belong to that comment; files posted without one get an attachment entry each.
 */
export const ActivityPostResult = Schema.Struct({ entries: Schema.Array(ActivityEntry) });
export type ActivityPostResult = typeof ActivityPostResult.Type;
