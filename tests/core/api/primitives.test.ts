import { describe, expect, it } from "vitest";
import {
  Count,
  CurrencyCode,
  DecimalString,
  Id,
  IsoDateTime,
  MAX_ID_LENGTH,
  Money,
  NonEmptyString,
} from "../../../src/core/api/primitives.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

describe("wire primitives", () => {
  it("takes ids as non-empty strings only", () => {
    expect(expectValid(Id, "17")).toBe("17");
    expectInvalid(Id, "", "non-empty id");
    expectInvalid(Id, 17, "Expected string");
  });

  it("bounds ids: a record id or code is never longer than MAX_ID_LENGTH", () => {
    expect(expectValid(Id, "a".repeat(MAX_ID_LENGTH))).toHaveLength(MAX_ID_LENGTH);
    expectInvalid(Id, "a".repeat(MAX_ID_LENGTH + 1), `no more than ${MAX_ID_LENGTH} characters`);
  });

  it("takes ISO 8601 date-times with a zone", () => {
    for (const time of [
      "2026-11-21T14:05:00Z",
      "2026-11-21T14:05Z",
      "2026-11-21T14:05:00.123456Z",
      "2026-11-21T14:05:00+01:00",
    ]) {
      expect(expectValid(IsoDateTime, time)).toBe(time);
    }
    for (const time of ["2026-11-21", "2026-11-21T14:05:00", "yesterday", "2026-13-40T99:00Z"]) {
      expectInvalid(IsoDateTime, time, "ISO 8601");
    }
  });

  it("takes decimal strings, not numbers or exponents", () => {
    for (const amount of ["0", "1234.50", "-0.5", "12345678901234567890.123456"]) {
      expect(expectValid(DecimalString, amount)).toBe(amount);
    }
    for (const amount of ["1e3", "1,234.50", ".5", "", " 1"]) {
      expectInvalid(DecimalString, amount, "decimal string");
    }
    expectInvalid(DecimalString, 12.5, "Expected string");
  });

  it("takes upper-case ISO 4217 currency codes", () => {
    expect(expectValid(CurrencyCode, "EUR")).toBe("EUR");
    expectInvalid(CurrencyCode, "eur", "ISO 4217");
    expectInvalid(CurrencyCode, "EURO", "ISO 4217");
  });

  it("pairs an amount with its currency", () => {
    expect(expectValid(Money, { amount: "99.00", currency: "GBP" })).toEqual({
      amount: "99.00",
      currency: "GBP",
    });
    expectInvalid(Money, { amount: 99, currency: "GBP" }, "amount");
  });

  it("takes counts as whole non-negative numbers", () => {
    expect(expectValid(Count, 0)).toBe(0);
    expectInvalid(Count, -1, "greater than or equal to 0");
    expectInvalid(Count, 1.5, "integer");
  });

  it("refuses empty text where text is required", () => {
    expectInvalid(NonEmptyString, "", "non-empty");
  });
});
