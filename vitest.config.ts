import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Three projects, one per runtime the code meets: pure core and machines in Node, the React
// UI in a DOM, and the API server in Node against a real (PGlite or PostgreSQL) database.
// Both cores: Vitest's default leaves one of two idle. The server and UI projects migrate and
// seed their databases once per run (snapshot-setup.ts); each test file starts from a copy.
const SNAPSHOTS = "tests/server/harness/snapshot-setup.ts";

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "core",
          environment: "node",
          include: ["tests/core/**/*.test.ts", "tests/machines/**/*.test.ts"],
          // Property tests run hundreds of cases: on two workers of a busy 2-core machine some
          // take longer than Vitest's default 5 s.
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: "ui",
          environment: "jsdom",
          include: ["tests/ui/**/*.test.{ts,tsx}", "tests/adapters/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/ui/setup.ts"],
          globalSetup: [SNAPSHOTS],
          // Two workers and the API servers of the real-server files share two cores: a test
          // or hook that takes 2 s alone can take over 5 s (Vitest's default) on a busy machine,
          // and starting an API server (beforeAll) as long as a server file's (below).
          hookTimeout: 60_000,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          include: ["tests/server/**/*.test.ts"],
          globalSetup: [SNAPSHOTS],
          // The server files mock nothing and keep no state outside the app each one builds:
          // one worker runs many files without importing the server again for each.
          isolate: false,
          // Each file starts a server on a copy of the seeded database; on a busy 2-core
          // machine that can take longer than Vitest's default 10 s.
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
    ],
    coverage: {
      provider: "v8",
      include: ["src/core/**/*.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 95 },
    },
  },
});
