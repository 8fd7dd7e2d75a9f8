/**
 * How a call to the API can fail (spec section 8: network error, timeout, aborted request, or
 * an HTTP error answer). Plain, serialisable objects discriminated by `kind`: they cross actor
 * boundaries, land in machine context and in logs, and compare with `toEqual`. The HTTP adapter
 * builds them; everything else only reads them.
 *
 * `code` on the no-response kinds: the request went out but no HTTP response came back, and the
 * transport may still report a status-like code. The axios-era client sent users to the error
 * page when `error.code === 500` arrived without a response; the adapter sets `code` when it
 * sees the equivalent (for example a gateway that drops the connection after a 500), and
 * `decideRedirect` reads it. Absent means "nothing known beyond the failure itself".
 */

/** The request went out and no response came back (offline, DNS, refused, reset, CORS). */
export interface NetworkFailure {
  readonly kind: "network";
  readonly code?: number;
}

/** No response within the call's time limit. */
export interface TimeoutFailure {
  readonly kind: "timeout";
  readonly timeoutMs?: number;
  readonly code?: number;
}

/** The caller cancelled the request (navigation, unmount, superseded query). */
export interface AbortedFailure {
  readonly kind: "aborted";
}

/** The server answered with a non-success status; `body` is the decoded payload, if any. */
export interface HttpFailure {
  readonly kind: "http";
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
}

export type RequestFailure = NetworkFailure | TimeoutFailure | AbortedFailure | HttpFailure;
export type RequestFailureKind = RequestFailure["kind"];

export function networkFailure(code?: number): NetworkFailure {
  return code === undefined ? { kind: "network" } : { kind: "network", code };
}

export function timeoutFailure(options?: { timeoutMs?: number; code?: number }): TimeoutFailure {
  return {
    kind: "timeout",
    ...(options?.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options?.code === undefined ? {} : { code: options.code }),
  };
}

export function abortedFailure(): AbortedFailure {
  return { kind: "aborted" };
}

export function httpFailure(status: number, statusText = "", body: unknown = null): HttpFailure {
  return { kind: "http", status, statusText, body };
}

export function isNetworkFailure(failure: RequestFailure): failure is NetworkFailure {
  return failure.kind === "network";
}

export function isTimeoutFailure(failure: RequestFailure): failure is TimeoutFailure {
  return failure.kind === "timeout";
}

export function isAbortedFailure(failure: RequestFailure): failure is AbortedFailure {
  return failure.kind === "aborted";
}

export function isHttpFailure(failure: RequestFailure): failure is HttpFailure {
  return failure.kind === "http";
}

/** Whether the request got no HTTP response at all (network error or timeout, not an abort). */
export function isNoResponseFailure(
  failure: RequestFailure,
): failure is NetworkFailure | TimeoutFailure {
  return failure.kind === "network" || failure.kind === "timeout";
}

/** Whether an HTTP failure carries a given status. */
export function hasStatus(failure: RequestFailure, status: number): failure is HttpFailure {
  return failure.kind === "http" && failure.status === status;
}

/**
 * Whether an unknown value (a caught exception, a message from another tab or actor) is a
 * well-formed request failure.
 */
export function isRequestFailure(value: unknown): value is RequestFailure {
  if (typeof value !== "object" || value === null || !("kind" in value)) return false;
  switch (value.kind) {
    case "network":
      return optionalNumber(value, "code");
    case "timeout":
      return optionalNumber(value, "code") && optionalNumber(value, "timeoutMs");
    case "aborted":
      return true;
    case "http":
      return (
        "status" in value &&
        typeof value.status === "number" &&
        "statusText" in value &&
        typeof value.statusText === "string" &&
        "body" in value
      );
    default:
      return false;
  }
}

function optionalNumber(value: object, key: string): boolean {
  const field: unknown = (value as Record<string, unknown>)[key];
  return field === undefined || typeof field === "number";
}
