import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { SERVER_NODE_FLAGS } from "./server/src/node-flags.ts";
import { pinRunClock } from "./tests/harness/test-clock.ts";

// CONDUIT_TEST_DATE pins the run's server and browsers to one date (tests/harness/test-clock.ts).
pinRunClock();

// End-to-end tests run in Debian's Chromium (no browser download) against the real server that
// `npm start` runs (e2e/harness/web-server.ts: the same build and server, hashing passwords at
// the tests' cost), on its own port so a developer's running portal is left alone.
const port = Number(process.env.E2E_PORT ?? 18080);
// Where the run's server keeps the seeded database its servers copy (e2e/harness/web-server.ts);
// set here, in the runner, so that the workers (and the servers they start) inherit it.
const databaseSnapshots =
  process.env.E2E_DATABASE_SNAPSHOTS ?? join(tmpdir(), `conduit-e2e-${port}-snapshots`);
process.env.E2E_DATABASE_SNAPSHOTS = databaseSnapshots;
const chromium = process.env.CHROMIUM_PATH ?? browserForThisRun();
// The servers the run starts (this one and the specs' own) and the workers reuse the code Node
// compiled for the previous ones, kept on disk, instead of compiling it again.
process.env.NODE_COMPILE_CACHE ??= join(process.cwd(), "node_modules", ".cache", "node-compile");

/**
 * Debian's old headless shell (`apt-get install chromium-headless-shell`) when it is there and
 * nobody asked to watch the browser: it is the build Playwright itself runs headless tests in,
 * without the full browser's window machinery. Four specs (24 tests) took 30 % less summed time
 * in it than in the full `chromium`, run right after each other (170.9 s against 245.7 s,
 * 2026-11-27); the suite passes the same in both.
 * A headed or debug run needs the full browser, and a machine with only `chromium` uses that.
 */
function browserForThisRun(): string {
  const headlessShell = "/usr/lib/chromium/chromium-headless-shell";
  const watched = process.argv.some(
    (arg) => arg === "--headed" || arg === "--debug" || arg === "--ui",
  );
  return !watched && existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium";
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Three workers on two cores (Playwright's default is half of the cores): the specs sign in
  // accounts of their own or arrange their own records, so the workers share the one server.
  // With two, a core was idle about a tenth of the time, while tests waited on the portal's
  // timers (status polls, the banner's 7 s, a refresh at expiry) or a server of their own
  // starting; three filled it: the suite took 259 s instead of 302 s (2026-11-27, 120 tests).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test (to keep those of failures) costs about a sixth of the
    // suite's time on two cores: E2E_TRACE=on records them, for a failure to look into.
    trace: process.env.E2E_TRACE === "on" ? "retain-on-failure" : "off",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: chromium,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: {
    command: ["node", ...SERVER_NODE_FLAGS, "e2e/harness/web-server.ts"].join(" "),
    url: `http://127.0.0.1:${port}/v2/info`,
    // A fresh in-memory database with the demo data for every run.
    env: {
      E2E_DATABASE_SNAPSHOTS: databaseSnapshots,
      PORT: String(port),
      HOST: "127.0.0.1",
      CONDUIT_LOG: "off",
      DATABASE_URL: "memory://",
      // The tests read mailed codes from the development mailbox (loopback, PGlite only).
      CONDUIT_DEV_MAILBOX: "on",
      // The webhooks spec runs its receiver on loopback (plain http, PGlite and loopback only).
      CONDUIT_WEBHOOK_LOOPBACK: "on",
      // Orders on the demo's schedule: an order reaches Provisioning in 15 s (ordering.spec.ts).
      CONDUIT_DEMO_PROVISIONING: "on",
    },
    reuseExistingServer: false,
    // SIGTERM, not Playwright's default SIGKILL: the server closes and removes the snapshots.
    gracefulShutdown: { signal: "SIGTERM", timeout: 5000 },
    timeout: 180_000,
    stdout: "pipe",
  },
});
