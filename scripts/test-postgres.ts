import { spawnSync } from "node:child_process";

// `npm run test:postgres`: the server suite again, on the PostgreSQL server TEST_DATABASE_URL
// names (each test file creates and drops its own database there). CI sets it; a developer
// without PostgreSQL has already run the same suite on PGlite in `npm run test:unit`.
const url = process.env.TEST_DATABASE_URL;
if (!url) {
  process.stdout.write(
    "test:postgres: TEST_DATABASE_URL is not set, so the server suite ran on PGlite only (CI runs it on PostgreSQL too).\n",
  );
  process.exit(0);
}
process.stdout.write(`test:postgres: server suite on ${new URL(url).host}\n`);
const result = spawnSync("npx", ["vitest", "run", "--project", "server"], { stdio: "inherit" });
process.exit(result.status ?? 1);
