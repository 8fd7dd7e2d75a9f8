import { readFileSync, writeFileSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";
import { median } from "./bench/median.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startPortal } from "./bench/portal-server.ts";

/**
 * `npm run bench:wizard` (issue 18 budget): moving between the steps of /services/create
 * renders in under 50 ms at 4x CPU slowdown. Opens the built portal (run `npm run build`
 * first) in Chromium, signs in, throttles the CPU 4x through the DevTools protocol
 * (Emulation.setCPUThrottlingRate), fills the port flow and moves Continue and Back through
 * its steps. Each move is timed in the page: from the click to the end of the first frame that
 * shows the new step's heading (React has rendered, the browser has laid it out and painted it).
 * Each of the flow's six moves (three Back, three Continue) is made BENCH_ROUNDS times (5 by
 * default); the verdict is on each move's median over its rounds: PASS when every move's median
 * is under 50 ms. The slowest single sample is printed too, with how many samples were over.
 * Why medians per move and not the single slowest sample: on this shared 2-core machine one
 * sample in about thirty is stretched by something outside the page. Traces of such samples
 * show the same work as the others taking two to five times as long (a style pass over 6
 * elements taking 12.9 ms where it takes 0.8 ms in the next move, a commit to the compositor
 * waiting 21 ms), so the maximum of one run measures the machine; the median of a move over
 * its rounds measures the wizard. See docs/performance.md, "Session of 2026-11-27 (day)".
 *
 * BENCH_PROFILE=1 also records a CPU profile of the throttled moves (the DevTools protocol's
 * Profiler) into /tmp/bench-wizard.cpuprofile (open it in Chrome's DevTools) and prints the
 * functions with the most self time: where a move's time goes.
 */
const BUDGET_MS = 50;
const SLOWDOWN = 4;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PROFILE = process.env.BENCH_PROFILE === "1";
const PROFILE_PATH = "/tmp/bench-wizard.cpuprofile";
const TRACE_PATH = "/tmp/bench-wizard.trace.json";

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly dur?: number;
  /** The thread's CPU time in the event (unlike dur, not stretched by a busy machine). */
  readonly tdur?: number;
  readonly tid: number;
  readonly pid: number;
}

/**
 * Total time of the renderer main thread's kinds of work in the trace (script, style, layout,
 * paint...): which of them a move spends its time in. Only the events the timeline shows as
 * tasks' children are summed, nested ones are counted within their parents.
 */
function traceSummary(path: string): string[] {
  const { traceEvents } = JSON.parse(readFileSync(path, "utf8")) as {
    traceEvents: ReadonlyArray<TraceEvent & { readonly args?: { readonly name?: string } }>;
  };
  const main = traceEvents.find(
    (event) => event.name === "thread_name" && event.args?.name === "CrRendererMain",
  );
  const kinds = [
    "FunctionCall",
    "EventDispatch",
    "TimerFire",
    "FireAnimationFrame",
    "RunMicrotasks",
    "UpdateLayoutTree",
    "Layout",
    "PrePaint",
    "Paint",
    "Layerize",
    "Commit",
    "ParseHTML",
    "MinorGC",
    "MajorGC",
    "RunTask",
  ];
  const totals = new Map<string, { count: number; us: number; cpuUs: number }>();
  for (const event of traceEvents) {
    if (main !== undefined && (event.pid !== main.pid || event.tid !== main.tid)) continue;
    if (event.ph !== "X" || !kinds.includes(event.name)) continue;
    const total = totals.get(event.name) ?? { count: 0, us: 0, cpuUs: 0 };
    total.count += 1;
    total.us += event.dur ?? 0;
    total.cpuUs += event.tdur ?? 0;
    totals.set(event.name, total);
  }
  return [...totals]
    .sort(([, a], [, b]) => b.us - a.us)
    .map(
      ([name, { count, us, cpuUs }]) =>
        `  ${(us / 1000).toFixed(1).padStart(8)} ms ${(cpuUs / 1000).toFixed(1).padStart(8)} ms CPU ${String(count).padStart(6)}x  ${name}`,
    );
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: {
    readonly functionName: string;
    readonly url: string;
    readonly lineNumber: number;
  };
}
interface CpuProfile {
  readonly nodes: ReadonlyArray<ProfileNode>;
  readonly samples?: ReadonlyArray<number>;
  readonly timeDeltas?: ReadonlyArray<number>;
}

/** The functions with the most self time in `profile` (sampled), as printable lines. */
function topSelfTime(profile: CpuProfile, count = 25): string[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let total = 0;
  samples.forEach((id, index) => {
    const frame = byNode.get(id)?.callFrame;
    const delta = deltas[index] ?? 0;
    if (frame === undefined) return;
    const file = frame.url.split("/").at(-1) ?? "";
    const key = `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}`;
    selfUs.set(key, (selfUs.get(key) ?? 0) + delta);
    total += delta;
  });
  return [...selfUs]
    .sort(([, a], [, b]) => b - a)
    .slice(0, count)
    .map(
      ([key, us]) =>
        `  ${(us / 1000).toFixed(1).padStart(8)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${key}`,
    );
}

/**
 * Clicks the button named `label` and answers how long until the first frame that shows the
 * new step has been painted. React renders a click's update before the click's task ends;
 * a frame's requestAnimationFrame callbacks run just before its style, layout and paint, and a
 * task they post runs after them. So each wait is "the next frame, painted", and the first one
 * after which the heading reads differently ends the move. (Until 2026-11-27 the bench polled
 * the heading in one frame's callbacks and then waited for the *next* frame's callbacks, which
 * added a whole idle frame interval, up to 16.7 ms, to every move: it measured the display's
 * refresh as much as the wizard.)
 */
function timedMove(page: Page, label: string): Promise<number> {
  return page.evaluate(async (name) => {
    const heading = document.getElementById("wizard-step-title");
    const button = [...document.querySelectorAll("button")].find(
      (entry) => entry.textContent?.trim() === name,
    );
    if (heading === null || button === undefined) throw new Error(`no ${name} button or heading`);
    const before = heading.textContent;
    const paintedFrame = () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const start = performance.now();
    button.click();
    do await paintedFrame();
    while (document.getElementById("wizard-step-title")?.textContent === before);
    return performance.now() - start;
  }, label);
}

/** "Port: Speed and media" → "Speed and media": the step a heading names. */
function stepOf(heading: string | null): string {
  return heading?.split(": ").slice(1).join(": ") ?? "?";
}

const portal = await startPortal();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ baseURL: portal.url });
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill("admin@acme.test");
  await page.getByLabel("Password").fill("conduit-demo");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(/\/dashboard$/u);
  await page.goto("/services/create");
  await page.getByRole("button", { name: "Discard draft" }).click();
  const heading = page.locator("#wizard-step-title");
  await heading.waitFor();
  // Fill the port flow once (unthrottled): afterwards every Continue may move.
  await page.getByLabel("Data centre", { exact: true }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Speed").selectOption("10000");
  await page.getByLabel("Diversity zone").selectOption("red");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Service name").fill("Benchmark port");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByText("Port: Review").waitFor();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
  if (PROFILE) {
    await browser.startTracing(page, {
      path: TRACE_PATH,
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute"],
    });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await cdp.send("Profiler.start");
  }
  const moves: Array<{ move: string; ms: number }> = [];
  const timed = async (label: string) => {
    const from = await heading.textContent();
    const ms = await timedMove(page, label);
    const to = await heading.textContent();
    moves.push({ move: `${label.padEnd(9)}${stepOf(from)} → ${stepOf(to)}`, ms });
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (let step = 0; step < 3; step++) await timed("Back");
    for (let step = 0; step < 3; step++) await timed("Continue");
  }
  if (PROFILE) {
    const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: CpuProfile };
    writeFileSync(PROFILE_PATH, JSON.stringify(profile));
    await browser.stopTracing();
    process.stdout.write(
      `trace of the moves: ${TRACE_PATH}; main-thread work by kind, wall time (throttled) and the thread's CPU time (neither throttled nor stretched by other processes):\n${traceSummary(TRACE_PATH).join("\n")}\n`,
    );
    process.stdout.write(
      `CPU profile of the moves: ${PROFILE_PATH}; most self time (throttled):\n${topSelfTime(profile).join("\n")}\n`,
    );
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });

  const fixed = (ms: number) => `${ms.toFixed(1)} ms`;
  const samples = moves.map((entry) => entry.ms);
  const max = Math.max(...samples);
  const over = samples.filter((ms) => ms >= BUDGET_MS).length;
  const byMove = new Map<string, number[]>();
  for (const { move, ms } of moves) byMove.set(move, [...(byMove.get(move) ?? []), ms]);
  process.stdout.write(
    `\n/services/create, port flow, ${SLOWDOWN}x CPU slowdown, ${moves.length} moves (${ROUNDS} rounds of 3 Back and 3 Continue):\n`,
  );
  let worstMedian = 0;
  for (const [move, ms] of byMove) {
    worstMedian = Math.max(worstMedian, median(ms));
    process.stdout.write(
      `  ${move.padEnd(40)} median ${fixed(median(ms)).padStart(9)}  rounds ${ms.map((one) => one.toFixed(1)).join(" ")}\n`,
    );
  }
  process.stdout.write(
    `all moves: median ${fixed(median(samples))}, slowest sample ${fixed(max)}, ${over} of ${samples.length} samples at or over ${BUDGET_MS} ms\n` +
      `budget every move < ${BUDGET_MS} ms at ${SLOWDOWN}x slowdown (each move's median over its ${ROUNDS} rounds; slowest ${fixed(worstMedian)}): ${worstMedian < BUDGET_MS ? "PASS" : "FAIL"}\n`,
  );
  if (worstMedian >= BUDGET_MS) process.exitCode = 1;
} finally {
  await browser.close();
  portal.stop();
}
