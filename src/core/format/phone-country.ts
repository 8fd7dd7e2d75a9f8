import type { CountryCode } from "libphonenumber-js/core";
import { parsePhoneNumberFromString } from "libphonenumber-js/core";
import { CALLING_CODES } from "./calling-codes.generated.ts";
import { SHARED_CALLING_CODE_METADATA } from "./shared-calling-codes.generated.ts";

// libphonenumber's bounds on the national part of a number (its MIN/MAX_LENGTH_FOR_NSN).
const NATIONAL_MIN_DIGITS = 2;
const NATIONAL_MAX_DIGITS = 17;

/** The separators people type inside a number: "+44 (0)20 7946-0958", "+1.212.555.0100". */
const SEPARATORS = /[\s().\-/]/g;

/**
 * The country of an international phone number (spec section 3: "a phone number's country
 * prefix maps to a country code"), e.g. "+44 20 7946 0958" is GB. Where the number itself
 * names a country, that wins (+1 416 is CA, +7 7172 is KZ); otherwise, for a number that is
 * incomplete or in an unassigned range, the main country of its calling code answers
 * (+44 7700 900123 is GB). Numbers without an international prefix ("+" or "00"), or with
 * a calling code of no country (+800), give undefined.
 *
 * Only the calling codes that several countries share are read with libphonenumber's
 * numbering plans; for any other code the code alone names the country, as it does in
 * libphonenumber, so the portal carries the plans of those few countries only.
 */
export function countryFromPhone(phone: string | null | undefined): CountryCode | undefined {
  if (phone == null) return undefined;
  const digits = phone.trim().replace(/^00/, "+").replace(SEPARATORS, "");
  if (!/^\+\d+$/.test(digits)) return undefined;
  const callingCode = callingCodeOf(digits.slice(1));
  if (callingCode === undefined) return undefined;
  const national = digits.length - 1 - callingCode.length;
  if (national < NATIONAL_MIN_DIGITS || national > NATIONAL_MAX_DIGITS) return undefined;
  const countries = CALLING_CODES[callingCode] ?? [];
  if (countries.length <= 1) return countries[0];
  const parsed = parsePhoneNumberFromString(digits, SHARED_CALLING_CODE_METADATA);
  // libphonenumber lists the main country of a calling code first (US for +1, GB for +44).
  return parsed?.country ?? countries[0];
}

/** Calling codes are one to three digits and none is the start of another (ITU E.164). */
function callingCodeOf(digits: string): string | undefined {
  for (let length = 1; length <= 3; length += 1) {
    const prefix = digits.slice(0, length);
    if (prefix.length === length && CALLING_CODES[prefix] !== undefined) return prefix;
  }
  return undefined;
}
