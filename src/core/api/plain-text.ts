import { Schema } from "effect";
import { boundedTrim, tooLongMessage } from "./primitives.ts";

/**
 * The rules of text a person types into a form (a reason, a note, a description, a title),
 * with Django REST Framework's words for each refusal: the server and the portal's forms
 * refuse the same text with the same message.
 */

/** Django REST Framework's message for a text carrying U+0000. */
export const NULL_CHARACTERS_MESSAGE = "Null characters are not allowed.";

/** Django REST Framework's message for a required text left blank. */
export const BLANK_TEXT = "This field may not be blank.";

/**
 * Refuses text containing U+0000. PostgreSQL cannot store it in a text column nor compare
 * with it, so such input must be a 400 at the edge, as DRF's CharField does, not a failure
 * deep in the database.
 */
export const isWithoutNullCharacters = Schema.makeFilter(
  (value: string) => !value.includes("\u0000") || NULL_CHARACTERS_MESSAGE,
);

/**
 * Text kept as typed: at most `max` characters and no U+0000. With `blank`, a text of only
 * spaces is refused with those words (the form's own question, such as "Say why you dispute
 * the invoice."); without it, "" is a valid value (a description cleared).
 */
export function typedText(max: number, blank?: string) {
  const tooLong = Schema.isMaxLength(max, { message: tooLongMessage(max) });
  return blank === undefined
    ? Schema.String.pipe(Schema.check(tooLong, isWithoutNullCharacters))
    : Schema.String.pipe(
        Schema.check(
          Schema.makeFilter((value: string) => value.trim() !== "" || blank),
          tooLong,
          isWithoutNullCharacters,
        ),
      );
}

/**
 * Text trimmed of its surrounding spaces as it is decoded, then at most `max` characters and
 * no U+0000; unless `optional`, not blank (BLANK_TEXT). Tickets' and feature requests' texts.
 */
export function trimmedText(max: number, options: { readonly optional?: boolean } = {}) {
  const tooLong = Schema.isMaxLength(max, { message: tooLongMessage(max) });
  return options.optional
    ? boundedTrim(max).pipe(Schema.check(tooLong, isWithoutNullCharacters))
    : boundedTrim(max).pipe(
        Schema.check(Schema.isNonEmpty({ message: BLANK_TEXT }), tooLong, isWithoutNullCharacters),
      );
}
