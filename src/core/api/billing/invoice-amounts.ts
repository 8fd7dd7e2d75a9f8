/**
 * The arithmetic of an invoice, in integer minor units only (DESIGN.md section 5): both the
 * server (which writes invoices and their PDFs) and the tests use these, so a total on the
 * screen, in the CSV and in the PDF is the same number. Halves round up (away from zero for
 * the charges, which are never negative).
 */

/** Integer division of non-negative whole numbers, halves rounded up, without floating point. */
function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0)
    throw new RangeError(`Cannot divide ${numerator} by ${denominator} in minor units`);
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

/** The MRC for `daysBilled` days of a month of `daysInMonth` days. */
export function proratedMinor(mrcMinor: number, daysBilled: number, daysInMonth: number): number {
  if (daysBilled < 0 || daysBilled > daysInMonth)
    throw new RangeError(`${daysBilled} days is not part of a ${daysInMonth}-day month`);
  return divideRounded(mrcMinor * daysBilled, daysInMonth);
}

/** The number of days of the calendar month that holds `day` (YYYY-MM-DD). */
export function daysInMonthOfDay(day: string): number {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Tax of a subtotal at `rateBasisPoints` (2000 is 20 %). */
export function taxMinor(subtotalMinor: number, rateBasisPoints: number): number {
  return divideRounded(subtotalMinor * rateBasisPoints, 10_000);
}

/** Subtotal, tax and total of an invoice's line amounts. */
export function invoiceTotals(
  lineAmounts: ReadonlyArray<number>,
  rateBasisPoints: number,
): { readonly subtotal: number; readonly tax: number; readonly total: number } {
  const subtotal = lineAmounts.reduce((sum, amount) => sum + amount, 0);
  const tax = taxMinor(subtotal, rateBasisPoints);
  return { subtotal, tax, total: subtotal + tax };
}

/** "20%" or "19.5%": a tax rate in basis points as people write it. */
export function taxRateLabel(rateBasisPoints: number): string {
  const whole = Math.floor(rateBasisPoints / 100);
  const fraction = String(rateBasisPoints % 100)
    .padStart(2, "0")
    .replace(/0+$/u, "");
  return fraction === "" ? `${whole}%` : `${whole}.${fraction}%`;
}
