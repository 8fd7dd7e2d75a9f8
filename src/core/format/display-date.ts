import type { Locale } from "date-fns";
import { format, formatDistanceStrict, isValid, parseISO } from "date-fns";
import { DATE_DISPLAY_FORMAT, RELATIVE_DATE_WINDOW_MS } from "../constants.ts";
import { FORMAT_FALLBACK } from "./fallback.ts";

/** Differences this small read "just now", whichever side: it also hides small clock skew. */
const JUST_NOW_MS = 60_000;

export interface DisplayDateOptions {
  /** The moment to compare with; passed in so that the result depends on nothing else. */
  readonly now: Date;
  /** A date-fns locale for words and month names; English when absent. */
  readonly locale?: Locale;
  /** Shown for a missing or unreadable date. */
  readonly fallback?: string;
}

/** Reads an ISO 8601 string or a Date; anything else, or an impossible date, is undefined. */
export function toDate(value: string | Date | null | undefined): Date | undefined {
  if (value == null) return undefined;
  const date = typeof value === "string" ? parseISO(value) : value;
  return isValid(date) ? date : undefined;
}

/**
 * A date as the portal shows it (spec section 9): relative ("5 minutes ago", "in 3 hours")
 * when less than 24 hours away from `now`, otherwise absolute ("Nov 21, 2026 14:05").
 * Absolute dates are in the runtime's local time zone: date-fns v4 formats there, and
 * other zones would need @date-fns/tz, which the project does not use. Never throws.
 */
export function formatDisplayDate(
  value: string | Date | null | undefined,
  options: DisplayDateOptions,
): string {
  const date = toDate(value);
  if (date === undefined) return options.fallback ?? FORMAT_FALLBACK;
  const locale = options.locale === undefined ? {} : { locale: options.locale };
  const distance = Math.abs(date.getTime() - options.now.getTime());
  if (distance < JUST_NOW_MS) return "just now";
  if (distance < RELATIVE_DATE_WINDOW_MS) {
    // Floor, so 90 seconds is "1 minute ago" and 23.9 hours is "23 hours ago", never "24".
    return formatDistanceStrict(date, options.now, {
      addSuffix: true,
      roundingMethod: "floor",
      ...locale,
    });
  }
  return format(date, DATE_DISPLAY_FORMAT, locale);
}
