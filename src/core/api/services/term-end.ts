/**
 * The day a contract term that started at `start` ends: `months` later, the day before
 * (a 12-month term from 2026-03-01 ends on 2027-02-28), in UTC; null for no term (0 months).
 * A term from 29 February ends on the 28th the year after: the month it would land in has no
 * 29th, so the date rolls to 1 March and the day before is the 28th. The order's live date
 * and the seed's services both read it (the server imports no demo data for a rule).
 */
export function termEndOf(start: Date, months: number): string | null {
  if (months === 0) return null;
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + months);
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

/**
 * The end of the term a line is in on `today` (UTC calendar day): the first term, then, for a
 * line that renews by itself, one month at a time (a line renews month to month unless told),
 * so a renewing line is never past its end. A line that does not renew keeps its first end.
 */
export function currentTermEndOf(
  start: Date,
  months: number,
  renews: boolean,
  today: string,
): string | null {
  const first = termEndOf(start, months);
  if (first === null || !renews || first >= today) return first;
  let renewals = 1;
  let end = termEndOf(start, months + renewals);
  while (end !== null && end < today) {
    renewals += 1;
    end = termEndOf(start, months + renewals);
  }
  return end;
}
