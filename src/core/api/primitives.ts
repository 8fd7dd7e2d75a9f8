import { Schema, SchemaTransformation } from "effect";

/**
 * Building blocks of the /v2 wire format (DESIGN.md section 5): ids are strings, times are
 * ISO 8601 UTC strings, money is a decimal string plus an ISO 4217 currency code. Values stay
 * strings after decoding so that a decoded payload can be cached, compared and re-encoded
 * as is; the format helpers turn them into text for people.
 */

/** A plain or signed decimal number without exponent, e.g. "1234.50" or "-0.5". */
// The `u` flag lets the pattern appear in the generated JSON Schema / OpenAPI document.
export const DECIMAL_STRING_PATTERN = /^-?\d+(\.\d+)?$/u;

/** An ISO 8601 date-time with seconds optional, fractions up to nanoseconds, and a zone. */
const ISO_DATE_TIME_PATTERN =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A text the server must not send empty: names, tokens, messages. */
export const NonEmptyString = Schema.String.pipe(
  Schema.check(Schema.isNonEmpty({ message: "Expected a non-empty string" })),
);

/** Longest e-mail address a mail server accepts (RFC 5321 path limit): user names are addresses. */
export const MAX_EMAIL_LENGTH = 254;
/** Longest password or secret typed by a person; longer is refused before it is hashed. */
export const MAX_PASSWORD_LENGTH = 1024;
/** Longest code or token handed back by a client (reset, invite, captcha ids, external tokens). */
export const MAX_TOKEN_LENGTH = 4096;
/**
 * Longest record id, code or key a client names (ids, currency ids, transition ids, template
 * field names, permission codes): ids are integers or short codes, a UUID is 36.
 */
export const MAX_ID_LENGTH = 64;

/** Django REST Framework's message for a text over its bound. */
export function tooLongMessage(max: number): string {
  return `Ensure this field has no more than ${max} characters.`;
}

/** Text of at most `max` characters, refused on its field when longer (a 400, never a 500). */
export function boundedText(max: number, options: { readonly nonEmpty?: boolean } = {}) {
  const tooLong = Schema.isMaxLength(max, { message: tooLongMessage(max) });
  return options.nonEmpty
    ? Schema.String.pipe(
        Schema.check(Schema.isNonEmpty({ message: "Expected a non-empty string" }), tooLong),
      )
    : Schema.String.pipe(Schema.check(tooLong));
}

/**
 * Text trimmed of its surrounding spaces as it is decoded, at most `max` characters once
 * trimmed: Schema.Trim with its length bound stated on the wire side too, so the OpenAPI
 * document shows it as `maxLength` (checks after the trim sit on the decoded side, which JSON
 * Schema does not see). The wire-side check measures the trimmed text, so "  Ada " still
 * counts 3: the document's bound is what a client should send, the server also trims a
 * little more. Checks piped onto the result apply to the trimmed text as with Schema.Trim.
 */
export function boundedTrim(max: number, tooLong = tooLongMessage(max)) {
  return Schema.String.annotate({
    expected: "a string that will be decoded as a trimmed string",
  }).pipe(
    Schema.check(
      Schema.makeFilter((input: string) => input.trim().length <= max || tooLong, {
        expected: `a string of at most ${max} characters once trimmed`,
        toJsonSchema: () => ({ maxLength: max }),
      }),
    ),
    Schema.decodeTo(Schema.Trimmed, SchemaTransformation.trim()),
  );
}

/** An object id. Ids are strings on the wire even where the backend stores integers. */
export const Id = Schema.String.pipe(
  Schema.check(
    Schema.isNonEmpty({ message: "Expected a non-empty id string" }),
    Schema.isMaxLength(MAX_ID_LENGTH, { message: tooLongMessage(MAX_ID_LENGTH) }),
  ),
);

/**
 * The id and display name a record is listed and referred to by (a POP, a site, a product, a
 * file): spread first into its struct, `{ ...NamedRecordFields, metro: NonEmptyString }`, so
 * every such record says the two the same way.
 */
export const NamedRecordFields = { id: Id, name: NonEmptyString };

/**
 * Another record as a record names it: its id and its name as shown, copied or looked up
 * (possibly empty). One shape for every such reference (a ticket's service or request type,
 * an alert's service, an RF log's device, an activity entry's API key); each module names it
 * for what it refers to.
 */
export const NamedRef = Schema.Struct({ id: Id, name: Schema.String });
export type NamedRef = typeof NamedRef.Type;

/**
 * A choice a form or filter offers by id with its label (a cease reason, a service type): one
 * shape, so each option list is a line, not another struct. `id` is an Id unless the choices
 * are a fixed vocabulary (then its literals).
 */
export const labelledOption = <S extends Schema.Top>(id: S) =>
  Schema.Struct({ id, label: NonEmptyString });
export const LabelledOption = labelledOption(Id);

/** True when the text is an ISO 8601 date-time with its zone that Date can read. */
export function isIsoDateTimeText(value: string): boolean {
  return ISO_DATE_TIME_PATTERN.test(value) && Number.isFinite(Date.parse(value));
}

/** A point in time as ISO 8601 text, e.g. "2026-11-21T14:05:00Z". */
export const IsoDateTime = Schema.String.annotate({ format: "date-time" }).pipe(
  Schema.check(
    Schema.makeFilter(
      (value: string) =>
        isIsoDateTimeText(value) || "Expected an ISO 8601 date-time such as 2026-11-21T14:05:00Z",
    ),
  ),
);

/** When a record was created and last changed (tickets, maintenances, outages), as the lists sort them. */
export const RecordTimes = { created: IsoDateTime, updated: IsoDateTime };

/** An amount of money as a decimal string, so that no precision is lost in transit. */
export const DecimalString = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(DECIMAL_STRING_PATTERN, {
      message: 'Expected a decimal string such as "1234.50"',
    }),
  ),
);

/** An ISO 4217 currency code, upper case: "EUR", "GBP", "USD". */
export const CurrencyCode = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(/^[A-Z]{3}$/u, { message: "Expected an ISO 4217 currency code such as EUR" }),
  ),
);

/** An amount in a currency: how every price, charge and invoice total travels. */
export const Money = Schema.Struct({ amount: DecimalString, currency: CurrencyCode });
export type Money = typeof Money.Type;

/** A count or total: a whole number, never negative. */
export const Count = Schema.Number.pipe(
  Schema.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)),
);
