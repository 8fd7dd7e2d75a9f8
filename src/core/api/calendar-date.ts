import { Schema } from "effect";

/** "2026-11-21": a day without a time, as term ends, cease dates and contract dates travel. */
const CALENDAR_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/u;

/** True when the text is a real day of the calendar in YYYY-MM-DD form (no 2026-02-30). */
export function isCalendarDateText(value: string): boolean {
  if (!CALENDAR_DATE_PATTERN.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value);
}

/** A calendar day on the wire. */
export const CalendarDate = Schema.String.annotate({ format: "date" }).pipe(
  Schema.check(
    Schema.makeFilter(
      (value: string) => isCalendarDateText(value) || "Expected a date such as 2026-11-21",
    ),
  ),
);
export type CalendarDate = typeof CalendarDate.Type;

/** Today's calendar day in UTC ("2026-11-25"): every date rule of the contract counts in UTC. */
export function utcToday(now: Date): CalendarDate {
  return now.toISOString().slice(0, 10);
}
