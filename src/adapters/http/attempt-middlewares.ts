import type { ConfiguredMiddleware } from "wretch";
import { retry } from "wretch/middlewares/retry";
import { AttemptTimedOut, isNetworkError } from "./failure-of-error.ts";

/**
 * What happens to each attempt of a call, as wretch middlewares: the retry policy of spec
 * section 7 around a per-attempt time limit.
 */

export interface RetryPolicy {
  /** Further attempts after the first (HTTP_RETRY_LIMIT). */
  readonly limit: number;
  /** Attempt n waits n times this long (HTTP_RETRY_DELAY_UNIT_MS). */
  readonly delayUnitMs: number;
}

/** The status that means "try again shortly": the service is unavailable. */
const RETRIED_STATUS = 503;

/**
 * Retries network errors and 503 answers, waiting attempt x the delay unit. A timeout or an
 * abort ends the call at once: the caller set the limit, or went away. After the last try
 * the 503 itself is answered, so the caller sees the status and not "too many attempts".
 */
export function retryMiddleware(policy: RetryPolicy): ConfiguredMiddleware {
  return retry({
    maxAttempts: policy.limit,
    delayTimer: policy.delayUnitMs,
    delayRamp: (unit, attempt) => unit * attempt,
    retryOnNetworkError: true,
    resolveWithLatestResponse: true,
    until: (response, error) =>
      error !== undefined && error !== null
        ? !isNetworkError(error)
        : response?.status !== RETRIED_STATUS,
  });
}

/**
 * Gives each attempt its own time limit, linked to the caller's signal: the caller's abort
 * still cancels, and a timed-out attempt is reported as AttemptTimedOut, not as an abort.
 */
export function timeoutMiddleware(timeoutMs: number): ConfiguredMiddleware {
  return (next) => async (url, options) => {
    const callerSignal: AbortSignal | undefined = options.signal ?? undefined;
    const attempt = new AbortController();
    const cancel = () => attempt.abort(callerSignal?.reason);
    if (callerSignal?.aborted === true) cancel();
    callerSignal?.addEventListener("abort", cancel, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      attempt.abort(new AttemptTimedOut(timeoutMs));
    }, timeoutMs);
    try {
      return await next(url, { ...options, signal: attempt.signal });
    } catch (error) {
      throw timedOut && callerSignal?.aborted !== true ? new AttemptTimedOut(timeoutMs) : error;
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener("abort", cancel);
    }
  };
}
