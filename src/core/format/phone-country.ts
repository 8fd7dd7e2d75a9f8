import metadata from "libphonenumber-js/metadata.min";
import type { CountryCode } from "libphonenumber-js/min";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * The country of an international phone number (spec section 3: "a phone number's country
 * prefix maps to a country code"), e.g. "+44 20 7946 0958" is GB. Where the number itself
 * names a country, that wins (+1 416 is CA, +7 7172 is KZ); otherwise, for a number that is
 * incomplete or in an unassigned range, the main country of its calling code answers
 * (+44 7700 900123 is GB). Numbers without an international prefix ("+" or "00"), or with
 * a calling code of no country (+800), give undefined.
 */
export function countryFromPhone(phone: string | null | undefined): CountryCode | undefined {
  if (phone == null) return undefined;
  const international = phone.trim().replace(/^00/, "+");
  if (!international.startsWith("+")) return undefined;
  const parsed = parsePhoneNumberFromString(international);
  if (parsed === undefined) return undefined;
  return parsed.country ?? mainCountryOf(parsed.countryCallingCode);
}

/** libphonenumber lists the main country of a calling code first (US for +1, GB for +44). */
function mainCountryOf(callingCode: string): CountryCode | undefined {
  return metadata.country_calling_codes[callingCode]?.[0];
}
