import { spawnSync } from "node:child_process";

// `npm run test:postgres`: the server suite alone on the PostgreSQL server TEST_DATABASE_URL
// names (each test file creates and drops its own database there). `npm run test:unit` already
// runs it, in the same run as the rest, whenever TEST_DATABASE_URL is set (CI sets it); this is
// for running that part by itself.
const url = process.env.TEST_DATABASE_URL;
if (!url) {
  process.stdout.write(
    "test:postgres: TEST_DATABASE_URL is not set, so there is no PostgreSQL server to run the server suite on.\n",
  );
  process.exit(0);
}
process.stdout.write(`test:postgres: server suite on ${new URL(url).host}\n`);
const result = spawnSync("npx", ["vitest", "run", "--project", "server-postgres"], {
  stdio: "inherit",
});
process.exit(result.status ?? 1);
