import {
  type Clock,
  clockOffsetFrom,
  offsetClock,
  offsetToPin,
  parsePinnedInstant,
} from "../../src/core/clock.ts";

/**
 * The test run's clock (issue 50). `CONDUIT_TEST_DATE` pins a run to a day or an instant
 * ("2028-02-29", "2027-03-28T00:30:00Z"): `pinRunClock` turns it, once, in the run's first
 * process (vitest.config.ts, playwright.config.ts), into `CONDUIT_CLOCK_OFFSET_MS`, which
 * every worker, API server and browser of the run inherits. So the seed, the servers, the
 * portal under test and the tests' own expectations all read one "now" that runs on from the
 * pinned instant at real speed. Unset, the run is on today's date.
 */
export const TEST_DATE_VARIABLE = "CONDUIT_TEST_DATE";
export const CLOCK_OFFSET_VARIABLE = "CONDUIT_CLOCK_OFFSET_MS";

/** Sets the run's clock offset from CONDUIT_TEST_DATE, unless a parent process already did. */
export function pinRunClock(env: NodeJS.ProcessEnv = process.env): void {
  if ((env[CLOCK_OFFSET_VARIABLE] ?? "") !== "") return;
  const asked = env[TEST_DATE_VARIABLE];
  if (asked === undefined || asked.trim() === "") return;
  const pinned = parsePinnedInstant(asked);
  if (pinned === null) {
    throw new Error(`${TEST_DATE_VARIABLE}="${asked}" is not a date such as 2028-02-29`);
  }
  env[CLOCK_OFFSET_VARIABLE] = String(offsetToPin(pinned));
}

let runClock: Clock | null = null;

/**
 * The run's clock in this process, read from the environment at its first use (a config
 * file that imports this module pins the run after importing it).
 */
export const testClock: Clock = {
  now: () => {
    runClock ??= offsetClock(clockOffsetFrom(process.env[CLOCK_OFFSET_VARIABLE]));
    return runClock.now();
  },
};

/** The run's "now": what a test computes its expected dates from. */
export const testNow = (): Date => testClock.now();

/** The run's calendar day in UTC ("2028-02-29"). */
export const testToday = (): string => testNow().toISOString().slice(0, 10);
