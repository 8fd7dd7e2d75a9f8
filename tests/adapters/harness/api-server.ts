import { afterAll, beforeAll, inject } from "vitest";
import { moveWindowTo } from "./window-address.ts";

/**
 * The real API server for the UI and adapter tests that talk to it over HTTP like the browser
 * does (the DOM environment does not load the server's own modules): the app
 * server/src/main.ts builds, in a process of the run's pool (real-server-setup.ts), on an
 * in-memory copy of the run's seeded demo database (tests/server/harness/snapshot-setup.ts).
 */
export interface ApiServer {
  /** e.g. "http://127.0.0.1:41234"; the API is under /v2. */
  readonly url: string;
  /**
   * A token pair for a demo account made by the server's own session module, as POST /v2/auth
   * makes it after the password check (0.43 s of CPU at production cost): for tests that are
   * not about signing in. Tests of signing in use the form or /v2/auth.
   */
  sessionFor(email: string): Promise<{ access: string; refresh: string }>;
}

export interface RealServerOptions {
  /** Server settings beyond the test defaults, e.g. `{ CONDUIT_ACCESS_TOKEN_SECONDS: "302" }`. */
  readonly env?: Record<string, string>;
  /**
   * A path to move the page to, on the server's origin, before the tests. Uploads and
   * downloads go through XMLHttpRequest, which jsdom holds to CORS like a browser; the API
   * server sends no CORS headers (the portal is served from its origin): `moveWindowTo`.
   */
  readonly at?: string;
}

async function askPool<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${inject("realServerPool")}${path}`, {
    method: "POST",
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`API server pool ${path}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The test file's API server: borrowed from the pool before the file's first test (a new app
 * with `options.env`, on the demo data as the seeded snapshot has it, whatever the previous
 * file did) and given back after its last. Call it at the top of the file, read `url` in tests
 * and hooks.
 */
export function borrowRealServer(options: RealServerOptions = {}): ApiServer {
  let lent: { readonly id: number; readonly url: string } | null = null;
  const current = () => {
    if (lent === null) throw new Error("the API server is lent only while the file's tests run");
    return lent;
  };
  beforeAll(async () => {
    const snapshot = inject("databaseSnapshots").pglite?.seeded;
    if (snapshot === undefined) throw new Error("this test project has no PGlite snapshot");
    lent = await askPool("/acquire", { snapshot, env: options.env ?? {} });
    if (options.at !== undefined) {
      moveWindowTo(`${current().url}${options.at}`);
    }
  }, 60_000);
  afterAll(async () => {
    if (lent === null) return;
    const { id } = lent;
    lent = null;
    await askPool("/release", { id });
  }, 30_000);
  return {
    get url() {
      return current().url;
    },
    sessionFor: (email) => askPool("/session", { id: current().id, email }),
  };
}
