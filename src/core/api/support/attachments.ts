import { Schema } from "effect";
import { Count, Id, IsoDateTime, NamedRecordFields, NonEmptyString } from "../primitives.ts";

/**
 * A file attached to a ticket (on create, with a comment, or posted with the activity).
 * Downloaded from GET /support/tickets/{ticket}/attachments/{id}, which answers the bytes
 * with `Content-Disposition: attachment` and `X-Content-Type-Options: nosniff`.
 */
export const Attachment = Schema.Struct({
  id: Id,
  /** The file name as uploaded (path and control characters removed). */
  name: NonEmptyString,
  size: Count,
  /** The type the server recognised from the content and the extension. */
  content_type: NonEmptyString,
  created: IsoDateTime,
});
export type Attachment = typeof Attachment.Type;

/**
 * The answer (201) to POST /support/servicedesk/{id}/add-temp-attachment (multipart, one
 * file): a file held for the uploader until `expires`. Its id goes into `attachments` of
 * POST /support/request or of a comment, which attaches it to the ticket; a temporary
 * attachment is used once and only by whoever uploaded it.
 */
export const TempAttachment = Schema.Struct({
  ...NamedRecordFields,
  size: Count,
  expires: IsoDateTime,
});
export type TempAttachment = typeof TempAttachment.Type;
