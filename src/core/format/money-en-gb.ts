/**
 * Amounts in British English for the currencies the provider bills in, written without
 * Intl.NumberFormat, with exactly the text it gives (tests/core/format/money.test.ts compares
 * the two for every currency here, over any decimal string).
 *
 * Why not Intl: the first number formatter a page builds costs the browser 25 to 60 ms of
 * one task on this kind of machine (ICU's number data is set up for the page), four times
 * that on a phone, and the dashboard's billing card was the first to build one: the longest
 * task after its first paint (docs/performance.md, "Session of 2026-11-29 (afternoon)", "The
 * first `Intl` of a page"). Amounts arrive as decimal strings, so formatting them is rounding
 * digits, grouping thousands and placing the sign.
 */

interface CurrencyStyle {
  /** What comes before the digits in en-GB: a symbol, or the code and a no-break space. */
  readonly prefix: string;
  /** The currency's minor unit (ISO 4217): the digits after the point. */
  readonly decimals: number;
}

const codeFirst = (code: string, decimals = 2): CurrencyStyle => ({
  prefix: `${code}\u00a0`,
  decimals,
});

const EN_GB_CURRENCIES: Readonly<Record<string, CurrencyStyle>> = {
  EUR: { prefix: "€", decimals: 2 },
  GBP: { prefix: "£", decimals: 2 },
  USD: { prefix: "US$", decimals: 2 },
  CAD: { prefix: "CA$", decimals: 2 },
  AUD: { prefix: "A$", decimals: 2 },
  JPY: { prefix: "JP¥", decimals: 0 },
  CHF: codeFirst("CHF"),
  SGD: codeFirst("SGD"),
  SEK: codeFirst("SEK"),
  NOK: codeFirst("NOK"),
  DKK: codeFirst("DKK"),
  PLN: codeFirst("PLN"),
};

/** The currencies this file formats; any other goes to Intl.NumberFormat. */
export const EN_GB_FAST_CURRENCIES: ReadonlyArray<string> = Object.keys(EN_GB_CURRENCIES);

/**
 * `amount` (a decimal string, `-?\d+(\.\d+)?`) in `currency` (upper case) as en-GB's
 * Intl.NumberFormat writes it: rounded half away from zero to the currency's decimals,
 * thousands grouped by commas, a minus before the symbol ("-€0.00" for a negative amount that
 * rounds to nothing, as Intl does). Undefined for a currency not listed here.
 */
export function formatMoneyEnGb(amount: string, currency: string): string | undefined {
  const style = EN_GB_CURRENCIES[currency];
  if (style === undefined) return undefined;
  const negative = amount.startsWith("-");
  const [whole = "0", fraction = ""] = (negative ? amount.slice(1) : amount).split(".");
  let digits = whole + fraction.slice(0, style.decimals).padEnd(style.decimals, "0");
  if ((fraction[style.decimals] ?? "0") >= "5") digits = incremented(digits);
  const integer = digits.slice(0, digits.length - style.decimals).replace(/^0+(?=\d)/u, "");
  const minor = digits.slice(digits.length - style.decimals);
  const grouped = integer.replace(/\B(?=(\d{3})+$)/gu, ",");
  return `${negative ? "-" : ""}${style.prefix}${grouped}${minor === "" ? "" : `.${minor}`}`;
}

/** A string of digits plus one, carrying as far as needed ("999" is "1000"). */
function incremented(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === "9") index -= 1;
  if (index < 0) return `1${"0".repeat(digits.length)}`;
  const next = String(Number(digits[index]) + 1);
  return `${digits.slice(0, index)}${next}${"0".repeat(digits.length - index - 1)}`;
}
