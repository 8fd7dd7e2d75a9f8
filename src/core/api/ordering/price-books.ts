import type { OrderFlow } from "./ordering-vocabulary.ts";

/**
 * The provider's price books (issue 40): one per offered currency, each priced in that
 * currency by the provider (rounded as a price list is: whole 5s under 500, whole 10s under
 * 5,000, whole 100s above), never converted from another currency when shown. A book holds
 * 12-month prices in minor units; the term adjustments of pricing.ts apply on top.
 *
 * The books are written as a provider's price list is read: one row for each speed or
 * bandwidth sold, one column for each currency, so a size is priced in every currency or the
 * table does not compile, and a currency added is a column.
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

/**
 * One price in each offered currency, in OFFERED_CURRENCIES' order: a tuple as long as that
 * list, so a currency added or taken away fails to compile until every row has its column.
 */
type InEachCurrency<T> = OneEach<typeof OFFERED_CURRENCIES, T>;
type OneEach<Columns extends ReadonlyArray<unknown>, T> = { readonly [K in keyof Columns]: T };

/** A port's monthly and one-off charge by speed (Mbps): `[mrc, nrc]` in each currency. */
// biome-ignore format: a price table, one row a speed, one column a currency
const PORT_PRICES: ReadonlyArray<readonly [number, InEachCurrency<readonly [number, number]>]> = [
  //         EUR                   USD                   GBP                   CHF                   SGD
  [  1000, [[   53_000,  59_000], [   57_000,  64_000], [   45_000,  50_000], [   50_000,  56_000], [   77_000,  85_000]]],
  [ 10000, [[   99_000,  88_000], [  108_000,  95_000], [   85_000,  75_000], [   95_000,  84_000], [  145_000, 128_000]]],
  [100000, [[  374_000, 176_000], [  406_000, 191_000], [  320_000, 150_000], [  358_000, 168_000], [  540_000, 255_000]]],
  [400000, [[1_050_000, 293_000], [1_140_000, 318_000], [  900_000, 250_000], [1_010_000, 280_000], [1_530_000, 425_000]]],
];

/** A cloud connect's or EVPL's monthly charge by bandwidth (Mbps). */
// biome-ignore format: a price table, one row a bandwidth, one column a currency
const BANDWIDTH_MRC: ReadonlyArray<readonly [number, InEachCurrency<number>]> = [
  //           EUR        USD        GBP        CHF        SGD
  [    50, [   10_500,    11_500,     9_000,    10_000,    15_500]],
  [   100, [   14_000,    15_000,    12_000,    13_500,    20_500]],
  [   200, [   21_000,    23_000,    18_000,    20_000,    30_500]],
  [   500, [   35_000,    38_000,    30_000,    33_500,    51_000]],
  [  1000, [   53_000,    57_000,    45_000,    50_000,    77_000]],
  [  2000, [   82_000,    89_000,    70_000,    78_000,   119_000]],
  [  5000, [  164_000,   178_000,   140_000,   157_000,   238_000]],
  [ 10000, [  257_000,   279_000,   220_000,   246_000,   374_000]],
  [ 50000, [  940_000, 1_020_000,   800_000,   900_000, 1_360_000]],
  [100000, [1_640_000, 1_780_000, 1_400_000, 1_570_000, 2_380_000]],
];

/** A connection's one-off set-up charge. */
// biome-ignore format: a price table, one row a connection, one column a currency
const CONNECTION_NRC: Readonly<Record<Exclude<OrderFlow, "port">, InEachCurrency<number>>> = {
  //              EUR     USD     GBP     CHF     SGD
  cloud_connect: [29_500, 32_000, 25_000, 28_000, 42_500],
  evpl:          [41_000, 44_500, 35_000, 39_000, 60_000],
};

/** One currency's column of a price table, keyed as the table's rows are. */
function columnOf<T>(
  rows: ReadonlyArray<readonly [number, InEachCurrency<T>]>,
  column: number,
): Readonly<Record<number, T>> {
  return Object.fromEntries(rows.map(([size, prices]) => [size, prices[column] as T]));
}

function bookOf(column: number): PriceBook {
  return {
    ports: Object.fromEntries(
      PORT_PRICES.map(([mbps, prices]) => {
        const [mrc, nrc] = prices[column] as readonly [number, number];
        return [mbps, { mrc, nrc }];
      }),
    ),
    bandwidthMrc: columnOf(BANDWIDTH_MRC, column),
    connectionNrc: {
      cloud_connect: CONNECTION_NRC.cloud_connect[column] as number,
      evpl: CONNECTION_NRC.evpl[column] as number,
    },
  };
}

export const PRICE_BOOKS: Readonly<Record<OfferedCurrency, PriceBook>> = Object.fromEntries(
  OFFERED_CURRENCIES.map((currency, column) => [currency, bookOf(column)]),
) as Record<OfferedCurrency, PriceBook>;

/** The book of a currency code; undefined when the provider does not price in it. */
export function priceBookOf(currency: string): PriceBook | undefined {
  return (OFFERED_CURRENCIES as ReadonlyArray<string>).includes(currency)
    ? PRICE_BOOKS[currency as OfferedCurrency]
    : undefined;
}
