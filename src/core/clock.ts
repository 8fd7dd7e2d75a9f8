import { isCalendarDateText } from "./api/calendar-date.ts";
import { isIsoDateTimeText } from "./api/primitives.ts";

/**
 * The one source of "now" for the whole system (issue 50). The server hands its clock to every
 * rule through its context (`ctx.now`), the seed places the demo data relative to the same
 * instant, and the portal's relative dates ("3 days ago", "ends in 5 days", what is overdue)
 * read `portalNow()` below. Tests run the whole system at a pinned date by moving this clock,
 * never by stubbing `Date`: a clock offset by a fixed number of milliseconds from real time, so
 * timers, expiries and refresh delays still run at real speed from the pinned instant.
 */
export interface Clock {
  readonly now: () => Date;
}

/** The machine's own time. */
export const systemClock: Clock = { now: () => new Date() };

/** Real time moved by `offsetMs` (a pinned date's distance from the moment it was pinned). */
export function offsetClock(offsetMs: number, realNow: () => number = Date.now): Clock {
  if (offsetMs === 0) return systemClock;
  return { now: () => new Date(realNow() + offsetMs) };
}

/**
 * A pinned instant as written by a person: a full ISO time ("2027-03-28T00:30:00Z") or a
 * calendar day ("2028-02-29", read as noon UTC of that day). Null for anything else.
 */
export function parsePinnedInstant(text: string): Date | null {
  const trimmed = text.trim();
  if (isCalendarDateText(trimmed)) return new Date(`${trimmed}T12:00:00Z`);
  // Date.parse rolls 2027-02-29 over to 1 March; a pinned date must be a real one.
  if (!isIsoDateTimeText(trimmed) || !isCalendarDateText(trimmed.slice(0, 10))) return null;
  return new Date(trimmed);
}

/**
 * The offset of a clock pinned at `pinned` from real time now: what a test run computes once,
 * at its start, and hands every process of the run, so that all of them read the same "now".
 */
export function offsetToPin(pinned: Date, realNow: number = Date.now()): number {
  return pinned.getTime() - realNow;
}

/**
 * The offset a process's environment asks for (`CONDUIT_CLOCK_OFFSET_MS`, an integer of
 * milliseconds), 0 when unset. Throws on a value that is not an integer, so that a run meant to
 * be pinned never silently runs on today's date.
 */
export function clockOffsetFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 0;
  if (!/^-?\d+$/u.test(value.trim())) {
    throw new Error(`CONDUIT_CLOCK_OFFSET_MS must be an integer of milliseconds, not "${value}"`);
  }
  return Number(value.trim());
}

let portalClock: Clock = systemClock;

/** The portal's "now": every relative date and date rule of the UI reads it. */
export function portalNow(): Date {
  return portalClock.now();
}

/**
 * Moves the portal's clock: the UI test set-up pins it to the run's date (the same offset the
 * API servers of the run use). The browser build never calls it; end-to-end runs at a pinned
 * date move the browser's own clock instead (Playwright's clock).
 */
export function setPortalClock(clock: Clock): void {
  portalClock = clock;
}
