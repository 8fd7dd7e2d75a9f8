import { STATUS_CALL_TIMEOUT_MS } from "../../core/constants.ts";
import type { HttpClient } from "../http/index.ts";

/** A fresh value for every status probe, so no cache can answer for the server. */
function randomHash(): string {
  return Math.random().toString(36).slice(2, 12);
}

/**
 * GET /info?hash=: the server-status probe (spec section 4), 30 s limit. It asks only whether
 * the server answers, so the answer is not decoded: the probe runs on every page from the
 * first second and must not pull in the schema library. Not retried here: the status machine
 * polls again every 500 ms while it fails, and the banner must not wait for retries.
 */
export function probeServer(http: HttpClient, signal?: AbortSignal): Promise<void> {
  return http.probe({
    method: "GET",
    path: "/info",
    query: { hash: randomHash() },
    authenticated: false,
    timeoutMs: STATUS_CALL_TIMEOUT_MS,
    retry: false,
    signal,
  });
}
