import type { CountryCode } from "libphonenumber-js/core";
// The calling codes alone (about 1 kB), not libphonenumber's whole metadata (about 19 kB gzip):
// every page that checks or picks a country loads this (scripts/generate-phone-plans.ts).
import { CALLING_CODES } from "./calling-codes.generated.ts";

/** A country as pickers show it (spec section 3). */
export interface Country {
  /** ISO 3166-1 alpha-2 code, plus the few phone regions libphonenumber adds (AC, TA, XK). */
  readonly code: CountryCode;
  /** English name, e.g. "United Kingdom". */
  readonly label: string;
  /** International dialling prefix, e.g. "+44". */
  readonly phonePrefix: string;
  /** Listed first: one of the provider's main markets. */
  readonly suggested?: boolean;
}

/**
 * The provider's main markets (UK and Ireland, the big continental European markets, the
 * US, and Singapore as its Asian hub), listed before all other countries.
 */
export const SUGGESTED_COUNTRY_CODES: ReadonlyArray<CountryCode> = [
  "GB",
  "US",
  "DE",
  "NL",
  "FR",
  "IE",
  "SG",
];

let cachedList: ReadonlyArray<Country> | undefined;
let cachedByCode: ReadonlyMap<string, Country> | undefined;

function buildCountries(): ReadonlyArray<Country> {
  // Names come from the runtime's CLDR data, so no hand-kept table goes stale.
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
  const suggested = new Set<string>(SUGGESTED_COUNTRY_CODES);
  const countries = Object.entries(CALLING_CODES).flatMap(([callingCode, codes]) =>
    codes.map((code): Country => {
      const country = { code, label: names.of(code) ?? code, phonePrefix: `+${callingCode}` };
      return suggested.has(code) ? { ...country, suggested: true } : country;
    }),
  );
  const byLabel = new Intl.Collator("en");
  return countries.sort(
    (a, b) =>
      Number(b.suggested === true) - Number(a.suggested === true) ||
      byLabel.compare(a.label, b.label),
  );
}

/**
 * Every country with a phone numbering plan, suggested ones first, each group in
 * alphabetical order of label. Built on first use and shared afterwards.
 */
export function listCountries(): ReadonlyArray<Country> {
  cachedList ??= buildCountries();
  return cachedList;
}

/** The country with this code, in any letter case, or undefined. */
export function countryByCode(code: string | null | undefined): Country | undefined {
  if (code == null) return undefined;
  cachedByCode ??= new Map(listCountries().map((country) => [country.code, country]));
  return cachedByCode.get(code.trim().toUpperCase());
}
