import { Schema } from "effect";
import { isWithoutNullCharacters } from "../plain-text.ts";
import { boundedTrim } from "../primitives.ts";

/** Limits of what people type into tickets. */
export const TICKET_SUMMARY_MAX_LENGTH = 255;
export const TICKET_DESCRIPTION_MAX_LENGTH = 32_000;
export const TICKET_COMMENT_MAX_LENGTH = 32_000;
export const TEMPLATE_VALUE_MAX_LENGTH = 5000;
/** Longest search text of the ticket list. */
export const TICKET_SEARCH_MAX_LENGTH = 200;
/** Most files one create, comment or activity post may carry. */
export const TICKET_ATTACHMENTS_MAX = 20;

export const BLANK_TEXT = "This field may not be blank.";

const tooLong = (max: number) => ({
  message: `Ensure this field has no more than ${max} characters.`,
});

/** Text with its surrounding spaces removed, not blank, at most `max` characters, no U+0000. */
export function TicketText(max: number) {
  return boundedTrim(max).pipe(
    Schema.check(
      Schema.isNonEmpty({ message: BLANK_TEXT }),
      Schema.isMaxLength(max, tooLong(max)),
      isWithoutNullCharacters,
    ),
  );
}

/** Text that may be empty (a template field left blank), at most `max`, no U+0000. */
export function OptionalTicketText(max: number) {
  return boundedTrim(max).pipe(
    Schema.check(Schema.isMaxLength(max, tooLong(max)), isWithoutNullCharacters),
  );
}
