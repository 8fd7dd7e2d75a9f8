import { join } from "node:path";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { pinRunClock } from "./tests/harness/test-clock.ts";

// CONDUIT_TEST_DATE pins the whole run (seed, servers, portal, expectations) to one date: the
// offset is computed here, once, and every worker and API server inherits it.
pinRunClock();

// One project per runtime the code meets: pure core and machines in Node, the React UI in a
// DOM, and the API server in Node against a real database: PGlite, and PostgreSQL as well when
// TEST_DATABASE_URL names a server.
// Both cores: Vitest's default leaves one of two idle. The server and UI projects migrate and
// seed their databases once per run (snapshot-setup.ts); each test file starts from a copy.
const SNAPSHOTS = "tests/server/harness/snapshot-setup.ts";
// The UI files that talk to a real API server borrow one from a per-run pool of processes,
// as many as files run at once, each file on a new app and a restored database.
const API_SERVER_POOL = "tests/adapters/harness/real-server-setup.ts";

// Node keeps the code it compiles (jsdom, React, the server's dependencies) on disk for the
// next process: every test file starts a fresh worker, and the real-server files an API server,
// which then skip compiling the same packages again (a third less CPU for the UI files).
process.env.NODE_COMPILE_CACHE ??= join(process.cwd(), "node_modules", ".cache", "node-compile");

/**
 * The API server's suite, on in-memory PGlite ("server") or on TEST_DATABASE_URL's PostgreSQL
 * server ("server-postgres"): snapshot-setup.ts hands each project its kind of database.
 */
function serverProject(name: "server" | "server-postgres"): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      environment: "node",
      include: ["tests/server/**/*.test.ts"],
      // `*.pglite.test.ts` look into embedded PGlite's one session (its prepared statements)
      // or run servers on PGlite whatever the project (the development mailbox's), so once is
      // enough; `*.postgres.test.ts` need a database that more than one process opens.
      exclude: [
        ...configDefaults.exclude,
        name === "server-postgres"
          ? "tests/server/**/*.pglite.test.ts"
          : "tests/server/**/*.postgres.test.ts",
      ],
      globalSetup: [SNAPSHOTS],
      // The server files mock nothing and keep no state outside the app each one builds:
      // one worker runs many files without importing the server again for each.
      isolate: false,
      // Each file starts a server on a copy of the seeded database; on a busy 2-core
      // machine that can take longer than Vitest's default 10 s.
      hookTimeout: 60_000,
      testTimeout: 30_000,
    },
  };
}

const UI_FILES = ["tests/ui/**/*.test.{ts,tsx}", "tests/adapters/**/*.test.{ts,tsx}"];
const ISOLATED_UI_FILES = [
  "tests/ui/**/*.isolated.test.{ts,tsx}",
  "tests/adapters/**/*.isolated.test.{ts,tsx}",
];

/**
 * The React UI and its adapters in a DOM (jsdom). "ui": each worker runs file after file on the
 * modules it imported once, as the server and core projects do; tests/ui/setup.ts gives each
 * file a fresh document, storage, title and address. A fresh worker per file (Vitest's isolation) cost
 * the 26 files that run here 86.8 s against 45.7 s (2026-11-27): spawning it, a new jsdom, and
 * React, the router and the portal imported again. "ui-isolated": the files that replace
 * modules (vi.mock), spy on them or stub globals, which a shared worker would carry into the
 * files after them, named `*.isolated.test.tsx`; tests/ui/test-isolation.test.ts checks the
 * name.
 */
function uiProject(name: "ui" | "ui-isolated"): TestProjectInlineConfiguration {
  const isolated = name === "ui-isolated";
  return {
    plugins: [react()],
    test: {
      name,
      environment: "jsdom",
      include: isolated ? ISOLATED_UI_FILES : UI_FILES,
      exclude: [...configDefaults.exclude, ...(isolated ? [] : ISOLATED_UI_FILES)],
      isolate: isolated,
      setupFiles: ["tests/ui/setup.ts"],
      globalSetup: [SNAPSHOTS, API_SERVER_POOL],
      // Two workers and the API servers of the real-server files share two cores: a test
      // or hook that takes 2 s alone can take over 5 s (Vitest's default) on a busy machine,
      // and starting an API server (beforeAll) as long as a server file's (below).
      hookTimeout: 60_000,
      testTimeout: 20_000,
    },
  };
}

/**
 * The reliability suite (tests/reliability/, docs/reliability.md): real server processes killed,
 * cut off from PostgreSQL and loaded, one file at a time, after every other project of the run
 * has finished (group 1), since they generate load on a shared 2-core machine. In the same run
 * as the server and UI files (`npm run test:unit`), it starts from the databases their set-up
 * seeded instead of seeding its own. `npm run test:reliability` runs it alone, 15-20 s more of
 * Vitest's start and that seeding: `npm test` does so beside the leap day's run, where the
 * suite's waits on its servers (up to three minutes for a crash recovery) leave a core to it.
 */
const reliabilityProject: TestProjectInlineConfiguration = {
  test: {
    name: "reliability",
    environment: "node",
    include: ["tests/reliability/**/*.test.ts"],
    globalSetup: [SNAPSHOTS],
    sequence: { groupOrder: 1 },
    fileParallelism: false,
    maxWorkers: 1,
    // Servers start and load runs for a configured duration; a test fails on an error answer,
    // never on a time, so these limits only stop a run that hangs.
    hookTimeout: 120_000,
    testTimeout: 180_000,
  },
};

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "core",
          environment: "node",
          include: ["tests/core/**/*.test.ts", "tests/machines/**/*.test.ts"],
          // Pure functions and machines: no mocks, stubbed globals or fake timers that a file
          // could leave behind, so one worker runs every file on modules it imported once
          // (with isolation three quarters of this project's time went to importing them again).
          isolate: false,
          // Property tests run hundreds of cases: on two workers of a busy 2-core machine some
          // take longer than Vitest's default 5 s.
          testTimeout: 30_000,
        },
      },
      uiProject("ui"),
      uiProject("ui-isolated"),
      serverProject("server"),
      // The same server suite on PostgreSQL, in the same run (CI sets TEST_DATABASE_URL): its
      // files share the two workers with the others instead of waiting for a second run.
      ...(process.env.TEST_DATABASE_URL ? [serverProject("server-postgres")] : []),
      reliabilityProject,
    ],
    // Only src/core's coverage is checked, and the core project alone covers 99 % of its lines:
    // `npm run test:unit` measures it in a run of that project, then runs the others without V8
    // coverage, which cost a fifth more CPU in the UI and server files (2026-11-26: 90.8 s
    // against 71.8 s for tests/server/services, tests/ui/services and tests/ui/billing).
    coverage: {
      provider: "v8",
      include: ["src/core/**/*.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 95 },
    },
  },
});
