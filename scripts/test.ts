import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { NPM_TEST_DATE } from "./calendar-dates.ts";
import { portalBuildIsStale } from "./portal-build.ts";

/**
 * `npm test`: every check in the order that fails soonest, stopping at the first that fails,
 * with the stages that leave a core idle overlapped (the suite is bound by the CPU of a 2-core
 * machine, README "Two commands"):
 *
 * 1. `typecheck` and `lint` side by side (their output is printed when each ends);
 * 2. `test:unit`'s projects but the reliability suite: the core project with coverage, then
 *    the others. Meanwhile the portal is built for the end-to-end suite when dist/ is stale, at
 *    the lowest CPU priority: it takes the cycles the tests leave idle (about a sixth) instead
 *    of 20 s of its own before the end-to-end run. No test of that run reads dist/ (their
 *    servers serve the API only), and Panda's generated styled-system/, which the UI tests
 *    import, is written beforehand, not by the background build. The end-to-end suite's seeded
 *    database is made the same way (e2e/harness/database-snapshots.ts);
 * 3. side by side: the date-sensitive tests again at one pinned date (NPM_TEST_DATE,
 *    scripts/calendar-dates.ts: a leap day), so that a rule that only holds on some days fails
 *    here and not on the first of next month (`npm run test:calendar` runs every listed date;
 *    CI runs it after this), and `test:reliability`. The reliability suite runs one file at a
 *    time and spends most of it waiting on its servers (a crash recovery alone is up to three
 *    minutes), so at the end of the unit run it left a core idle for three to five minutes;
 *    beside the leap day's two workers both stages end about when it alone did;
 * 4. `test:e2e`, on that database.
 *
 * It ends with each stage's time, which docs/performance.md and the README quote.
 */

const root = fileURLToPath(new URL("..", import.meta.url));

interface Finished {
  readonly label: string;
  readonly code: number;
  readonly seconds: number;
  readonly output: string;
}

/** The commands still running: a failure or an interruption stops them. */
const running = new Set<ChildProcess>();
const stopAll = () => {
  for (const child of running) child.kill("SIGTERM");
};
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });

/**
 * Runs a command from the repository's root; `quiet` keeps its output for later, `env` adds
 * to the environment.
 */
function run(
  label: string,
  command: string[],
  quiet = false,
  env: Record<string, string> = {},
): Promise<Finished> {
  const started = performance.now();
  const [file, ...args] = command as [string, ...string[]];
  const child: ChildProcess = spawn(file, args, {
    cwd: root,
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, ...env },
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  running.add(child);
  // "close", not "exit": the child's piped output may still be unread at its exit.
  return new Promise((resolve) => {
    child.once("close", (code, signal) => {
      running.delete(child);
      resolve({
        label,
        code: code ?? (signal ? 1 : 0),
        seconds: (performance.now() - started) / 1000,
        output,
      });
    });
  });
}

const times: Finished[] = [];

/** Records finished steps, prints kept output, and stops the run at a failure. */
function settle(...steps: Finished[]): void {
  for (const step of steps) {
    times.push(step);
    if (step.output !== "") process.stdout.write(`\n> ${step.label}\n${step.output}`);
  }
  const failed = steps.filter((step) => step.code !== 0);
  if (failed.length === 0) return;
  // What runs in the background is not waited for when a stage has failed.
  stopAll();
  process.stderr.write(`\nnpm test: ${failed.map((step) => step.label).join(", ")} failed.\n`);
  process.exit(1);
}

const npmRun = (script: string) => ["npm", "run", "--silent", script];

settle(
  ...(await Promise.all([
    run("typecheck", npmRun("typecheck"), true),
    run("lint", npmRun("lint"), true),
  ])),
);

const background: Array<Promise<Finished>> = [];
const lowPriority = (command: string[]) => ["nice", "-n", "19", ...command];
if (portalBuildIsStale(root)) {
  settle(await run("styled-system", npmRun("codegen")));
  background.push(run("portal build (background)", lowPriority(npmRun("build:bundle")), true));
}
// The end-to-end suite's seeded database (e2e/harness/database-snapshots.ts), which its server
// would otherwise make before the first test, about 10 s with one core idle.
const e2eSnapshots = await mkdtemp(join(tmpdir(), "conduit-e2e-snapshots-"));
process.once("exit", () => rmSync(e2eSnapshots, { recursive: true, force: true }));
const e2eDatabase = ["e2e/harness/database-snapshots.ts", e2eSnapshots];
background.push(
  run("e2e database (background)", lowPriority([process.execPath, ...e2eDatabase]), true),
);
// test:unit (package.json) without the reliability project, which stage 3 runs.
settle(await run("test:unit core", ["vitest", "run", "--coverage", "--project", "core"]));
settle(
  await run("test:unit others", [
    "vitest",
    "run",
    "--project",
    "!core",
    "--project",
    "!reliability",
  ]),
);
settle(
  ...(await Promise.all([
    run(`test:calendar ${NPM_TEST_DATE.slice(0, 10)}`, [
      process.execPath,
      "scripts/test-calendar.ts",
      "--date",
      NPM_TEST_DATE,
    ]),
    // Its output is printed whole when it ends, after the leap day's.
    run("test:reliability", npmRun("test:reliability"), true),
  ])),
);
settle(...(await Promise.all(background)));
settle(
  await run("test:e2e", npmRun("test:e2e"), false, {
    E2E_DATABASE_SNAPSHOTS: e2eSnapshots,
    E2E_DATABASE_SNAPSHOTS_MADE: "1",
  }),
);

process.stdout.write("\nnpm test: every stage passed.\n");
for (const { label, seconds } of times)
  process.stdout.write(`  ${label.padEnd(28)} ${seconds.toFixed(1).padStart(6)} s\n`);
