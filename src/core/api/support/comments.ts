import { Schema } from "effect";
import { Paginated } from "../paginated.ts";
import { trimmedText } from "../plain-text.ts";
import { Id, IsoDateTime } from "../primitives.ts";
import { Attachment } from "./attachments.ts";
import { TICKET_ATTACHMENTS_MAX, TICKET_COMMENT_MAX_LENGTH } from "./ticket-text.ts";
import { ActivityAuthor } from "./ticket-vocabulary.ts";

/** A public comment on a ticket, with the files posted along with it. */
export const TicketComment = Schema.Struct({
  id: Id,
  body: Schema.String,
  author: ActivityAuthor,
  created: IsoDateTime,
  attachments: Schema.Array(Attachment),
});
export type TicketComment = typeof TicketComment.Type;

/** GET /support/tickets/{id}/comments: oldest first, paged. */
export const TicketCommentList = Paginated(TicketComment);

/** Temporary attachment ids (add-temp-attachment) to attach; each used once. */
export const TempAttachmentIds = Schema.Array(Id).pipe(
  Schema.check(
    Schema.isMaxLength(TICKET_ATTACHMENTS_MAX, {
      message: `Attach at most ${TICKET_ATTACHMENTS_MAX} files at once.`,
    }),
  ),
);

/**
 * POST /support/tickets/{id}/comments (JSON): a reply, with files uploaded beforehand as
 * temporary attachments. Answers 201 with the comment. (The multipart way to reply with
 * files in one request is POST .../activity.)
 */
export const NewCommentRequest = Schema.Struct({
  body: trimmedText(TICKET_COMMENT_MAX_LENGTH),
  attachments: Schema.optionalKey(TempAttachmentIds),
});
