import { moneyOfMinorUnits } from "../minor-units.ts";
import type { Money } from "../primitives.ts";
import {
  type EvplBEnd,
  ORDER_TERMS,
  type OrderFlow,
  type OrderTerm,
} from "./ordering-vocabulary.ts";

/**
 * The provider's prices (issue 18). List prices are in GBP minor units for a 12-month term;
 * other currencies convert at fixed rates in basis points, and other terms apply a term
 * adjustment, all in integer arithmetic rounded to the minor unit once, so portal and server
 * compute the same pence.
 */

interface ListPrice {
  readonly mrc: number;
  readonly nrc: number;
}

/** A port's monthly and one-off charge by speed (Mbps), GBP pence. */
export const PORT_LIST_PRICES: Readonly<Record<number, ListPrice>> = {
  1000: { mrc: 45_000, nrc: 50_000 },
  10000: { mrc: 85_000, nrc: 75_000 },
  100000: { mrc: 320_000, nrc: 150_000 },
  400000: { mrc: 900_000, nrc: 250_000 },
};

/** A cloud connect's or EVPL's monthly charge by bandwidth (Mbps), GBP pence. */
export const BANDWIDTH_LIST_MRC: Readonly<Record<number, number>> = {
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
};

/** One-off set-up charge of a connection, GBP pence. */
export const CONNECTION_LIST_NRC: Readonly<Record<Exclude<OrderFlow, "port">, number>> = {
  cloud_connect: 25_000,
  evpl: 35_000,
};
/** An EVPL crosses the network between two ends: 20 % over the bandwidth price. */
const EVPL_MRC_BP = 12_000;

/** Units of a currency per GBP, in basis points (10,000 = 1). */
export const CURRENCY_RATES_BP: Readonly<Record<string, number>> = {
  GBP: 10_000,
  EUR: 11_700,
  USD: 12_700,
  CHF: 11_200,
  SGD: 17_000,
};

/**
 * Term discounts, in basis points of the 12-month price: a month-to-month contract pays 25 %
 * more; longer terms pay less every month and less (or nothing) to set up.
 */
export const TERM_ADJUSTMENTS_BP: Readonly<Record<OrderTerm, { mrc: number; nrc: number }>> = {
  1: { mrc: 12_500, nrc: 10_000 },
  12: { mrc: 10_000, nrc: 10_000 },
  24: { mrc: 9_000, nrc: 5_000 },
  36: { mrc: 8_000, nrc: 0 },
};

/** What is priced: the flow and its speed (a port) or bandwidth (a connection), in Mbps. */
export interface PricedItem {
  readonly flow: OrderFlow;
  readonly mbps: number;
  /** An EVPL's B end; a CNI's hand-off is already built (see listPriceOf). */
  readonly bEnd?: EvplBEnd | undefined;
}

/** The 12-month GBP list price of an item, undefined when the speed is not sold. */
export function listPriceOf(item: PricedItem): ListPrice | undefined {
  if (item.flow === "port") return PORT_LIST_PRICES[item.mbps];
  const mrc = BANDWIDTH_LIST_MRC[item.mbps];
  if (mrc === undefined) return undefined;
  if (item.flow === "cloud_connect") return { mrc, nrc: CONNECTION_LIST_NRC.cloud_connect };
  // An EVPL to a CNI ends on a VLAN hand-off that is already built, so only the A end is set
  // up: it pays a cloud connect's set-up (one end) instead of an EVPL's (two ends).
  const nrc = CONNECTION_LIST_NRC[item.bEnd === "cni" ? "cloud_connect" : "evpl"];
  return { mrc: scaleBp(mrc, EVPL_MRC_BP), nrc };
}

/** `minor` times `bp` / 10,000, rounded half up to a whole minor unit. */
export function scaleBp(minor: number, bp: number): number {
  return Math.floor((minor * bp + 5_000) / 10_000);
}

export interface TermPriceMinor {
  readonly term_months: OrderTerm;
  readonly mrcMinor: number;
  readonly nrcMinor: number;
}

/** The item's price for every term in `currency`, in minor units; undefined if not sold. */
export function termPricesMinor(
  item: PricedItem,
  currency: string,
): ReadonlyArray<TermPriceMinor> | undefined {
  const list = listPriceOf(item);
  const rate = CURRENCY_RATES_BP[currency];
  if (list === undefined || rate === undefined) return undefined;
  return ORDER_TERMS.map((term) => {
    const adjustment = TERM_ADJUSTMENTS_BP[term];
    return {
      term_months: term,
      mrcMinor: scaleBp(scaleBp(list.mrc, rate), adjustment.mrc),
      nrcMinor: scaleBp(scaleBp(list.nrc, rate), adjustment.nrc),
    };
  });
}

/** A term's price on the wire. */
export interface TermPrice {
  readonly term_months: OrderTerm;
  readonly mrc: Money;
  readonly nrc: Money;
}

export function termPrices(
  item: PricedItem,
  currency: string,
): ReadonlyArray<TermPrice> | undefined {
  return termPricesMinor(item, currency)?.map((price) => ({
    term_months: price.term_months,
    mrc: moneyOfMinorUnits(price.mrcMinor, currency),
    nrc: moneyOfMinorUnits(price.nrcMinor, currency),
  }));
}
