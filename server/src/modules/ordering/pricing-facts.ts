import { eq } from "drizzle-orm";
import {
  type OfferedCurrency,
  priceBookCurrency,
  wholeNumber,
} from "../../../../src/core/api/ordering/index.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { ServerContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { currencies, customerAccounts, locations } from "../../db/schema.ts";

/**
 * What a price quote reads from the database, kept in memory (issue 18, the pricing budget).
 * The wizard asks /services/pricing on every change, and the two reads it made per call (the
 * location's metro, the company's billing currency) were most of its time and its p99 tail on
 * PGlite. Both change rarely: the location catalogue is reference data written only by the
 * seed, and a company's billing currency changes by hand, never by a route.
 *
 * - Locations: the whole catalogue (a few dozen rows) is read once per database; an id that is
 *   not in it is looked up on its own and remembered when found, so a location added later is
 *   still served without a restart. A location is never renumbered or moved to another metro.
 * - Currencies: remembered per company for CURRENCY_FRESH_MS by the server's clock, so another
 *   server instance's (or an operator's) change is seen within that time; a write in this
 *   process calls forgetBillingCurrency. Placing an order reads the currency afresh
 *   (billingCurrency), because that price is what is billed.
 *
 * - Currency codes: the currency catalogue (five rows, written only by the seed) by id, read
 *   once per database, to name the book of a user's chosen currency without a read per quote.
 *
 * Keyed by the database handle, so every test database and server instance has its own.
 */
export const CURRENCY_FRESH_MS = 60_000;

interface Facts {
  catalogue: Promise<Map<number, string>> | undefined;
  currencyCodes: Promise<Map<number, string>> | undefined;
  readonly currencies: Map<number, { readonly currency: string; readonly until: number }>;
}

const factsByDb = new WeakMap<Db, Facts>();

function factsOf(db: Db): Facts {
  let facts = factsByDb.get(db);
  if (facts === undefined) {
    facts = { catalogue: undefined, currencyCodes: undefined, currencies: new Map() };
    factsByDb.set(db, facts);
  }
  return facts;
}

function catalogueOf(db: Db, facts: Facts): Promise<Map<number, string>> {
  if (facts.catalogue === undefined) {
    const loading = db
      .select({ id: locations.id, metro: locations.metro })
      .from(locations)
      .then((rows) => new Map(rows.map((row) => [row.id, row.metro])));
    // A failed read is not remembered: the next quote tries again.
    loading.catch(() => {
      if (facts.catalogue === loading) facts.catalogue = undefined;
    });
    facts.catalogue = loading;
  }
  return facts.catalogue;
}

/** The metro of a location id given as text; null when there is no such location. */
export async function locationMetro(
  ctx: ServerContext,
  text: string | undefined,
): Promise<string | null | undefined> {
  if (text === undefined || text === "") return undefined;
  const id = wholeNumber(text);
  if (id === undefined || id > 2_147_483_647) return null;
  const facts = factsOf(ctx.db);
  const catalogue = await catalogueOf(ctx.db, facts);
  const known = catalogue.get(id);
  if (known !== undefined) return known;
  const [row] = await ctx.db
    .select({ metro: locations.metro })
    .from(locations)
    .where(eq(locations.id, id));
  if (row === undefined) return null;
  catalogue.set(id, row.metro);
  return row.metro;
}

/** The currency the company is billed in (its customer account), GBP if it has none. */
export async function billingCurrency(ctx: ServerContext, companyId: number): Promise<string> {
  const [account] = await ctx.db
    .select({ currency: customerAccounts.currency })
    .from(customerAccounts)
    .where(eq(customerAccounts.companyId, companyId));
  const currency = account?.currency ?? "GBP";
  factsOf(ctx.db).currencies.set(companyId, {
    currency,
    until: ctx.now().getTime() + CURRENCY_FRESH_MS,
  });
  return currency;
}

/** billingCurrency as remembered for quotes (see above): no read while it is fresh. */
export async function quotedCurrency(ctx: ServerContext, companyId: number): Promise<string> {
  const remembered = factsOf(ctx.db).currencies.get(companyId);
  if (remembered !== undefined && remembered.until > ctx.now().getTime()) {
    return remembered.currency;
  }
  return billingCurrency(ctx, companyId);
}

/** Call after changing a company's billing currency, so the next quote reads it. */
export function forgetBillingCurrency(ctx: ServerContext, companyId: number): void {
  factsOf(ctx.db).currencies.delete(companyId);
}

/** The code of a currency id of the catalogue (read once per database), undefined if none. */
async function currencyCodeOf(ctx: ServerContext, id: number | null): Promise<string | undefined> {
  if (id === null) return undefined;
  const facts = factsOf(ctx.db);
  if (facts.currencyCodes === undefined) {
    const loading = ctx.db
      .select({ id: currencies.id, code: currencies.code })
      .from(currencies)
      .then((rows) => new Map(rows.map((row) => [row.id, row.code])));
    loading.catch(() => {
      if (facts.currencyCodes === loading) facts.currencyCodes = undefined;
    });
    facts.currencyCodes = loading;
  }
  return (await facts.currencyCodes).get(id);
}

/**
 * The currency whose price book the caller sees (core priceBookCurrency): their chosen default
 * currency, or their company's billing currency when they chose none the provider prices in.
 * `fresh` reads the billing currency afresh (placing an order), else as remembered (quotes).
 */
export async function chosenCurrency(
  ctx: ServerContext,
  user: Pick<CurrentUser, "companyId" | "defaultCurrencyId">,
  fresh = false,
): Promise<OfferedCurrency> {
  const chosen = await currencyCodeOf(ctx, user.defaultCurrencyId);
  const book = priceBookCurrency(chosen, undefined);
  if (book === chosen) return book;
  const read = fresh ? billingCurrency : quotedCurrency;
  return priceBookCurrency(chosen, await read(ctx, user.companyId));
}
