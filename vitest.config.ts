import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Three projects, one per runtime the code meets: pure core and machines in Node, the React
// UI in a DOM, and the API server in Node against a real (PGlite or PostgreSQL) database.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "core",
          environment: "node",
          include: ["tests/core/**/*.test.ts", "tests/machines/**/*.test.ts"],
        },
      },
      {
        plugins: [react()],
        test: {
          name: "ui",
          environment: "jsdom",
          include: ["tests/ui/**/*.test.{ts,tsx}", "tests/adapters/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/ui/setup.ts"],
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          include: ["tests/server/**/*.test.ts"],
          // Each file starts a server on a fresh, seeded database; on a busy 2-core machine
          // that can take longer than Vitest's default 10 s.
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
