import type { OrderFlow } from "./ordering-vocabulary.ts";

/**
 * The provider's price books (issue 40): one per offered currency, each priced in that
 * currency by the provider (rounded as a price list is: whole 5s under 500, whole 10s under
 * 5,000, whole 100s above), never converted from another currency when shown. A book holds
 * 12-month prices in minor units; the term adjustments of pricing.ts apply on top. Every book
 * sells the same speeds and bandwidths (a core test holds them to it).
 */

export interface ListPrice {
  readonly mrc: number;
  readonly nrc: number;
}

export interface PriceBook {
  /** A port's monthly and one-off charge by speed (Mbps). */
  readonly ports: Readonly<Record<number, ListPrice>>;
  /** A cloud connect's or EVPL's monthly charge by bandwidth (Mbps). */
  readonly bandwidthMrc: Readonly<Record<number, number>>;
  /** One-off set-up charge of a connection. */
  readonly connectionNrc: Readonly<Record<Exclude<OrderFlow, "port">, number>>;
}

/** The currencies the provider prices in, in the order the catalogue offers them. */
export const OFFERED_CURRENCIES = ["EUR", "USD", "GBP", "CHF", "SGD"] as const;
export type OfferedCurrency = (typeof OFFERED_CURRENCIES)[number];

export const PRICE_BOOKS: Readonly<Record<OfferedCurrency, PriceBook>> = {
  GBP: {
    ports: {
      1000: { mrc: 45_000, nrc: 50_000 },
      10000: { mrc: 85_000, nrc: 75_000 },
      100000: { mrc: 320_000, nrc: 150_000 },
      400000: { mrc: 900_000, nrc: 250_000 },
    },
    bandwidthMrc: {
      50: 9_000,
      100: 12_000,
      200: 18_000,
      500: 30_000,
      1000: 45_000,
      2000: 70_000,
      5000: 140_000,
      10000: 220_000,
      50000: 800_000,
      100000: 1_400_000,
    },
    connectionNrc: { cloud_connect: 25_000, evpl: 35_000 },
  },
  EUR: {
    ports: {
      1000: { mrc: 53_000, nrc: 59_000 },
      10000: { mrc: 99_000, nrc: 88_000 },
      100000: { mrc: 374_000, nrc: 176_000 },
      400000: { mrc: 1_050_000, nrc: 293_000 },
    },
    bandwidthMrc: {
      50: 10_500,
      100: 14_000,
      200: 21_000,
      500: 35_000,
      1000: 53_000,
      2000: 82_000,
      5000: 164_000,
      10000: 257_000,
      50000: 940_000,
      100000: 1_640_000,
    },
    connectionNrc: { cloud_connect: 29_500, evpl: 41_000 },
  },
  USD: {
    ports: {
      1000: { mrc: 57_000, nrc: 64_000 },
      10000: { mrc: 108_000, nrc: 95_000 },
      100000: { mrc: 406_000, nrc: 191_000 },
      400000: { mrc: 1_140_000, nrc: 318_000 },
    },
    bandwidthMrc: {
      50: 11_500,
      100: 15_000,
      200: 23_000,
      500: 38_000,
      1000: 57_000,
      2000: 89_000,
      5000: 178_000,
      10000: 279_000,
      50000: 1_020_000,
      100000: 1_780_000,
    },
    connectionNrc: { cloud_connect: 32_000, evpl: 44_500 },
  },
  CHF: {
    ports: {
      1000: { mrc: 50_000, nrc: 56_000 },
      10000: { mrc: 95_000, nrc: 84_000 },
      100000: { mrc: 358_000, nrc: 168_000 },
      400000: { mrc: 1_010_000, nrc: 280_000 },
    },
    bandwidthMrc: {
      50: 10_000,
      100: 13_500,
      200: 20_000,
      500: 33_500,
      1000: 50_000,
      2000: 78_000,
      5000: 157_000,
      10000: 246_000,
      50000: 900_000,
      100000: 1_570_000,
    },
    connectionNrc: { cloud_connect: 28_000, evpl: 39_000 },
  },
  SGD: {
    ports: {
      1000: { mrc: 77_000, nrc: 85_000 },
      10000: { mrc: 145_000, nrc: 128_000 },
      100000: { mrc: 540_000, nrc: 255_000 },
      400000: { mrc: 1_530_000, nrc: 425_000 },
    },
    bandwidthMrc: {
      50: 15_500,
      100: 20_500,
      200: 30_500,
      500: 51_000,
      1000: 77_000,
      2000: 119_000,
      5000: 238_000,
      10000: 374_000,
      50000: 1_360_000,
      100000: 2_380_000,
    },
    connectionNrc: { cloud_connect: 42_500, evpl: 60_000 },
  },
};

/** The book of a currency code; undefined when the provider does not price in it. */
export function priceBookOf(currency: string): PriceBook | undefined {
  return (OFFERED_CURRENCIES as ReadonlyArray<string>).includes(currency)
    ? PRICE_BOOKS[currency as OfferedCurrency]
    : undefined;
}
