import { Schema, SchemaTransformation } from "effect";
import { decode } from "../../../src/core/api/index.ts";
import { notFound } from "./api-error.ts";
import { storedId } from "./record-ids.ts";

/**
 * A path parameter's text as PostgreSQL can compare it: a text value cannot hold U+0000, so
 * text with one names nothing (404) instead of failing in the database (500). Nothing is
 * added to the document: the path stays `type: string`.
 */
export const PathText = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter((text: string) => !text.includes("\u0000") || "Contains U+0000", {
      expected: "text without U+0000",
      toJsonSchema: () => ({}),
    }),
  ),
);

/**
 * `/services/:id`, `/invoices/:id`, `/support/tickets/:id`: the path names its object by a
 * public id or key ("SVC-10001", "INV-2026-0114", "SUP-1042") as text. Any text PostgreSQL
 * can hold is decoded: whether it names one of the caller's objects is the lookup's answer
 * (404), as it is for an unknown one.
 */
export const IdParams = Schema.Struct({ id: PathText });

/**
 * A stored row's id as the path carries it ("17"), decoded to the number. Text that cannot
 * be a stored id ("abc", "-1", "1e3", 99999999999) is refused here, before any SQL. The
 * pattern is given to the document by hand: isPattern does not reach the OpenAPI output.
 */
export const RecordId = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter((text: string) => storedId(text) !== null || "Not a stored id", {
      expected: "a stored id (1 to 2147483647)",
      toJsonSchema: () => ({ pattern: "^\\d{1,10}$" }),
    }),
  ),
  Schema.decodeTo(
    Schema.Number,
    SchemaTransformation.transform({ decode: Number, encode: String }),
  ),
);

/** `/contacts/:id`: a row the caller's company owns, by its stored id. */
export const RecordIdParams = Schema.Struct({ id: RecordId });

/**
 * Decodes a route's path parameters with its `params` schema. A value the schema refuses
 * names no object, so the answer is the contract's 404 (`{"detail": "Not found."}`), the one
 * an unknown or another company's id gets, never a 400 about a field the caller did not send.
 */
export function parsePathParams<S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  params: unknown,
): S["Type"] {
  const decoded = decode(schema, params ?? {});
  if (!decoded.ok) throw notFound();
  return decoded.value;
}
