import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { join } from "node:path";
import type { CDPSession, Page } from "@playwright/test";
import { launchChromium, startPortal } from "./bench/portal-server.ts";
import { buildPortal, portalBuildIsStale } from "./portal-build.ts";

/**
 * `node scripts/profile-first-screen.ts`: which scripts and functions make the long tasks of
 * the first screens (/sign-in signed out, /dashboard signed in) in Debian's Chromium, CPU
 * slowed down 4 times (PROFILE_CPU_RATE) as Lighthouse's mobile preset assumes.
 *
 * Lighthouse's TBT adds up, after the first contentful paint, each main-thread task's time over
 * 50 ms. `npm run bench:lighthouse` gives that figure but not where it comes from; this prints
 * every such task with what the trace says ran in it (module evaluation, timers, layout) and
 * the functions a sampled CPU profile found in it, mapped back to the sources through the
 * build's source maps, so a change can be compared task by task on a shared machine without a
 * full Lighthouse run. PROFILE_PATHS=/dashboard picks the pages, PROFILE_OUT=dir keeps the raw
 * trace and profile (Chromium's DevTools open both), PROFILE_TASK_MS=10 lists shorter tasks
 * too and sums the blocking time over that threshold instead of 50 ms (at PROFILE_CPU_RATE=1,
 * a task over 12.5 ms is one Lighthouse's simulation makes long).
 * The page is a phone's, as in Lighthouse's mobile preset; PROFILE_DESKTOP=1 makes it a desktop's.
 */
const RATE = Number(process.env.PROFILE_CPU_RATE ?? 4);
const PATHS = (process.env.PROFILE_PATHS ?? "/sign-in,/dashboard").split(",");
// Lighthouse's mobile preset emulates a phone (Moto G Power: 412x823 CSS pixels at 1.75), where
// the portal lays out differently (stacked table rows, the drawer); PROFILE_DESKTOP=1 keeps the
// browser's default desktop window.
const PHONE =
  process.env.PROFILE_DESKTOP === "1"
    ? {}
    : {
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      };
const LONG_TASK_MS = Number(process.env.PROFILE_TASK_MS ?? 50);
if (!(LONG_TASK_MS > 0)) throw new Error("PROFILE_TASK_MS: a number of milliseconds over 0");
const root = process.cwd();
if (portalBuildIsStale(root)) buildPortal(root);

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { data?: Record<string, unknown>; name?: string };
}

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
  readonly columnNumber: number;
}

interface CpuProfile {
  readonly nodes: readonly { id: number; callFrame: CallFrame; children?: number[] }[];
  readonly startTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** What the trace names inside a task, worth printing. */
const STEPS = new Set([
  "v8.evaluateModule",
  "v8.compileModule",
  "v8.produceModuleCache",
  "EvaluateScript",
  "FunctionCall",
  "TimerFire",
  "RunMicrotasks",
  "EventDispatch",
  "ParseHTML",
  "ParseAuthorStyleSheet",
  "UpdateLayoutTree",
  "Layout",
  "PrePaint",
  "Paint",
]);

async function record(client: CDPSession, load: () => Promise<void>) {
  const events: TraceEvent[] = [];
  client.on("Tracing.dataCollected", (message) => {
    events.push(...(message.value as unknown as TraceEvent[]));
  });
  await client.send("Profiler.enable");
  await client.send("Profiler.setSamplingInterval", { interval: 200 });
  await client.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading",
    transferMode: "ReportEvents",
  });
  await client.send("Profiler.start");
  await load();
  const { profile } = (await client.send("Profiler.stop")) as unknown as { profile: CpuProfile };
  const complete = new Promise<void>((resolve) =>
    client.once("Tracing.tracingComplete", () => resolve()),
  );
  await client.send("Tracing.end");
  await complete;
  return { events, profile };
}

const fileOf = (url: string) => url.replace(/^.*\//, "");

/** Function names and places in the sources, through dist/assets/*.js.map. */
function sourceNamer() {
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (file: string) => {
    if (!maps.has(file)) {
      const path = join(root, "dist", "assets", `${file}.map`);
      maps.set(
        file,
        existsSync(path) ? new SourceMap(JSON.parse(readFileSync(path, "utf8"))) : null,
      );
    }
    return maps.get(file) ?? null;
  };
  return (frame: CallFrame): string => {
    const file = fileOf(frame.url);
    if (file === "" || frame.lineNumber < 0) return frame.functionName || "(native)";
    const entry = mapOf(file)?.findEntry(frame.lineNumber, frame.columnNumber) as
      | { originalSource?: string; originalLine?: number; name?: string }
      | undefined;
    const source =
      entry?.originalSource === undefined
        ? file
        : `${entry.originalSource.replace(/^[./]*/, "")}:${(entry.originalLine ?? 0) + 1}`;
    return `${entry?.name || frame.functionName || "(anonymous)"} ${source}`;
  };
}

function report(label: string, events: TraceEvent[], profile: CpuProfile) {
  const renderers = new Set(
    events
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const main = events
    .filter((event) => renderers.has(`${event.pid}:${event.tid}`) && event.ph === "X")
    .sort((a, b) => a.ts - b.ts);
  const paint = events.find((event) => event.name === "firstContentfulPaint");
  const fcp = paint?.ts ?? 0;
  const name = sourceNamer();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const times: number[] = [];
  let time = profile.startTime;
  for (const delta of profile.timeDeltas) {
    time += delta;
    times.push(time);
  }

  const tasks = main.filter(
    (event) => event.name === "RunTask" && (event.dur ?? 0) / 1000 > LONG_TASK_MS,
  );
  let blocking = 0;
  process.stdout.write(`\n== ${label}\n`);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const steps = main.filter(
      (event) =>
        STEPS.has(event.name) && event.ts >= task.ts && event.ts < end && (event.dur ?? 0) > 2000,
    );
    // A task the trace knows nothing about is the browser's own (tracing, a closing page).
    if (steps.length === 0) continue;
    const ms = (task.dur ?? 0) / 1000;
    const counted = task.ts > fcp;
    if (counted) blocking += ms - LONG_TASK_MS;
    process.stdout.write(
      `\n  ${counted ? "after" : "before"} FCP: task of ${ms.toFixed(0)} ms at ${((task.ts - fcp) / 1000).toFixed(0)} ms\n`,
    );
    for (const step of steps.slice(0, 8)) {
      const data = step.args?.data ?? {};
      const what = fileOf(String(data.url ?? data.functionName ?? data.type ?? ""));
      process.stdout.write(
        `    ${((step.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms ${step.name} ${what}\n`,
      );
    }
    // Inclusive time of the functions sampled inside the task: where the time went.
    const inclusive = new Map<string, number>();
    for (const [index, sample] of profile.samples.entries()) {
      const at = times[index] ?? 0;
      if (at < task.ts || at >= end) continue;
      const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
      const seen = new Set<string>();
      for (let id: number | undefined = sample; id !== undefined; id = parents.get(id)) {
        const node = nodes.get(id);
        if (node === undefined || node.callFrame.url === "") continue;
        const key = name(node.callFrame);
        if (seen.has(key)) continue;
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
      }
    }
    const ours = [...inclusive.entries()]
      .filter(([key]) => key.includes(" src/"))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10);
    for (const [key, value] of ours)
      process.stdout.write(`      ${value.toFixed(1).padStart(6)} ms in ${key}\n`);
  }
  process.stdout.write(
    `\n  ${label}: blocking time after FCP (sum over ${LONG_TASK_MS} ms) ${blocking.toFixed(0)} ms at ${RATE}x CPU\n`,
  );
}

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1500);
}

const portal = await startPortal();
const browser = await launchChromium(portal);
try {
  for (const path of PATHS) {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    if (path !== "/sign-in") {
      // Signed in first, as bench:lighthouse does; the page is then loaded anew.
      await page.goto(`${portal.url}/sign-in`);
      await page.getByLabel("Email").fill("admin@acme.test");
      await page.getByLabel("Password").fill("conduit-demo");
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.waitForURL(/\/dashboard/);
      await settle(page);
      await page.goto("about:blank");
    }
    const client = await context.newCDPSession(page);
    await client.send("Emulation.setCPUThrottlingRate", { rate: RATE });
    const { events, profile } = await record(client, async () => {
      await page.goto(`${portal.url}${path}`);
      await settle(page);
    });
    const out = process.env.PROFILE_OUT;
    if (out !== undefined) {
      const base = join(out, path.slice(1).replaceAll("/", "-"));
      writeFileSync(`${base}.trace.json`, JSON.stringify({ traceEvents: events }));
      writeFileSync(`${base}.cpuprofile`, JSON.stringify(profile));
    }
    report(path, events, profile);
    await context.close();
  }
} finally {
  await browser.close();
  portal.stop();
}
