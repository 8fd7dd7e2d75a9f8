import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney, formatMoneyOf } from "../../../src/core/format/money.ts";
import { EN_GB_FAST_CURRENCIES, formatMoneyEnGb } from "../../../src/core/format/money-en-gb.ts";

describe("formatMoney", () => {
  it("formats a decimal string in its currency, British English by default", () => {
    expect(formatMoney("1234.5", "EUR")).toBe("€1,234.50");
    expect(formatMoney("1234.5", "EUR", "en-GB")).toBe("€1,234.50");
    expect(formatMoney("99", "GBP")).toBe("£99.00");
    expect(formatMoney("-12.5", "USD", "en-US")).toBe("-$12.50");
  });

  it("follows the locale given", () => {
    expect(formatMoney("1234.5", "EUR", "de-DE")).toBe("1.234,50\u00a0€");
  });

  it("keeps each locale and currency apart when the same one comes again", () => {
    // Formatters are reused per locale and currency (money.ts): the second round must give
    // what the first did. A malformed currency code never reaches Intl; a locale Intl refuses
    // throws there and must leave no formatter behind, so it gives the fallback again.
    const rounds = () => [
      formatMoney("1234.5", "EUR", "de-DE"),
      formatMoney("1234.5", "EUR", "en-GB"),
      formatMoney("1234.5", "GBP", "en-GB"),
      formatMoney("1234.5", "XYZ1", "en-GB"),
      formatMoney("1234.5", "EUR", "not a locale!"),
    ];
    const first = rounds();
    expect(first).toEqual(["1.234,50\u00a0€", "€1,234.50", "£1,234.50", "—", "—"]);
    expect(rounds()).toEqual(first);
  });

  it("uses the currency's own decimals", () => {
    expect(formatMoney("1234.4", "JPY")).toBe("JP¥1,234");
  });

  it("keeps every digit of amounts beyond a double's precision", () => {
    expect(formatMoney("12345678901234567890.12", "EUR")).toBe("€12,345,678,901,234,567,890.12");
  });

  it("accepts a lower-case currency code, spaces around the amount, and numbers", () => {
    expect(formatMoney(" 10.5 ", "eur")).toBe("€10.50");
    expect(formatMoney(10.5, "EUR")).toBe("€10.50");
  });

  it("shows the fallback for anything unreadable, without throwing", () => {
    for (const amount of ["abc", "", "1e3", "0x10", "Infinity", null, undefined, Number.NaN]) {
      expect(formatMoney(amount, "EUR")).toBe("—");
    }
    expect(formatMoney("10", "EU")).toBe("—");
    expect(formatMoney("10", null)).toBe("—");
    expect(formatMoney("10", "EUR", "not a locale!")).toBe("—");
    expect(formatMoney("x", "EUR", "en-GB", "n/a")).toBe("n/a");
  });

  it("formats every decimal string, keeping its whole digits", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.nat(99),
        (whole, cents) => {
          const amount = `${whole}.${String(cents).padStart(2, "0")}`;
          const text = formatMoney(amount, "EUR");
          const absolute = whole < 0n ? -whole : whole;
          expect(text.replace(/[^0-9]/g, "")).toBe(`${absolute}${String(cents).padStart(2, "0")}`);
        },
      ),
    );
  });

  it("writes British English without Intl exactly as Intl.NumberFormat does", () => {
    // money-en-gb.ts keeps the dashboard from building the page's first number formatter;
    // any decimal string, with leading zeros, long fractions and halves to round, must read
    // the same as Intl's own text for every currency it knows.
    const decimal = fc
      .tuple(
        fc.boolean(),
        fc.stringMatching(/^\d{1,24}$/u),
        fc.option(fc.stringMatching(/^\d{1,6}$/u), { nil: undefined }),
      )
      .map(
        ([negative, whole, fraction]) =>
          `${negative ? "-" : ""}${whole}${fraction === undefined ? "" : `.${fraction}`}`,
      );
    fc.assert(
      fc.property(decimal, fc.constantFrom(...EN_GB_FAST_CURRENCIES), (amount, currency) => {
        const intl = new Intl.NumberFormat("en-GB", { style: "currency", currency });
        expect(formatMoneyEnGb(amount, currency)).toBe(intl.format(amount as `${number}`));
      }),
      { numRuns: 2000 },
    );
    for (const amount of ["0.005", "-0.005", "999.995", "-0.001", "-0", "0009.5", "99999.5"]) {
      for (const currency of EN_GB_FAST_CURRENCIES) {
        const intl = new Intl.NumberFormat("en-GB", { style: "currency", currency });
        expect(formatMoneyEnGb(amount, currency)).toBe(intl.format(amount as `${number}`));
      }
    }
  });

  it("leaves a currency it does not know to Intl", () => {
    expect(formatMoneyEnGb("10", "BHD")).toBeUndefined();
    expect(formatMoney("1234.5", "BHD")).toBe("BHD\u00a01,234.500");
    expect(formatMoney("1234.5", "usd")).toBe("US$1,234.50");
  });
});

describe("formatMoneyOf", () => {
  it("formats a wire amount as formatMoney formats its parts", () => {
    expect(formatMoneyOf({ amount: "1234.5", currency: "EUR" })).toBe("€1,234.50");
    expect(formatMoneyOf({ amount: "-12.345", currency: "GBP" })).toBe("-£12.35");
    expect(formatMoneyOf({ amount: "1234.5", currency: "EUR" }, "de-DE")).toBe(
      formatMoney("1234.5", "EUR", "de-DE"),
    );
  });
});
