import { Schema } from "effect";
import { type DecodeIssue, formatPath } from "./decode.ts";

/**
 * The error body of every failed call, in Django REST Framework's shape (DESIGN.md
 * section 5): `{ "detail": "..." }` for request-level errors, or field names mapped to
 * lists of messages plus `non_field_errors` for validation errors. A string `code` next to
 * `detail` is the machine-readable reason (as djangorestframework-simplejwt sends it), e.g.
 * "captcha_required" on POST /auth. A field's messages may also arrive as one string,
 * which some DRF views produce. Reading the messages per field is `fieldErrors` in
 * src/core/errors, which accepts any body, decoded or not.
 */
export const ErrorBody = Schema.StructWithRest(
  Schema.Struct({
    detail: Schema.optionalKey(Schema.String),
    non_field_errors: Schema.optionalKey(Schema.Array(Schema.String)),
  }),
  [Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Array(Schema.String)]))],
);
export type ErrorBody = typeof ErrorBody.Type;

/**
 * The machine-readable reason, when the server gave one. Only a plain string counts: a
 * list under "code" is the messages of a form field that happens to be called code (the
 * reset-password payload has one).
 */
export function errorCode(body: ErrorBody): string | undefined {
  const code = body.code;
  return typeof code === "string" ? code : undefined;
}

/**
 * The 400 body for a rejected request: each issue listed under its field (nested paths
 * flattened to `default_currency.id`), issues about the whole payload under
 * `non_field_errors`. The server answers validation failures with this.
 */
export function errorBodyFromIssues(issues: ReadonlyArray<DecodeIssue>): ErrorBody {
  const fields: Record<string, Array<string>> = {};
  const general: Array<string> = [];
  for (const issue of issues) {
    if (issue.path.length === 0) {
      general.push(issue.message);
      continue;
    }
    const field = formatPath(issue.path);
    fields[field] = [...(fields[field] ?? []), issue.message];
  }
  return general.length === 0 ? fields : { ...fields, non_field_errors: general };
}
