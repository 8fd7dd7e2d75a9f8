import { Schema } from "effect";
import { countryByCode } from "../../format/countries.ts";
import { BLANK_TEXT } from "../plain-text.ts";
import { boundedTrim, MAX_EMAIL_LENGTH, tooLongMessage } from "../primitives.ts";

/**
 * The fields people type about themselves in the invite and sign-up forms, validated the same
 * way in the portal and on the server. Text is trimmed before it is checked, so "  Ada " is
 * "Ada" and a name of spaces is blank. Optional texts accept null or "" for "not given".
 */

export const NAME_MAX_LENGTH = 150;
export const COMPANY_NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = MAX_EMAIL_LENGTH;
export const PHONE_MAX_LENGTH = 32;
export const JOB_TITLE_MAX_LENGTH = 100;
export const MESSAGE_MAX_LENGTH = 2000;

/** The words for a required field left blank (the same as every form's). */
export const BLANK_FIELD = BLANK_TEXT;
export const INVALID_EMAIL = "Enter a valid email address.";
export const INVALID_PHONE = "Enter a valid phone number.";
export const INVALID_COUNTRY = "Enter a valid ISO 3166 country code, such as GB.";

const tooLong = (max: number) => ({ message: tooLongMessage(max) });

/** A required text: trimmed, not blank, at most `max` characters. */
export function RequiredText(max: number) {
  return boundedTrim(max).pipe(
    Schema.check(
      Schema.isNonEmpty({ message: BLANK_FIELD }),
      Schema.isMaxLength(max, tooLong(max)),
    ),
  );
}

/** An optional text: absent, null or "" mean not given; otherwise trimmed, at most `max`. */
export function OptionalText(max: number) {
  return Schema.optionalKey(
    Schema.NullOr(boundedTrim(max).pipe(Schema.check(Schema.isMaxLength(max, tooLong(max))))),
  );
}

// One "@", something before it, a dotted domain after it, no spaces: the shape, not a proof
// that the mailbox exists (the invite mail is that proof).
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;

/**
 * Whether trimmed text has an e-mail address's shape: the rule of every form that takes one
 * (invites, sign-up, contacts, a forgotten password), for a form that must know before it
 * sends (the invite asks whether the address is taken only once it is well formed).
 */
export function isEmailShaped(text: string): boolean {
  return EMAIL_SHAPE.test(text);
}

/** An email address, trimmed. Compared case-insensitively wherever it is looked up. */
export const EmailField = boundedTrim(EMAIL_MAX_LENGTH).pipe(
  Schema.check(
    Schema.isMaxLength(EMAIL_MAX_LENGTH, tooLong(EMAIL_MAX_LENGTH)),
    Schema.isPattern(EMAIL_SHAPE, { message: INVALID_EMAIL }),
  ),
);

// Digits with the usual separators and an optional leading "+": "+44 20 7946 0101",
// "(555) 010-0100". At least 4 digits (short internal numbers), at most 15 (E.164).
const PHONE_SHAPE = /^\+?[0-9 ().-]+$/u;

/** The phone rule every form applies (invites, sign-up, company contacts). */
export function isPhoneNumber(text: string): boolean {
  const digits = text.replace(/\D/g, "").length;
  return PHONE_SHAPE.test(text) && digits >= 4 && digits <= 15;
}

/** A phone number in international or local notation, trimmed; "" means not given. */
export const PhoneOrBlank = boundedTrim(PHONE_MAX_LENGTH).pipe(
  Schema.check(
    Schema.isMaxLength(PHONE_MAX_LENGTH, tooLong(PHONE_MAX_LENGTH)),
    Schema.makeFilter((phone: string) => phone === "" || isPhoneNumber(phone) || INVALID_PHONE),
  ),
);

/** An optional phone number in international or local notation. */
export const OptionalPhone = Schema.optionalKey(Schema.NullOr(PhoneOrBlank));

/** An optional ISO 3166-1 alpha-2 country code, upper case ("GB"). */
export const OptionalCountry = Schema.optionalKey(
  Schema.NullOr(
    // A code is two letters: anything longer is refused as not a code.
    boundedTrim(2, INVALID_COUNTRY).pipe(
      Schema.check(
        Schema.makeFilter(
          (code: string) => code === "" || countryByCode(code)?.code === code || INVALID_COUNTRY,
        ),
      ),
    ),
  ),
);

/** `undefined`, null and "" all mean "not given"; the server stores null for them. */
export function givenOrNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === "" ? null : value;
}
