import { Schema } from "effect";

/** Django REST Framework's message for a text carrying U+0000. */
export const NULL_CHARACTERS_MESSAGE = "Null characters are not allowed.";

/**
 * Refuses text containing U+0000. PostgreSQL cannot store it in a text column nor compare
 * with it, so such input must be a 400 at the edge, as DRF's CharField does, not a failure
 * deep in the database.
 */
export const isWithoutNullCharacters = Schema.makeFilter(
  (value: string) => !value.includes("\u0000") || NULL_CHARACTERS_MESSAGE,
);
