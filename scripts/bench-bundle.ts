import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { trackNetwork } from "./bench/network-quiet.ts";
import { launchChromium, startPortal } from "./bench/portal-server.ts";
import { buildPortal } from "./portal-build.ts";

/**
 * `npm run bench:bundle`: builds the portal, then loads it in Chromium against the real server
 * and sums the gzip size of every script and style sheet the browser actually fetched:
 * for /sign-in, and for the signed-in dashboard (sign-in page + sign-in + dashboard).
 * Budgets: /sign-in JavaScript <= 150 kB, dashboard JavaScript <= 200 kB, CSS <= 30 kB.
 * Then each support route (issue 5), services route (issue 14) and billing route (issue 15): the JavaScript it
 * loads beyond what the signed-in dashboard loaded (the route's own chunks), at most 50 kB
 * per route.
 *
 * Every count waits for the route's visible content and then for the network to be quiet
 * (network-quiet.ts), so lazily loaded chunks that arrive after the first paint are counted.
 * It also reports the number of files and how many are under 1 kB: on a slow connection each
 * file is a request, and a tiny one costs a round trip for almost nothing.
 */
const root = process.cwd();
if (!process.argv.includes("--no-build")) buildPortal(root);

const gzipKb = (path: string) =>
  gzipSync(readFileSync(join(root, "dist", path)), { level: 9 }).length / 1024;

/** Each module route's own JavaScript beyond the dashboard's (support, services). */
const SUPPORT_ROUTE_BUDGET_KB = 50;

/**
 * The chart library and the chart code (issue 19): one lazily loaded chunk of its own
 * ("charts", scripts/vite-build.ts), at most 50 kB, never among the dashboard's files. A
 * route that draws a chart is counted without it, and the chunk against its own budget.
 */
const CHARTS_CHUNK = /^assets\/charts-[^/]+\.js$/;
const CHARTS_BUDGET_KB = 50;

/** The first id of a list, read with the signed-in page's own token. */
async function firstId(page: Page, path: string): Promise<string> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem("access_token") ?? "";
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { results: Array<{ id: string }> };
    return body.results[0]?.id ?? "";
  }, `/v2${path}`);
}

const portal = await startPortal();
// A browser that does not start (none installed at CHROMIUM_PATH) must not leave the server running.
const browser = await launchChromium(portal);
try {
  const page = await browser.newPage();
  const network = trackNetwork(page);
  const fetched = new Set<string>();
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (/\.(js|css)$/.test(path)) fetched.add(path.slice(1));
  });
  await page.goto(`${portal.url}/sign-in`);
  await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
  await network.quiet();
  const signIn = new Set(fetched);
  await page.getByLabel("Email").fill("admin@acme.test");
  await page.getByLabel("Password").fill("conduit-demo");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(/\/dashboard/);
  await page.getByRole("heading", { level: 1 }).waitFor();
  await network.quiet();
  const dashboard = new Set(fetched);

  const total = (files: Set<string>, extension: string) =>
    [...files]
      .filter((file) => file.endsWith(extension))
      .reduce((sum, file) => sum + gzipKb(file), 0);
  const rows = [
    ["/sign-in JavaScript", total(signIn, ".js"), 150],
    ["dashboard JavaScript (all loaded)", total(dashboard, ".js"), 200],
    ["CSS (all loaded)", total(dashboard, ".css"), 30],
  ] as const;
  process.stdout.write("\nbundle sizes (gzip -9 of the files Chromium fetched)\n\n");
  let ok = true;
  for (const [name, kb, budget] of rows) {
    const pass = kb <= budget;
    ok &&= pass;
    process.stdout.write(
      `${name.padEnd(36)}${kb.toFixed(1).padStart(8)} kB   budget ${budget} kB   ${pass ? "PASS" : "FAIL"}\n`,
    );
  }
  const small = (files: Set<string>) => [...files].filter((file) => gzipKb(file) < 1).length;
  process.stdout.write(
    `\n/sign-in: ${signIn.size} files (${small(signIn)} under 1 kB); dashboard: ${dashboard.size} files (${small(dashboard)} under 1 kB)\n`,
  );
  process.stdout.write("\nfiles fetched (s: already on /sign-in):\n");
  for (const file of [...dashboard].sort())
    process.stdout.write(
      `${signIn.has(file) ? "s" : " "} ${file.padEnd(50)}${gzipKb(file).toFixed(1).padStart(8)} kB\n`,
    );

  const chartsInDashboard = [...dashboard].filter((file) => CHARTS_CHUNK.test(file));
  ok &&= chartsInDashboard.length === 0;
  process.stdout.write(
    `\ncharts chunk among the dashboard's files: ${chartsInDashboard.length === 0 ? "none   PASS" : `${chartsInDashboard.join(", ")}   FAIL`}\n`,
  );

  const ticket = await firstId(page, "/support/tickets?limit=1");
  const maintenance = await firstId(page, "/maintenances?limit=1");
  const outage = await firstId(page, "/outages?limit=1");
  const service = await firstId(page, "/services?limit=1");
  const networkService = await firstId(page, "/network-services?limit=1");
  const contractLine = await firstId(page, "/contracts/lines?limit=1");
  const invoice = await firstId(page, "/invoices?limit=1");
  const rfDevice = await firstId(page, "/rf-devices?limit=1");
  const moduleRoutes = [
    "/support",
    "/support/tickets",
    `/support/tickets/${ticket}`,
    "/support/tickets/create",
    "/support/maintenances",
    `/support/maintenances/${maintenance}`,
    "/support/outages",
    `/support/outages/${outage}`,
    "/services",
    "/services/other",
    `/services/${service}`,
    `/services/${service}/tickets`,
    "/services/network",
    `/services/network/${networkService}`,
    "/services/contract",
    `/services/contract/${contractLine}`,
    "/billing",
    "/billing/invoices",
    `/billing/invoices/${invoice}`,
    // Ordering (issue 18): the wizard and the price list.
    "/services/create",
    "/pricing",
    `/services/${service}/metrics`,
    "/monitoring",
    "/radio-frequency/devices",
    `/radio-frequency/devices/${rfDevice}`,
    "/radio-frequency/interfaces",
    "/radio-frequency/logs",
    // Account settings and user administration (issue 17).
    "/account-settings",
    "/account-settings/me",
    "/account-settings/company",
    "/account-settings/notification-settings",
    "/account-settings/change-password",
    "/account-settings/logs",
    "/account-settings/manage/users",
    "/account-settings/manage/users/invite",
    "/manage/pending-users",
  ];
  process.stdout.write(
    `\nevery module's routes: JavaScript fetched on top of the dashboard (budget ${SUPPORT_ROUTE_BUDGET_KB} kB each)\n\n`,
  );
  // Each route opened cold in a context of its own with the signed-in tokens; what it loads
  // beyond the files of the signed-in dashboard is its own.
  const storageState = await page.context().storageState();
  for (const route of moduleRoutes) {
    const context = await browser.newContext({ storageState });
    const routePage = await context.newPage();
    const routeNetwork = trackNetwork(routePage);
    const loaded = new Set<string>();
    routePage.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith(".js")) loaded.add(path.slice(1));
    });
    await routePage.goto(`${portal.url}${route}`);
    await routePage.getByRole("heading", { level: 1 }).waitFor();
    await routeNetwork.quiet();
    const own = [...loaded].filter((file) => !dashboard.has(file));
    const charts = own.filter((file) => CHARTS_CHUNK.test(file));
    const kb = own
      .filter((file) => !CHARTS_CHUNK.test(file))
      .reduce((sum, file) => sum + gzipKb(file), 0);
    const chartsKb = charts.reduce((sum, file) => sum + gzipKb(file), 0);
    const pass = kb <= SUPPORT_ROUTE_BUDGET_KB && chartsKb <= CHARTS_BUDGET_KB;
    ok &&= pass;
    const chartsNote =
      charts.length === 0
        ? ""
        : `   + charts chunk ${chartsKb.toFixed(1)} kB (budget ${CHARTS_BUDGET_KB})`;
    process.stdout.write(
      `${route.padEnd(36)}${kb.toFixed(1).padStart(8)} kB   ${own.length} files${chartsNote}   ${pass ? "PASS" : "FAIL"}\n`,
    );
    // A route over budget names its files, biggest first: where to look for the bytes.
    if (!pass)
      for (const file of own.sort((a, b) => gzipKb(b) - gzipKb(a)))
        process.stdout.write(`    ${file.padEnd(48)}${gzipKb(file).toFixed(1).padStart(8)} kB\n`);
    await context.close();
  }
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
  portal.stop();
}
