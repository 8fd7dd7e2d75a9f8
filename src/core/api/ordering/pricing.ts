import { moneyOfMinorUnits } from "../minor-units.ts";
import type { Money } from "../primitives.ts";
import {
  type EvplBEnd,
  ORDER_TERMS,
  type OrderFlow,
  type OrderTerm,
} from "./ordering-vocabulary.ts";
import { type ListPrice, PRICE_BOOKS, priceBookOf } from "./price-books.ts";

/**
 * The provider's prices (issues 18 and 40). Each offered currency has its own price book of
 * 12-month prices (price-books.ts), read as it is: nothing is converted when a price is shown.
 * Other terms apply a term adjustment in integer arithmetic rounded to the minor unit once, so
 * portal and server compute the same minor units.
 */

/**
 * The GBP book's tables. What is sold (speeds, bandwidths) is the same in every book, so the
 * order and change rules read the sold sizes from these.
 */
export const PORT_LIST_PRICES = PRICE_BOOKS.GBP.ports;
export const BANDWIDTH_LIST_MRC = PRICE_BOOKS.GBP.bandwidthMrc;
export const CONNECTION_LIST_NRC = PRICE_BOOKS.GBP.connectionNrc;

/** An EVPL crosses the network between two ends: 20 % over the bandwidth price. */
const EVPL_MRC_BP = 12_000;

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

/**
 * The 12-month list price of an item in `currency`'s book (GBP by default), undefined when the
 * speed is not sold or the provider does not price in that currency.
 */
export function listPriceOf(item: PricedItem, currency = "GBP"): ListPrice | undefined {
  const book = priceBookOf(currency);
  if (book === undefined) return undefined;
  if (item.flow === "port") return book.ports[item.mbps];
  const mrc = book.bandwidthMrc[item.mbps];
  if (mrc === undefined) return undefined;
  if (item.flow === "cloud_connect") return { mrc, nrc: book.connectionNrc.cloud_connect };
  // An EVPL to a CNI ends on a VLAN hand-off that is already built, so only the A end is set
  // up: it pays a cloud connect's set-up (one end) instead of an EVPL's (two ends).
  const nrc = book.connectionNrc[item.bEnd === "cni" ? "cloud_connect" : "evpl"];
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

/**
 * The item's price for every term from `currency`'s price book, in minor units; undefined if
 * not sold or not priced in that currency.
 */
export function termPricesMinor(
  item: PricedItem,
  currency: string,
): ReadonlyArray<TermPriceMinor> | undefined {
  const list = listPriceOf(item, currency);
  if (list === undefined) return undefined;
  return ORDER_TERMS.map((term) => {
    const adjustment = TERM_ADJUSTMENTS_BP[term];
    return {
      term_months: term,
      mrcMinor: scaleBp(list.mrc, adjustment.mrc),
      nrcMinor: scaleBp(list.nrc, adjustment.nrc),
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
