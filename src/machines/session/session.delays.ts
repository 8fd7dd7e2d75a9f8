import { readToken, refreshDueAt } from "../../core/auth/index.ts";
import type { SessionContext } from "./session.types.ts";

/**
 * GET /me is fetched again this long after a failure other than a 500. The spec says only that
 * it "retries"; a pause keeps an unreachable server from being hammered. (A candidate for
 * src/core/constants.ts.)
 */
export const USER_INFO_RETRY_DELAY_MS = 2000;

/** Browsers fire longer timeouts at once; a refresh that far out is simply done early. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Milliseconds until the access token's refresh is due (core `refreshDueAt`); 0 if overdue. */
export function msUntilRefresh(access: string | null, nowMs: number): number {
  const reading = readToken(access, nowMs);
  if (reading.kind !== "valid") return 0;
  const remaining = refreshDueAt(reading.expiresAtMs) - nowMs;
  return Math.min(Math.max(remaining, 0), LONGEST_TIMER_MS);
}

export const sessionDelays = {
  /** Exp minus five minutes, from the access token in use. */
  refreshDue: ({ context }: { readonly context: SessionContext }) =>
    msUntilRefresh(context.tokens.access, context.clock.now()),
  userInfoRetry: USER_INFO_RETRY_DELAY_MS,
};
