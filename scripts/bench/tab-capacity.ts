import { execFileSync } from "node:child_process";
import { openLoop } from "./open-loop.ts";

/**
 * How many signed-in browser tabs one server holds. A tab polls GET /v2/info and
 * GET /v2/notifications every 5 s each (spec section 4 and the notification menu), 0.4 req/s,
 * over a keep-alive connection of its own. The load grows by steps of tabs, each step an
 * open-loop run with one connection per tab, until the p99 latency passes the budget or a call
 * fails; the capacity is the last step that held. The ladder goes on past the goal (25,000
 * tabs for one instance on PostgreSQL, issue 49) to 60,000: it ends where the server does, not
 * at its own top step, unless the machine's open-file limit ends it first (one socket per tab
 * in this process and one in the server's), which the result says.
 */
export const TAB_REQUESTS_PER_SECOND = 0.4;
export const TAB_P99_BUDGET_MS = 25;
/** Issue 49's goal for one instance on PostgreSQL. */
export const TAB_GOAL_POSTGRES = 25_000;
const STEPS = [
  250, 500, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 6000, 8000, 10_000, 12_500, 15_000, 17_500,
  20_000, 22_500, 25_000, 30_000, 35_000, 40_000, 50_000, 60_000,
];

export interface CapacityStep {
  readonly tabs: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

export interface Capacity {
  /** The largest step within the budget with no error. */
  readonly tabs: number;
  /** What ended the ladder. */
  readonly endedBy: "budget" | "open-file limit" | "last step";
}

/** This process's open-file limit (`ulimit -n`), which bounds the tabs it can hold. */
export function openFileLimit(): number {
  try {
    const limit = Number(execFileSync("sh", ["-c", "ulimit -n"], { encoding: "utf8" }).trim());
    return Number.isFinite(limit) ? limit : Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

export async function tabCapacity(
  base: string,
  token: string,
  seconds: number,
  report: (step: CapacityStep) => void,
): Promise<Capacity> {
  const headers = { authorization: `Bearer ${token}` };
  const mix = [`${base}/v2/info`, `${base}/v2/notifications`];
  // Room for the files a process has open besides the tabs' sockets.
  const maxTabs = openFileLimit() - 500;
  await openLoop(mix, headers, 200, 2); // warm-up
  let held = 0;
  for (const tabs of STEPS) {
    if (tabs > maxTabs) return { tabs: held, endedBy: "open-file limit" };
    const rate = tabs * TAB_REQUESTS_PER_SECOND;
    const result = await openLoop(mix, headers, rate, seconds, tabs);
    report({ tabs, p50: result.p50, p99: result.p99, errors: result.errors });
    if (result.errors > 0 || result.p99 > TAB_P99_BUDGET_MS)
      return { tabs: held, endedBy: "budget" };
    held = tabs;
  }
  return { tabs: held, endedBy: "last step" };
}
