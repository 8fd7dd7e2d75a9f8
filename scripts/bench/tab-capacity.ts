import { openLoop } from "./open-loop.ts";

/**
 * How many signed-in browser tabs one server holds. A tab polls GET /v2/info and
 * GET /v2/notifications every 5 s each (spec section 4 and the notification menu), 0.4 req/s,
 * over a keep-alive connection of its own. The load grows by steps of tabs, each step an
 * open-loop run with one connection per tab, until the p99 latency passes the budget or a call
 * fails; the capacity is the last step that held.
 */
export const TAB_REQUESTS_PER_SECOND = 0.4;
export const TAB_P99_BUDGET_MS = 25;
const STEPS = [250, 500, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 6000, 8000];

export interface CapacityStep {
  readonly tabs: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

export async function tabCapacity(
  base: string,
  token: string,
  seconds: number,
  report: (step: CapacityStep) => void,
): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const mix = [`${base}/v2/info`, `${base}/v2/notifications`];
  await openLoop(mix, headers, 200, 2); // warm-up
  let held = 0;
  for (const tabs of STEPS) {
    const rate = tabs * TAB_REQUESTS_PER_SECOND;
    const result = await openLoop(mix, headers, rate, seconds, tabs);
    report({ tabs, p50: result.p50, p99: result.p99, errors: result.errors });
    if (result.errors > 0 || result.p99 > TAB_P99_BUDGET_MS) break;
    held = tabs;
  }
  return held;
}
