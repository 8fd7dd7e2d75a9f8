import { describe, expect, it } from "vitest";
import { countryFromPhone } from "../../../src/core/format/phone-country.ts";

describe("countryFromPhone", () => {
  it("finds the country of a full international number", () => {
    expect(countryFromPhone("+44 20 7946 0958")).toBe("GB");
    expect(countryFromPhone("+1 212 555 0100")).toBe("US");
    expect(countryFromPhone("+12125550100")).toBe("US");
    expect(countryFromPhone("+31 20 123 4567")).toBe("NL");
    expect(countryFromPhone("+49 30 123456")).toBe("DE");
  });

  it("tells countries that share a calling code apart by the number", () => {
    expect(countryFromPhone("+1 416 555 0100")).toBe("CA");
    expect(countryFromPhone("+7 7172 123456")).toBe("KZ");
    expect(countryFromPhone("+7 495 123 4567")).toBe("RU");
  });

  it("falls back to the calling code's main country for incomplete or unassigned numbers", () => {
    expect(countryFromPhone("+44 7700 900123")).toBe("GB");
    expect(countryFromPhone("+44 1234")).toBe("GB");
    expect(countryFromPhone("+1 555 0100")).toBe("US");
  });

  it("reads 00 as the international prefix", () => {
    expect(countryFromPhone("0044 20 7946 0958")).toBe("GB");
  });

  it("gives undefined when no country can be told", () => {
    for (const phone of [
      "020 7946 0958",
      "+999 123",
      "+800 1234 5678",
      "+",
      "garbage",
      "",
      null,
      undefined,
    ]) {
      expect(countryFromPhone(phone)).toBeUndefined();
    }
  });
});
