import { describe, expect, it } from "vitest";
import {
  type BookPricedService,
  priceBookCurrency,
  serviceBookPrice,
} from "../../../../src/core/api/ordering/index.ts";

describe("which price book a user sees", () => {
  it("is the book of the user's chosen currency, whatever the company is billed in", () => {
    expect(priceBookCurrency("EUR", "GBP")).toBe("EUR");
    expect(priceBookCurrency("SGD", "EUR")).toBe("SGD");
  });

  it("falls back to the billing currency, then GBP, when the choice has no book", () => {
    expect(priceBookCurrency(null, "EUR")).toBe("EUR");
    expect(priceBookCurrency(undefined, "CHF")).toBe("CHF");
    expect(priceBookCurrency("JPY", "USD")).toBe("USD");
    expect(priceBookCurrency("JPY", "AUD")).toBe("GBP");
    expect(priceBookCurrency(null, null)).toBe("GBP");
  });
});

describe("a service's price in a book", () => {
  const port: BookPricedService = {
    type: "port",
    mbps: 10000,
    termMonths: 24,
    currency: "GBP",
    mrcMinor: 80_000,
    nrcMinor: 10_000,
  };

  it("is its ordered price in the currency it was ordered in, even off the list", () => {
    expect(serviceBookPrice(port, "GBP")).toEqual({
      mrcMinor: 80_000,
      nrcMinor: 10_000,
      ordered: true,
    });
  });

  it("is its configuration's book price for its term in another currency, never a conversion", () => {
    // The EUR book: a 10G port is 990.00 / 880.00 on 12 months; 24 months is 90 % and 50 %.
    expect(serviceBookPrice(port, "EUR")).toEqual({
      mrcMinor: 89_100,
      nrcMinor: 44_000,
      ordered: false,
    });
    // An EVPL to a CNI pays a cloud connect's set-up, as when it is ordered.
    const evpl: BookPricedService = {
      type: "evpl",
      mbps: 1000,
      termMonths: 12,
      bEnd: "cni",
      currency: "GBP",
      mrcMinor: 1,
      nrcMinor: 1,
    };
    expect(serviceBookPrice(evpl, "USD")).toEqual({
      mrcMinor: 68_400,
      nrcMinor: 32_000,
      ordered: false,
    });
  });

  it("reads a month-to-month contract (term 0) as the book's 1-month term", () => {
    expect(serviceBookPrice({ ...port, termMonths: 0 }, "EUR")).toEqual({
      mrcMinor: 123_750,
      nrcMinor: 88_000,
      ordered: false,
    });
  });

  it("is unknown for what the book does not sell", () => {
    expect(serviceBookPrice({ ...port, type: "other" }, "EUR")).toBeUndefined();
    expect(serviceBookPrice({ ...port, mbps: 123 }, "EUR")).toBeUndefined();
    expect(serviceBookPrice({ ...port, termMonths: 18 }, "EUR")).toBeUndefined();
    expect(serviceBookPrice(port, "JPY")).toBeUndefined();
  });
});
