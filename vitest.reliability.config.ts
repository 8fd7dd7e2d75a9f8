import { defineConfig } from "vitest/config";

// `npm run test:reliability` (scripts/test-reliability.ts): real server processes killed,
// cut off from PostgreSQL and loaded, one file at a time (they spawn servers and generate load
// on a shared 2-core machine). The databases start from the run's seeded snapshot.
export default defineConfig({
  test: {
    name: "reliability",
    environment: "node",
    include: ["tests/reliability/**/*.test.ts"],
    globalSetup: ["tests/server/harness/snapshot-setup.ts"],
    fileParallelism: false,
    maxWorkers: 1,
    // Servers start and load runs for a configured duration; a test fails on an error answer,
    // never on a time, so these limits only stop a run that hangs.
    hookTimeout: 120_000,
    testTimeout: 180_000,
  },
});
