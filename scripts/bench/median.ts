/**
 * The middle value of `values` (the upper of the two middle ones for an even count, so that
 * it is always a value that was measured); NaN for none. What every benchmark reports and
 * most judge their budget on.
 */
export function median(values: ReadonlyArray<number>): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}
