import {
  abortedFailure,
  networkFailure,
  type RequestFailure,
  timeoutFailure,
} from "../../core/errors/index.ts";

/**
 * Turning what fetch throws into core request failures (spec section 8: network error,
 * timeout or aborted request). HTTP error answers are built from the response elsewhere.
 */

/** Thrown by the timeout middleware when one attempt got no answer in time. */
export class AttemptTimedOut extends Error {
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`);
    this.name = "AttemptTimedOut";
    this.timeoutMs = timeoutMs;
  }
}

function isNamed(error: unknown, name: string): boolean {
  return typeof error === "object" && error !== null && "name" in error && error.name === name;
}

/** Whether an attempt failed without an answer for a reason worth another try. */
export function isNetworkError(error: unknown): boolean {
  return !(
    error instanceof AttemptTimedOut ||
    isNamed(error, "AbortError") ||
    isNamed(error, "TimeoutError")
  );
}

/**
 * The failure a thrown error stands for. The caller's own cancellation wins over everything:
 * whatever fetch reported once the caller's signal fired, the caller asked for it.
 * fetch exposes no status for a request that got no answer, so `code` is never set and the
 * "no response with code 500" redirect of spec section 8 cannot arise from this client.
 */
export function failureOfError(error: unknown, callerSignal?: AbortSignal): RequestFailure {
  if (callerSignal?.aborted === true) return abortedFailure();
  if (error instanceof AttemptTimedOut) return timeoutFailure({ timeoutMs: error.timeoutMs });
  if (isNamed(error, "TimeoutError")) return timeoutFailure();
  if (isNamed(error, "AbortError")) return abortedFailure();
  return networkFailure();
}

/** A body as the server sent it: parsed JSON, the text itself, or null when empty. */
export function bodyOfText(text: string): unknown {
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
