import { isCalendarDateText } from "../api/calendar-date.ts";
import { FORMAT_FALLBACK } from "./fallback.ts";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A calendar day (a term end, a cease date: "2026-11-21") as the portal shows dates, without
 * a time: "Nov 21, 2026". The day is read as written, never shifted into a time zone, so a
 * contract ending on the 21st reads the 21st everywhere. Anything else gives the fallback.
 */
export function formatCalendarDay(
  value: string | null | undefined,
  fallback: string = FORMAT_FALLBACK,
): string {
  if (value == null || !isCalendarDateText(value)) return fallback;
  const [year, month, day] = value.split("-");
  return `${MONTHS[Number(month) - 1]} ${day}, ${year}`;
}
