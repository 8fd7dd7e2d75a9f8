import type { EvplBEnd, OrderFlow } from "./ordering-vocabulary.ts";
import { OFFERED_CURRENCIES, type OfferedCurrency } from "./price-books.ts";
import { termPricesMinor } from "./pricing.ts";

/**
 * Which price book a user sees (issue 40), the one rule the portal and the server share.
 * A user's default currency (their profile) picks the book of /pricing, the service-creation
 * wizard, the order it places and the billing estimate. A user who never chose, or chose a
 * currency the provider does not price in, sees the book of the company's billing currency;
 * failing that, GBP (the provider's home book). Issued invoices are not priced by a book: they
 * keep the currency they were issued in.
 */
export const HOME_CURRENCY: OfferedCurrency = "GBP";

function offered(code: string | null | undefined): OfferedCurrency | undefined {
  return (OFFERED_CURRENCIES as ReadonlyArray<string | null | undefined>).includes(code)
    ? (code as OfferedCurrency)
    : undefined;
}

export function priceBookCurrency(
  chosen: string | null | undefined,
  billing: string | null | undefined,
): OfferedCurrency {
  return offered(chosen) ?? offered(billing) ?? HOME_CURRENCY;
}

/** What the estimate needs to know of a service to price it from a book. */
export interface BookPricedService {
  readonly type: OrderFlow | "other";
  /** A port's speed or a connection's bandwidth (Mbps). */
  readonly mbps: number;
  /** Its term; 0 (a contract's month to month) is the book's 1-month term. */
  readonly termMonths: number;
  /** An EVPL's B end ("cni" when it ends on a customer network interface). */
  readonly bEnd?: EvplBEnd | undefined;
  /** The price the service was ordered at, in minor units of `currency`. */
  readonly currency: string;
  readonly mrcMinor: number;
  readonly nrcMinor: number;
}

export interface ServiceBookPrice {
  readonly mrcMinor: number;
  readonly nrcMinor: number;
  /** True when this is the service's own ordered price (it was ordered in the book's currency). */
  readonly ordered: boolean;
}

/**
 * A service's monthly and one-off charge in `currency`'s book: its own ordered price when it
 * was ordered in that currency (what the customer agreed to), otherwise the book's price of
 * its configuration and term. Never a conversion: undefined when the book does not sell it
 * (an "other" service, or a size or term the book has no price for).
 */
export function serviceBookPrice(
  service: BookPricedService,
  currency: string,
): ServiceBookPrice | undefined {
  if (service.currency === currency)
    return { mrcMinor: service.mrcMinor, nrcMinor: service.nrcMinor, ordered: true };
  if (service.type === "other") return undefined;
  const months = service.termMonths === 0 ? 1 : service.termMonths;
  const term = termPricesMinor(
    { flow: service.type, mbps: service.mbps, bEnd: service.bEnd },
    currency,
  )?.find((price) => price.term_months === months);
  if (term === undefined) return undefined;
  return { mrcMinor: term.mrcMinor, nrcMinor: term.nrcMinor, ordered: false };
}
