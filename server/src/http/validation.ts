import type { Schema } from "effect";
import { decode, errorBodyFromIssues } from "../../../src/core/api/index.ts";
import { ApiError } from "./api-error.ts";
import { refuseNullCharacters } from "./null-characters.ts";

/**
 * Decodes a request body or query with a contract schema from src/core/api. A failure is a
 * 400 with every problem listed under its field, the way Django REST Framework answers.
 */
export function parseInput<S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  input: unknown,
): S["Type"] {
  if (input === undefined || input === null) {
    throw new ApiError(400, { non_field_errors: ["A JSON body is required."] });
  }
  refuseNullCharacters(input);
  const decoded = decode(schema, input);
  if (!decoded.ok) throw new ApiError(400, errorBodyFromIssues(decoded.issues));
  return decoded.value;
}
