import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import {
  CALENDAR_DATES,
  DATE_FREE_TESTS,
  DATE_SENSITIVE_TESTS,
  NPM_TEST_DATE,
} from "./calendar-dates.ts";

/**
 * `npm run test:calendar`: the date-sensitive server, adapter and UI tests (calendar-dates.ts)
 * once for each pinned date, on embedded PGlite, in Europe/London's time zone (the portal's
 * relative dates meet both daylight-saving changes there). Each run pins one clock for all its
 * processes: CONDUIT_TEST_DATE, which tests/harness/test-clock.ts turns into the offset the
 * seed, the API servers, the portal and the tests' own expectations read (docs/calendar.md).
 *
 * `--date 2028-02-29` (or a full instant) runs one date, listed or not (`npm test` runs
 * NPM_TEST_DATE so); `--after-npm-test` leaves out the date `npm test` has just run (CI). The
 * run stops at the first date that fails and names it, so
 * `CONDUIT_TEST_DATE=<that date> TZ=Europe/London npx vitest run <file>` reproduces it.
 */
/**
 * The date-sensitive test files one by one: each folder of DATE_SENSITIVE_TESTS opened, less
 * DATE_FREE_TESTS (Vitest's --exclude does not reach into the projects, so the list is given
 * file by file).
 */
function calendarTestFiles(): string[] {
  const free = new Set(DATE_FREE_TESTS);
  const files: string[] = [];
  for (const entry of DATE_SENSITIVE_TESTS) {
    if (!statSync(entry).isDirectory()) {
      files.push(entry);
      continue;
    }
    for (const name of readdirSync(entry, { recursive: true, encoding: "utf8" })) {
      const file = join(entry, name);
      if (/\.test\.tsx?$/u.test(name) && !free.has(file)) files.push(file);
    }
  }
  return files.sort();
}

const asked = process.argv.indexOf("--date");
const dates =
  asked !== -1
    ? [{ at: process.argv[asked + 1] ?? "", why: "asked for with --date" }]
    : process.argv.includes("--after-npm-test")
      ? CALENDAR_DATES.filter((date) => date.at !== NPM_TEST_DATE)
      : CALENDAR_DATES;

const times: string[] = [];
for (const date of dates) {
  process.stdout.write(`\ntest:calendar: ${date.at} (${date.why})\n`);
  const started = performance.now();
  const result = spawnSync(
    "npx",
    [
      "vitest",
      "run",
      "--project",
      "server",
      "--project",
      "ui",
      "--project",
      "ui-isolated",
      ...calendarTestFiles(),
    ],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        CONDUIT_TEST_DATE: date.at,
        // A parent's pinned offset would win over the date asked for here.
        CONDUIT_CLOCK_OFFSET_MS: "",
        TZ: "Europe/London",
      },
    },
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  times.push(`  ${date.at}  ${seconds.padStart(6)} s`);
  if (result.status !== 0) {
    process.stderr.write(
      `\ntest:calendar: the tests fail on ${date.at}; reproduce with CONDUIT_TEST_DATE=${date.at} TZ=Europe/London npx vitest run <file>\n`,
    );
    process.exit(result.status ?? 1);
  }
}
process.stdout.write(`\ntest:calendar: every date passed.\n${times.join("\n")}\n`);
