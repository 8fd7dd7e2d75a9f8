import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { clockOffsetFrom } from "../src/core/clock.ts";
import { CLOCK_OFFSET_VARIABLE, testNow } from "../tests/harness/test-clock.ts";
import { ACCOUNTS } from "./harness/accounts.ts";
import { signInByApi, type TokenPair } from "./harness/api.ts";
import { type AuditRecords, lookUpAuditRecords } from "./harness/audit-records.ts";
import {
  AUDIT_ROUTES,
  AUDIT_VIEWPORTS,
  type AuditRoute,
  addressesOf,
  type Viewer,
} from "./harness/audit-routes.ts";
import { expect, test } from "./harness/fixtures.ts";
import { measureLayout, watchPage } from "./harness/layout-checks.ts";

/**
 * The layout audit of issue 40: every route of the router (e2e/harness/audit-routes.ts), with
 * a seeded record where it takes one, loaded once at each of desktop 1280x800, tablet
 * 768x1024 and phone 390x844, must not scroll sideways, break a word across lines, draw two
 * texts over each other, scroll a table sideways in its card, draw a chart at no size, log
 * an error, or see one of its own /v2 calls fail, and a public page's background must cover the
 * whole scrollable page (e2e/harness/layout-checks.ts). With CONDUIT_SCREENS set to a folder (`npm run
 * screens`), each load is also photographed there, whole, before it is measured.
 *
 * Fast by construction: each worker signs each viewer in once and looks up the records once;
 * a test is one route in one browser context, a load per width, all checks in one evaluate.
 */

const SCREENS = process.env.CONDUIT_SCREENS;
if (SCREENS !== undefined) mkdirSync(SCREENS, { recursive: true });

const VIEWER_ACCOUNTS: Readonly<Record<Exclude<Viewer, "anonymous">, string>> = {
  admin: ACCOUNTS.admin,
  staff: ACCOUNTS.staff,
};

interface AuditWorker {
  readonly records: AuditRecords;
  /** A fresh token pair of the worker's one session of each viewer. */
  session(viewer: Exclude<Viewer, "anonymous">): Promise<TokenPair>;
}

const audit = test.extend<object, { auditWorker: AuditWorker }>({
  auditWorker: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const request = await playwright.request.newContext({ baseURL });
      const records = await lookUpAuditRecords(request);
      const held = new Map<string, string>();
      await use({
        records,
        async session(viewer) {
          const email = VIEWER_ACCOUNTS[viewer];
          const refresh = held.get(email);
          let pair: TokenPair | undefined;
          if (refresh !== undefined) {
            const refreshed = await request.post("/v2/auth/refresh", { data: { refresh } });
            if (refreshed.ok()) pair = (await refreshed.json()) as TokenPair;
          }
          pair ??= await signInByApi(request, email);
          held.set(email, pair.refresh);
          return pair;
        },
      });
      await request.dispose();
    },
    { scope: "worker" },
  ],
});

/** A context of its own: the viewer's tokens and a declined cookie banner already stored. */
async function contextFor(
  browser: Browser,
  baseURL: string,
  tokens: TokenPair | undefined,
): Promise<BrowserContext> {
  const localStorage = [{ name: "gdpr_accept", value: "false" }];
  if (tokens !== undefined) {
    localStorage.push(
      { name: "access_token", value: tokens.access },
      { name: "refresh_token", value: tokens.refresh },
    );
  }
  const context = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage }] },
  });
  if (clockOffsetFrom(process.env[CLOCK_OFFSET_VARIABLE]) !== 0) {
    await context.clock.install({ time: testNow() });
  }
  return context;
}

/**
 * Waits until the page has its heading, no loading state and no call of its own open, and
 * the scripts have taken over the server's markup: the cookie banner, which the prerendered
 * sign-in page shows to everyone, is gone (the context stored a choice).
 */
async function settled(page: Page, pending: () => number): Promise<void> {
  await expect(page.locator("h1").first()).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole("region", { name: "Cookies on this portal" }),
    "the stored cookie choice hides the banner",
  ).toHaveCount(0);
  await expect
    .poll(
      async () =>
        pending() === 0 &&
        (await page.evaluate(async () => {
          await document.fonts.ready;
          const loading = Array.from(document.querySelectorAll("[role=status]")).some((status) =>
            /Loading/i.test(status.textContent ?? ""),
          );
          return !loading && document.querySelector("[aria-busy=true]") === null;
        })),
      { timeout: 15_000, intervals: [50, 100, 250] },
    )
    .toBe(true);
}

const slug = (address: string) => address.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-") || "root";

function auditTitle(route: AuditRoute, address: string): string {
  return route.pattern === address ? address : `${route.pattern} (${address})`;
}

// Three loads (five for a service's tabs: fifteen) in a test: more than one page's 30 s.
audit.describe.configure({ timeout: 120_000 });

for (const route of AUDIT_ROUTES) {
  audit(`${route.pattern} is whole at every width`, async ({ browser, auditWorker }, info) => {
    const baseURL = info.project.use.baseURL as string;
    const id = route.record === undefined ? undefined : auditWorker.records[route.record];
    const tokens =
      route.viewer === "anonymous" ? undefined : await auditWorker.session(route.viewer);
    const context = await contextFor(browser, baseURL, tokens);
    const page = await context.newPage();
    const faults = watchPage(page);
    const problems: string[] = [];
    try {
      for (const address of addressesOf(route, id)) {
        for (const viewport of AUDIT_VIEWPORTS) {
          const where = `${auditTitle(route, address)} at ${viewport.width}x${viewport.height}`;
          await page.setViewportSize(viewport);
          await page.goto(address);
          await settled(page, faults.pending);
          if (SCREENS !== undefined) {
            await page.screenshot({
              path: join(SCREENS, `${slug(address)}-${viewport.width}.png`),
              fullPage: true,
            });
          }
          const found = await measureLayout(page);
          if (found.documentWidth > found.viewportWidth)
            problems.push(`${where}: the page is ${found.documentWidth} px wide`);
          for (const word of found.brokenWords) problems.push(`${where}: broken word ${word}`);
          for (const pair of found.overlappingTexts) problems.push(`${where}: overlap ${pair}`);
          for (const table of found.scrollingTables)
            problems.push(`${where}: table ${table} scrolls sideways`);
          for (const chart of found.zeroSizedCharts) problems.push(`${where}: zero-sized ${chart}`);
          for (const badge of found.stretchedBadges)
            problems.push(`${where}: badge ${badge} stretched`);
          for (const value of found.valuesUnderLabels)
            problems.push(`${where}: the value ${value}, in the heading's column`);
          if (route.viewer === "anonymous" && found.backgroundShortfall === null)
            problems.push(`${where}: no page background`);
          if (found.backgroundShortfall)
            problems.push(`${where}: the background stops short (${found.backgroundShortfall})`);
          for (const fault of faults.errors.splice(0)) problems.push(`${where}: ${fault}`);
          for (const call of faults.failedCalls.splice(0)) problems.push(`${where}: ${call}`);
        }
      }
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  });
}
