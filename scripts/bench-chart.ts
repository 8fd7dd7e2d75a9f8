import { CHART_DRAW_MEASURE } from "../src/ui/features/monitoring/charts/chart-draw-measure.ts";
import { median } from "./bench/median.ts";
import { launchChromium, startPortal } from "./bench/portal-server.ts";
import { buildPortal, portalBuildIsStale } from "./portal-build.ts";

/**
 * `npm run bench:chart`: a 30-day series renders in at most 50 ms at 4x CPU slowdown
 * (issue 48 halved issue 19's 100 ms). In Debian's Chromium against the real server (built portal, demo data), signed
 * in as Acme's admin: open a service's Metrics tab, slow the CPU down four times (CDP
 * Emulation.setCPUThrottlingRate), pick "30 d", and read the chart's own performance measure
 * (src/ui/features/monitoring/charts/chart-draw-measure.ts: from building the uPlot chart to
 * the end of its first draw). CHART_RUNS times (7 by default), each in a freshly loaded page;
 * prints every run, the median and the max. The budget is judged on the median, as the
 * Lighthouse benchmark's are: the machine is shared, and one run can lose the CPU.
 */
const RUNS = Number(process.env.CHART_RUNS ?? 7);
const BUDGET_MS = 50;
const CPU_SLOWDOWN = 4;
const root = process.cwd();
if (portalBuildIsStale(root)) buildPortal(root);

const portal = await startPortal();
const browser = await launchChromium(portal);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${portal.url}/sign-in`);
  await page.getByLabel("Email").fill("admin@acme.test");
  await page.getByLabel("Password").fill("conduit-demo");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(/\/dashboard/);
  const service = await page.evaluate(async () => {
    const token = localStorage.getItem("access_token") ?? "";
    const response = await fetch("/v2/services?status=active&limit=1", {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { results: Array<{ id: string }> }).results[0]?.id ?? "";
  });
  if (service === "") throw new Error("bench:chart: the demo company has no live service");
  const cdp = await page.context().newCDPSession(page);

  const runs: Array<{ ms: number; points: number }> = [];
  for (let run = 0; run < RUNS; run += 1) {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await page.goto(`${portal.url}/services/${service}/metrics`);
    const chart = page.getByRole("region", { name: "Traffic" });
    await chart.getByTestId("chart-canvas").locator("canvas").first().waitFor();
    await page.evaluate((name) => performance.clearMeasures(name), CHART_DRAW_MEASURE);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await chart.getByRole("button", { name: "30 d" }).click();
    // The 24 h chart drew 288 points; the 30-day one is the first measure with more.
    const handle = await page.waitForFunction(
      (name) => {
        const entry = performance
          .getEntriesByName(name, "measure")
          .find((measure) => ((measure as PerformanceMeasure).detail?.points ?? 0) > 300);
        return entry === undefined
          ? null
          : { ms: entry.duration, points: (entry as PerformanceMeasure).detail.points as number };
      },
      CHART_DRAW_MEASURE,
      { timeout: 60_000 },
    );
    const measured = (await handle.jsonValue()) as { ms: number; points: number };
    runs.push(measured);
    process.stdout.write(
      `run ${run + 1}: 30-day series (${measured.points} points) drawn in ${measured.ms.toFixed(1)} ms at ${CPU_SLOWDOWN}x CPU slowdown\n`,
    );
  }
  const times = runs.map((run) => run.ms);
  const middle = median(times);
  const max = Math.max(...times);
  const pass = middle <= BUDGET_MS;
  process.stdout.write(
    `\n30-day chart render at ${CPU_SLOWDOWN}x CPU slowdown, ${RUNS} runs: median ${middle.toFixed(1)} ms, max ${max.toFixed(1)} ms; budget ${BUDGET_MS} ms (median) ${pass ? "PASS" : "FAIL"}\n`,
  );
  process.exitCode = pass ? 0 : 1;
} finally {
  await browser.close();
  portal.stop();
}
