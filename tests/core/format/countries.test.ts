import { getCountries } from "libphonenumber-js/min";
import { describe, expect, it } from "vitest";
import {
  countryByCode,
  listCountries,
  SUGGESTED_COUNTRY_CODES,
} from "../../../src/core/format/countries.ts";

describe("listCountries", () => {
  const countries = listCountries();

  it("lists every country with a phone numbering plan once", () => {
    expect(countries).toHaveLength(getCountries().length);
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
  });

  it("describes each country with its English name and dialling prefix", () => {
    expect(countryByCode("GB")).toEqual({
      code: "GB",
      label: "United Kingdom",
      phonePrefix: "+44",
      suggested: true,
    });
    expect(countryByCode("CH")).toEqual({ code: "CH", label: "Switzerland", phonePrefix: "+41" });
    for (const country of countries) {
      expect(country.label).not.toBe("");
      expect(country.phonePrefix).toMatch(/^\+\d{1,3}$/);
    }
  });

  it("puts the suggested countries first, each group in alphabetical order", () => {
    const suggested = countries.slice(0, SUGGESTED_COUNTRY_CODES.length);
    expect(suggested.map((country) => country.code)).toEqual([
      "FR",
      "DE",
      "IE",
      "NL",
      "SG",
      "GB",
      "US",
    ]);
    expect(suggested.every((country) => country.suggested === true)).toBe(true);
    const rest = countries.slice(SUGGESTED_COUNTRY_CODES.length);
    expect(rest.some((country) => country.suggested)).toBe(false);
    const labels = rest.map((country) => country.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator("en").compare));
    expect(rest[0]?.label).toBe("Afghanistan");
  });

  it("builds the list once", () => {
    expect(listCountries()).toBe(countries);
  });
});

describe("countryByCode", () => {
  it("finds a country in any letter case", () => {
    expect(countryByCode("de")?.label).toBe("Germany");
    expect(countryByCode(" nl ")?.phonePrefix).toBe("+31");
  });

  it("gives undefined for unknown or missing codes", () => {
    expect(countryByCode("ZZ")).toBeUndefined();
    expect(countryByCode("")).toBeUndefined();
    expect(countryByCode(null)).toBeUndefined();
  });
});
