import { type ApiServer, startApiServer } from "../harness/api-server.ts";
import { createHarness, type Harness, signInOverHttp } from "../harness/portal-harness.tsx";

/**
 * The support-desk adapters against the real API server. Uploads and downloads go through
 * XMLHttpRequest, which jsdom holds to CORS like a browser; the API server sends no CORS
 * headers (the portal is served from its origin), so the page is moved to the server's
 * origin first. `reconfigure` moves the address but not the origin jsdom's XHR reads
 * (window._origin, fixed when the window is made), hence the second line.
 */

declare global {
  // Vitest's jsdom environment exposes its JSDOM instance.
  var jsdom: { reconfigure(settings: { url?: string }): void } | undefined;
}

export async function startSupportServer(): Promise<ApiServer> {
  const server = await startApiServer();
  globalThis.jsdom?.reconfigure({ url: `${server.url}/support` });
  Object.assign(window, { _origin: server.url });
  return server;
}

/**
 * Stops the server; a second SIGTERM ends a graceful shutdown that waits on an idle
 * keep-alive socket (see tests/ui/private/private-shell.real-server.test.tsx).
 */
export async function stopSupportServer(server: ApiServer): Promise<void> {
  const closing = server.close();
  const again = setTimeout(() => void server.close(), 3_000);
  await closing;
  clearTimeout(again);
}

/** A portal signed in as `email` (tokens stored as another tab would), at `path`. */
export async function signedInHarness(
  server: ApiServer,
  email: string,
  path = "/support",
): Promise<Harness> {
  const { access, refresh } = await signInOverHttp(server.url, email);
  localStorage.setItem("access_token", access);
  localStorage.setItem("refresh_token", refresh);
  return createHarness({ apiBaseUrl: server.url, path });
}
