import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
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
 * NPM_TEST_DATE so), and each further `--date` one more; `--after-npm-test` leaves out the
 * date `npm test` has just run (CI). The run stops at the first date that fails and names it,
 * so `CONDUIT_TEST_DATE=<that date> TZ=Europe/London npx vitest run <file>` reproduces it.
 *
 * Several dates run two at a time, each Vitest with half the cores for its workers (the last
 * date with all of them): a single run leaves a core idle while its global set-up seeds the
 * demo database and while its last file ends, and the other date's run fills those gaps. On
 * the 2-core machine two dates took 151 s side by side (one worker each) against 200 s one
 * after the other (two workers each), 2026-12-07 (docs/performance.md). Each run's output is
 * printed whole when it ends, so two runs never interleave their lines; `--no-cache` keeps
 * the two from writing Vitest's results cache at once (it only orders files, which one
 * worker runs one after another anyway).
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

const asked = process.argv.flatMap((arg, index) =>
  arg === "--date" ? [{ at: process.argv[index + 1] ?? "", why: "asked for with --date" }] : [],
);
const dates =
  asked.length > 0
    ? asked
    : process.argv.includes("--after-npm-test")
      ? CALENDAR_DATES.filter((date) => date.at !== NPM_TEST_DATE)
      : CALENDAR_DATES;

/**
 * Dates run at once, and the workers each run's Vitest gets: its share of the cores while
 * another date waits, all of them for the last date (an odd one out would otherwise run on
 * one core once the other lane has nothing left to take).
 */
const side = Math.min(2, dates.length);
const cores = availableParallelism();
const workersFor = (last: boolean) => (last ? cores : Math.max(1, Math.floor(cores / side)));

interface DateRun {
  readonly code: number;
  readonly seconds: number;
  readonly output: string;
}

const running = new Set<ChildProcess>();
/** Stops every run still going, its workers and API servers too (each is a process group). */
function stopAll(): void {
  for (const child of running) {
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });

/** One date's run; a lone date's output goes straight to the terminal. */
function runDate(at: string, workers: number): Promise<DateRun> {
  const started = performance.now();
  const alone = side === 1;
  const child = spawn(
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
      ...(alone ? [] : ["--maxWorkers", String(workers), "--no-cache"]),
      ...calendarTestFiles(),
    ],
    {
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
      detached: !alone,
      env: {
        ...process.env,
        CONDUIT_TEST_DATE: at,
        // A parent's pinned offset would win over the date asked for here.
        CONDUIT_CLOCK_OFFSET_MS: "",
        TZ: "Europe/London",
      },
    },
  );
  running.add(child);
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  // "close", not "exit": the piped output may still be unread at the exit.
  return new Promise((resolve) => {
    child.once("close", (code, signal) => {
      running.delete(child);
      resolve({
        code: code ?? (signal ? 1 : 0),
        seconds: (performance.now() - started) / 1000,
        output,
      });
    });
  });
}

const times: string[] = [];
const waiting = [...dates];

/** Takes the next date while there is one; a failure stops everything. */
async function lane(): Promise<void> {
  for (let date = waiting.shift(); date !== undefined; date = waiting.shift()) {
    const { at } = date;
    process.stdout.write(`\ntest:calendar: ${at} (${date.why}) started\n`);
    // The last date, when it starts after a date has ended (not beside the first ones).
    const last = waiting.length === 0 && dates.length > side;
    const run = await runDate(at, workersFor(last));
    if (run.output !== "") process.stdout.write(`\ntest:calendar: ${at}\n${run.output}`);
    times.push(`  ${at}  ${run.seconds.toFixed(1).padStart(6)} s`);
    if (run.code !== 0) {
      stopAll();
      process.stderr.write(
        `\ntest:calendar: the tests fail on ${at}; reproduce with CONDUIT_TEST_DATE=${at} TZ=Europe/London npx vitest run <file>\n`,
      );
      process.exit(run.code);
    }
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: side }, () => lane()));
const total = ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(
  `\ntest:calendar: every date passed in ${total} s, ${side} at a time.\n${times.join("\n")}\n`,
);
