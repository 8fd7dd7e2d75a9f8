import examples from "libphonenumber-js/examples.mobile.json";
import metadata from "libphonenumber-js/metadata.min.json";
import type { CountryCode } from "libphonenumber-js/min";
import { getCountryCallingCode, parsePhoneNumberFromString } from "libphonenumber-js/min";
import { describe, expect, it } from "vitest";
import { CALLING_CODES } from "../../../src/core/format/calling-codes.generated.ts";
import { countryFromPhone } from "../../../src/core/format/phone-country.ts";
import { SHARED_CALLING_CODE_METADATA } from "../../../src/core/format/shared-calling-codes.generated.ts";

// The portal carries two extracts of libphonenumber's metadata (scripts/generate-phone-plans.ts);
// these tests fail when the installed library's metadata changes until the script runs again.
describe("the phone plans extracted from libphonenumber", () => {
  it("hold every calling code with its countries, the main one first", () => {
    expect(CALLING_CODES).toEqual(metadata.country_calling_codes);
  });

  it("hold the full plans of exactly the calling codes several countries share", () => {
    const shared = Object.entries(metadata.country_calling_codes).filter(
      ([, countries]) => countries.length > 1,
    );
    expect(SHARED_CALLING_CODE_METADATA.country_calling_codes).toEqual(Object.fromEntries(shared));
    const countries = metadata.countries as Record<string, unknown>;
    const kept = SHARED_CALLING_CODE_METADATA.countries as Record<string, unknown>;
    expect(Object.keys(kept).sort()).toEqual(shared.flatMap(([, codes]) => codes).sort());
    for (const code of Object.keys(kept)) expect(kept[code]).toEqual(countries[code]);
  });

  // The rule as it was with the whole metadata: what the extracts must keep answering.
  const withWholeMetadata = (phone: string) => {
    const parsed = parsePhoneNumberFromString(phone.trim().replace(/^00/, "+"));
    if (parsed === undefined) return undefined;
    return parsed.country ?? metadata.country_calling_codes[parsed.countryCallingCode]?.[0];
  };

  it("tell the same country as the whole metadata for every country's example number", () => {
    const examplesByCountry = examples as Record<string, string>;
    const countries = Object.keys(examplesByCountry) as CountryCode[];
    expect(countries.length).toBeGreaterThan(200);
    for (const country of countries) {
      const phone = `+${getCountryCallingCode(country)} ${examplesByCountry[country]}`;
      expect({ phone, country: countryFromPhone(phone) }).toEqual({
        phone,
        country: withWholeMetadata(phone),
      });
    }
  });

  it("tell the same country as the whole metadata for short, long and formatted numbers", () => {
    for (const phone of [
      "+49",
      "+49 3",
      "+49 30",
      "+44 1",
      "+44 12",
      "+1 4",
      "+1 41",
      "+1 416",
      "+1 (416) 555-0100",
      "+1.212.555.0100",
      "0049 30 123456",
      "+7 7",
      "+7 77",
      "+262 269 61 23 45",
      "+262 639 12 34 56",
      "+590 590 27 12 34",
      "+599 9 461 2345",
      "+358 18 12345",
      "+47 79 12 34 56",
      "+61 8 9162 1234",
      "+44 1481 256789",
      "+44 7624 123456",
      "+39 06 698 12345",
      "+353 1 234 5678 123 456 789 012",
      "+999 123",
      "+800 1234 5678",
    ]) {
      expect({ phone, country: countryFromPhone(phone) }).toEqual({
        phone,
        country: withWholeMetadata(phone),
      });
    }
  });
});
