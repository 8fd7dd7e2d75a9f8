import { DECIMAL_STRING_PATTERN } from "../api/primitives.ts";
import { FORMAT_FALLBACK } from "./fallback.ts";
import { formatMoneyEnGb } from "./money-en-gb.ts";

/** The locale used when none is given: the provider invoices in British English. */
export const DEFAULT_MONEY_LOCALE = "en-GB";

/**
 * An amount in a currency for people: formatMoney("1234.5", "EUR") is "€1,234.50".
 * Amounts arrive as decimal strings (DESIGN.md section 5) and are formatted as strings, which
 * keeps every digit of amounts beyond a double's precision: in en-GB and the currencies the
 * provider bills in by money-en-gb.ts, in any other by Intl.NumberFormat. The currency's own
 * number of decimals applies (JPY has none). An unreadable amount, currency or locale gives
 * the fallback; this never throws.
 */
export function formatMoney(
  amount: string | number | null | undefined,
  currency: string | null | undefined,
  locale: string = DEFAULT_MONEY_LOCALE,
  fallback: string = FORMAT_FALLBACK,
): string {
  if (amount == null || currency == null || !/^[A-Za-z]{3}$/.test(currency)) return fallback;
  const code = currency.toUpperCase();
  const value = typeof amount === "number" ? amount : amount.trim();
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return fallback;
  } else if (!isDecimal(value)) {
    return fallback;
  } else if (locale === DEFAULT_MONEY_LOCALE) {
    // The portal's own locale, in a currency the provider bills in: no Intl (money-en-gb.ts).
    const text = formatMoneyEnGb(value, code);
    if (text !== undefined) return text;
  }
  try {
    return currencyFormatter(locale, code).format(value);
  } catch {
    return fallback;
  }
}

/**
 * One formatter per locale and currency, made at its first use: a new Intl.NumberFormat for
 * each amount rebuilt the same formatter for every figure of a list or card.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    // Throws a RangeError for an unknown locale or currency code: nothing is kept then.
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

function isDecimal(amount: string): amount is Intl.StringNumericLiteral {
  return DECIMAL_STRING_PATTERN.test(amount);
}

/**
 * A wire amount (`{amount, currency}`, DESIGN.md section 5) for people, as formatMoney formats
 * its parts: formatMoneyOf({ amount: "1234.5", currency: "EUR" }) is "€1,234.50".
 */
export function formatMoneyOf(
  money: { readonly amount: string; readonly currency: string },
  locale: string = DEFAULT_MONEY_LOCALE,
): string {
  return formatMoney(money.amount, money.currency, locale);
}
