import { describe, expect, it } from "vitest";
import {
  BANDWIDTH_LIST_MRC,
  CONNECTION_LIST_NRC,
  listPriceOf,
  OFFERED_CURRENCIES,
  ORDER_TERMS,
  orderStageAfter,
  PORT_LIST_PRICES,
  PRICE_BOOKS,
  scaleBp,
  termPrices,
  termPricesMinor,
} from "../../../../src/core/api/ordering/index.ts";

describe("pricing", () => {
  it("prices a 10G port in GBP for every term with the term discounts", () => {
    expect(termPrices({ flow: "port", mbps: 10000 }, "GBP")).toEqual([
      {
        term_months: 1,
        mrc: { amount: "1062.50", currency: "GBP" },
        nrc: { amount: "750.00", currency: "GBP" },
      },
      {
        term_months: 12,
        mrc: { amount: "850.00", currency: "GBP" },
        nrc: { amount: "750.00", currency: "GBP" },
      },
      {
        term_months: 24,
        mrc: { amount: "765.00", currency: "GBP" },
        nrc: { amount: "375.00", currency: "GBP" },
      },
      {
        term_months: 36,
        mrc: { amount: "680.00", currency: "GBP" },
        nrc: { amount: "0.00", currency: "GBP" },
      },
    ]);
  });

  it("reads the asked currency's own book, not a conversion of the GBP price", () => {
    const eur = termPricesMinor({ flow: "cloud_connect", mbps: 500 }, "EUR");
    // GBP 300.00 / 250.00 a month; the EUR book prices it at 350.00 / 295.00 as listed.
    expect(eur?.find((price) => price.term_months === 12)).toEqual({
      term_months: 12,
      mrcMinor: 35_000,
      nrcMinor: 29_500,
    });
    expect(termPrices({ flow: "port", mbps: 1000 }, "SGD")?.[1]).toEqual({
      term_months: 12,
      mrc: { amount: "770.00", currency: "SGD" },
      nrc: { amount: "850.00", currency: "SGD" },
    });
    for (const price of eur ?? []) {
      expect(Number.isInteger(price.mrcMinor)).toBe(true);
      expect(Number.isInteger(price.nrcMinor)).toBe(true);
    }
  });

  it("has a book for every offered currency covering everything that is sold", () => {
    const portSpeeds = Object.keys(PORT_LIST_PRICES).map(Number);
    const bandwidths = Object.keys(BANDWIDTH_LIST_MRC).map(Number);
    for (const currency of OFFERED_CURRENCIES) {
      const book = PRICE_BOOKS[currency];
      expect(Object.keys(book.ports).map(Number), currency).toEqual(portSpeeds);
      expect(Object.keys(book.bandwidthMrc).map(Number), currency).toEqual(bandwidths);
      expect(Object.keys(book.connectionNrc), currency).toEqual(Object.keys(CONNECTION_LIST_NRC));
      for (const flow of ["port", "cloud_connect", "evpl"] as const) {
        for (const mbps of flow === "port" ? portSpeeds : bandwidths) {
          const prices = termPricesMinor({ flow, mbps }, currency);
          expect(prices?.length, `${currency} ${flow} ${mbps}`).toBe(ORDER_TERMS.length);
          // A book's 12-month prices are whole currency units, as a provider lists them.
          const list = listPriceOf({ flow, mbps }, currency);
          expect((list?.mrc ?? 1) % 100, `${currency} ${flow} ${mbps}`).toBe(0);
          expect((list?.nrc ?? 1) % 100, `${currency} ${flow} ${mbps}`).toBe(0);
        }
      }
    }
  });

  it("prices bigger sizes higher in every book", () => {
    for (const currency of OFFERED_CURRENCIES) {
      const book = PRICE_BOOKS[currency];
      const ports = Object.values(book.ports).map((price) => price.mrc);
      const bandwidths = Object.values(book.bandwidthMrc);
      expect(
        [...ports].sort((a, b) => a - b),
        currency,
      ).toEqual(ports);
      expect(
        [...bandwidths].sort((a, b) => a - b),
        currency,
      ).toEqual(bandwidths);
    }
  });

  it("charges an EVPL 20 % over the bandwidth and its own set-up", () => {
    expect(listPriceOf({ flow: "evpl", mbps: 1000 })).toEqual({ mrc: 54_000, nrc: 35_000 });
  });

  it("longer terms never cost more a month", () => {
    for (const mbps of Object.keys(PORT_LIST_PRICES).map(Number)) {
      const prices = termPricesMinor({ flow: "port", mbps }, "USD") ?? [];
      expect(prices.map((price) => price.term_months)).toEqual([...ORDER_TERMS]);
      const monthly = prices.map((price) => price.mrcMinor);
      expect([...monthly].sort((a, b) => b - a)).toEqual(monthly);
    }
  });

  it("does not price what is not sold or a currency without a book", () => {
    expect(termPrices({ flow: "port", mbps: 2500 }, "GBP")).toBeUndefined();
    expect(termPrices({ flow: "evpl", mbps: 7 }, "GBP")).toBeUndefined();
    expect(termPrices({ flow: "port", mbps: 1000 }, "XXX")).toBeUndefined();
  });

  it("rounds half up to the minor unit", () => {
    expect(scaleBp(1, 5_000)).toBe(1);
    expect(scaleBp(3, 5_000)).toBe(2);
    expect(scaleBp(100, 11_700)).toBe(117);
  });

  it("derives the order stage from the time since the order, on the demo's fast schedule", () => {
    expect(orderStageAfter(0, "demo_fast")).toBe("received");
    expect(orderStageAfter(5_000, "demo_fast")).toBe("validated");
    expect(orderStageAfter(15_000, "demo_fast")).toBe("provisioning");
    expect(orderStageAfter(600_000, "demo_fast")).toBe("live");
  });

  it("keeps an order where it is for hours and days on the standard schedule", () => {
    const hour = 3_600_000;
    expect(orderStageAfter(600_000, "standard")).toBe("received");
    expect(orderStageAfter(4 * hour, "standard")).toBe("validated");
    expect(orderStageAfter(24 * hour, "standard")).toBe("provisioning");
    expect(orderStageAfter(10 * 24 * hour - 1, "standard")).toBe("provisioning");
    expect(orderStageAfter(10 * 24 * hour, "standard")).toBe("live");
  });
});
