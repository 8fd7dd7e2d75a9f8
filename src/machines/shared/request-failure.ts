import { isRequestFailure, networkFailure, type RequestFailure } from "../../core/errors/index.ts";

/**
 * Actors reject with a core `RequestFailure` (the HTTP adapter builds them). Anything else that
 * reaches a machine as an actor error (a bug, a rejected promise without a failure value) is
 * read as a network failure: no response worth reading, nothing to redirect on.
 */
export function asRequestFailure(error: unknown): RequestFailure {
  return isRequestFailure(error) ? error : networkFailure();
}
