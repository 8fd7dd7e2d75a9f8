import { DAY_MS, HOUR_MS } from "../../durations.ts";
/**
 * When a failed delivery is tried again (issue 43): exponential backoff from 30 s, doubling up
 * to an hour between tries, with full jitter (a random delay up to the step), so endpoints
 * that failed together are not all tried again in the same second; for 24 hours after the
 * event, after which the delivery has failed for good.
 */
export const RETRY_WINDOW_MS = DAY_MS;
export const FIRST_RETRY_MS = 30_000;
export const LONGEST_RETRY_MS = HOUR_MS;

/**
 * The delay before the next try after `attempts` tries, given `random` in [0, 1): at least
 * half the step, so a retry never comes at once.
 */
export function retryDelayMs(attempts: number, random: number): number {
  const step = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(step / 2 + (step / 2) * random);
}

/**
 * When a delivery whose round of tries began at `createdAt` is tried next after `attempts`
 * tries, or null when its 24 hours are over and it has failed for good. The last try comes
 * at the end of the 24 hours exactly, so an endpoint that failed it has failed for 24 hours.
 */
export function nextAttemptAt(
  createdAt: Date,
  attempts: number,
  now: Date,
  random: number,
): Date | null {
  const end = createdAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= end) return null;
  return new Date(Math.min(now.getTime() + retryDelayMs(attempts, random), end));
}
