import { spawnSync } from "node:child_process";

// `npm run test:reliability`: the reliability suite (tests/reliability/, docs/reliability.md)
// alone, as `npm test` does beside the leap day's date-sensitive tests (scripts/test.ts), and
// `npm run test:unit` at the end of its run (vitest.config.ts).
// `-- --soak` runs the soak for its full 60 s at 1,000 requests a second (SOAK_SECONDS and
// SOAK_RATE set any other figures); without it the soak runs 10 s, short enough for `npm test`.
const args = process.argv.slice(2);
const soak = args.includes("--soak");
const env = { ...process.env };
if (soak) env.SOAK_SECONDS ??= "60";
const result = spawnSync(
  "npx",
  ["vitest", "run", "--project", "reliability", ...args.filter((arg) => arg !== "--soak")],
  { stdio: "inherit", env },
);
process.exit(result.status ?? 1);
