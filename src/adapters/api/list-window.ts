import type { Decoder, HttpClient } from "../http/index.ts";

/** `?offset=&limit=` of a list; either may be left to the server. Every module's list uses it. */
export interface ListWindow {
  readonly offset?: number | undefined;
  readonly limit?: number | undefined;
}

/**
 * One window of a paged collection under a record that is no declared list (a service's
 * children, a ticket's activity): GET `path` with the window as `?offset=&limit=`.
 */
export function getWindow<S extends Decoder>(
  http: HttpClient,
  path: string,
  response: S,
  window: ListWindow = {},
  signal?: AbortSignal,
): Promise<S["Type"]> {
  return http.request({ method: "GET", path, query: { ...window }, response, signal });
}
