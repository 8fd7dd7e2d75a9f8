import type { Money } from "./primitives.ts";

/**
 * Money is kept as integer minor units (cents, pence) in storage and arithmetic and travels as
 * a decimal string plus currency (DESIGN.md section 5). These two turn one into the other
 * without floating point. Currencies the provider bills in all have two decimals except JPY.
 */
const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(["JPY", "KRW"]);

export function minorUnitDigits(currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency) ? 0 : 2;
}

/** moneyOfMinorUnits(123450, "EUR") is {amount: "1234.50", currency: "EUR"}. */
export function moneyOfMinorUnits(minor: number, currency: string): Money {
  if (!Number.isSafeInteger(minor))
    throw new RangeError(`Not a whole number of minor units: ${minor}`);
  const digits = minorUnitDigits(currency);
  const sign = minor < 0 ? "-" : "";
  const text = String(Math.abs(minor)).padStart(digits + 1, "0");
  const whole = text.slice(0, text.length - digits);
  const amount = digits === 0 ? whole : `${whole}.${text.slice(text.length - digits)}`;
  return { amount: `${sign}${amount}`, currency };
}

/**
 * minorUnitsOf({amount: "1234.5", currency: "EUR"}) is 123450. An amount with more decimals
 * than the currency has is refused (undefined) rather than rounded.
 */
export function minorUnitsOf(money: Money): number | undefined {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/u.exec(money.amount);
  if (match === null) return undefined;
  const [, sign = "", whole = "", fraction = ""] = match;
  const digits = minorUnitDigits(money.currency);
  if (fraction.replace(/0+$/u, "").length > digits) return undefined;
  const minor = Number(`${whole}${fraction.padEnd(digits, "0").slice(0, digits)}`);
  if (!Number.isSafeInteger(minor)) return undefined;
  return sign === "-" && minor !== 0 ? -minor : minor;
}
