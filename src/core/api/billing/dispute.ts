import { Schema } from "effect";
import { typedText } from "../plain-text.ts";
import { Id } from "../primitives.ts";
import { TempAttachmentIds } from "../support/comments.ts";

/** Longest reason a dispute may give (it becomes the ticket's description). */
export const DISPUTE_REASON_MAX_LENGTH = 4000;
/** Most lines one dispute may name (an invoice has one or two lines per service). */
export const DISPUTE_LINES_MAX = 500;

/**
 * POST /invoices/{id}/dispute: dispute the whole invoice (no `lines`) or some of its lines,
 * with a reason and files uploaded first through POST /invoices/attachments (the support
 * desk's temporary attachments). Answers 201 with the invoice, now disputed, naming its
 * ticket. 400 with field errors for a blank reason, a line not on the invoice, an unknown
 * attachment, or an invoice already disputed or paid long ago (non_field_errors).
 */
export const DisputeInvoiceRequest = Schema.Struct({
  reason: typedText(DISPUTE_REASON_MAX_LENGTH, "Say why you dispute the invoice."),
  lines: Schema.optionalKey(
    Schema.Array(Id).pipe(
      Schema.check(
        Schema.isMaxLength(DISPUTE_LINES_MAX, {
          message: `Name at most ${DISPUTE_LINES_MAX} lines.`,
        }),
      ),
    ),
  ),
  attachments: Schema.optionalKey(TempAttachmentIds),
});
export type DisputeInvoiceRequest = typeof DisputeInvoiceRequest.Type;
