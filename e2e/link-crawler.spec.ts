import type { Page, Response } from "@playwright/test";
import { ACCOUNTS } from "./harness/accounts.ts";
import { newestMailTime, nextMail, signInByApi } from "./harness/api.ts";
import { expect, test } from "./harness/fixtures.ts";
import { resumeSession } from "./harness/portal.ts";

/**
 * The link audit of issue 40: every link the portal shows, and every link in the mail it sends,
 * leads to a real page (never "Page not found", never a page whose own calls answer 4xx) or a
 * real file. Each route's links are read in one evaluate; each distinct target is opened once.
 */

/** The routes whose links are read, as the administrator (every module) sees them. */
const PRIVATE_ROUTES = [
  "/dashboard",
  "/notifications",
  "/services",
  "/services/network",
  "/services/contract",
  "/services/create",
  "/pricing",
  "/billing",
  "/billing/invoices",
  "/support",
  "/support/tickets",
  "/support/tickets/create",
  "/support/maintenances",
  "/support/outages",
  "/monitoring",
  "/radio-frequency/devices",
  "/account-settings",
  "/account-settings/me",
  "/account-settings/company",
  "/account-settings/logs",
  "/account-settings/manage/users",
  "/account-settings/manage/users/invite",
  "/changelogs",
];

/** Links that are not pages to open: ending the session, or leaving the portal. */
const NOT_FOLLOWED = /^\/sign-out(?:$|[?#])/;

/** Every link on the page now (the frame's top bar, menus, footer, banners, cards, tables). */
async function linksOn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].map((anchor) => anchor.href),
  );
}

/** The in-portal path of a link, or null for another site, mail, phone or an anchor. */
function portalPath(href: string, origin: string): string | null {
  const url = new URL(href);
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}`;
  return NOT_FOLLOWED.test(path) ? null : path;
}

/** The portal's own calls that failed while `during` ran (status >= 400). */
async function failedCallsDuring(page: Page, during: () => Promise<void>): Promise<string[]> {
  const failed: string[] = [];
  const onResponse = (response: Response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith("/v2/")) {
      failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    }
  };
  page.on("response", onResponse);
  try {
    await during();
  } finally {
    page.off("response", onResponse);
  }
  return failed;
}

/**
 * Opens a page and says what is wrong with it, if anything. The page has settled when its
 * title is drawn and no loading state is left (a record's own call has then answered).
 */
async function openAndJudge(page: Page, path: string): Promise<string | null> {
  let status = 0;
  const failed = await failedCallsDuring(page, async () => {
    const response = await page.goto(path, { waitUntil: "domcontentloaded" });
    status = response?.status() ?? 0;
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
  });
  if (status >= 400) return `${path}: answered ${status}`;
  if (failed.length > 0) return `${path}: its calls failed (${failed.join(", ")})`;
  const title = await page.getByRole("heading", { level: 1 }).first().textContent();
  if (title === "Page not found" || title === "Something went wrong") return `${path}: ${title}`;
  return null;
}

/**
 * The shape of a path: ids (digits, SVC-10001, SUP-12, MNT-2026-0142) stand for any record, so
 * a table of twenty services costs one visit, not twenty. Which records exist is the server's
 * seed test's subject (tests/server/db/seed-links.test.ts); here, that each kind of page opens.
 */
const shapeOf = (path: string) =>
  path.split("?")[0]?.replace(/\/(?:[A-Z]+-[\d-]+|\d+|INV-[^/]+)(?=\/|$)/g, "/:id") ?? path;

/**
 * The links inside the top bar's closed popups (the Services and Support menus, the
 * notification bell, the user menu; on a phone the drawer): they are not in the page until
 * opened, so each trigger is opened in turn, its links read, and the popup closed again.
 */
async function linksInPopups(page: Page): Promise<string[]> {
  const triggers = page.locator("header button[aria-haspopup]:visible");
  const count = await triggers.count();
  expect(count, "the top bar has popups to open").toBeGreaterThan(0);
  const hrefs: string[] = [];
  for (let index = 0; index < count; index += 1) {
    await triggers.nth(index).click();
    const popup = page.locator("[role=menu]:visible, [role=dialog]:visible").last();
    await expect(popup).toBeVisible();
    hrefs.push(
      ...(await popup.evaluate((element) =>
        [...element.querySelectorAll<HTMLAnchorElement>("a[href]")].map((anchor) => anchor.href),
      )),
    );
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
  }
  return hrefs;
}

type Targets = Map<string, { path: string; foundOn: string }>;

/** Adds the in-portal links among `hrefs` to `targets`, one per shape. */
function collect(targets: Targets, hrefs: ReadonlyArray<string>, origin: string, foundOn: string) {
  for (const href of hrefs) {
    const path = portalPath(href, origin);
    if (path === null) continue;
    const shape = shapeOf(path);
    if (!targets.has(shape)) targets.set(shape, { path, foundOn });
  }
}

/** Opens each target and says what is wrong with those that fail. */
async function judgeTargets(page: Page, targets: Targets): Promise<string[]> {
  const problems: string[] = [];
  for (const { path, foundOn } of targets.values()) {
    const problem = await openAndJudge(page, path);
    if (problem !== null) problems.push(`${problem} (linked from ${foundOn})`);
  }
  return problems;
}

/** Visits each route, reads its links, then opens one target of each distinct shape. */
async function crawl(page: Page, routes: ReadonlyArray<string>): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const targets: Targets = new Map();
  const problems: string[] = [];
  for (const route of routes) {
    const problem = await openAndJudge(page, route);
    if (problem !== null) problems.push(problem);
    collect(targets, await linksOn(page), origin, route);
  }
  for (const route of routes) targets.delete(shapeOf(route));
  return [...problems, ...(await judgeTargets(page, targets))];
}

test.describe("every link leads somewhere real", () => {
  test.describe("public pages", () => {
    test.use({ consent: "undecided" });
    test.describe.configure({ timeout: 90_000 });

    test("the footer and the cookie banner open the legal pages", async ({ page }) => {
      await page.goto("/sign-in");
      const banner = page.getByRole("region", { name: "Cookies on this portal" });
      await expect(banner.getByRole("link", { name: "cookie policy" })).toHaveAttribute(
        "href",
        "/legal/cookies",
      );
      const footer = page.getByRole("contentinfo");
      for (const [name, heading] of [
        ["Terms of use", "Terms of use"],
        ["Privacy policy", "Privacy policy"],
        ["Cookie policy", "Cookie policy"],
      ] as const) {
        await page.goto("/sign-in");
        await footer.getByRole("link", { name }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await expect(page).toHaveTitle(`Conduit Portal | ${heading}`);
        await expect(page.getByRole("article")).toContainText("Conduit");
      }
      expect(await crawl(page, ["/sign-in", "/forgot-password", "/sign-up"])).toEqual([]);
    });

    test("the help pages say something useful, and an unknown one is not found", async ({
      page,
    }) => {
      await page.goto("/docs/sla");
      await expect(page.getByRole("heading", { name: "What the SLA covers" })).toBeVisible();
      await expect(page.getByRole("article")).toContainText("+44 20 7946 0000");
      await page.goto("/docs/service-desk-escalation");
      await expect(page.getByRole("heading", { name: "Levels" })).toBeVisible();
      await page.goto("/docs/port-creation");
      await expect(page.getByRole("heading", { name: "Steps" })).toBeVisible();
      await page.goto("/docs/no-such-topic");
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    });
  });

  test.describe("private pages", () => {
    test.describe.configure({ timeout: 180_000 });
    const parts = [0, 1, 2].map((part) => PRIVATE_ROUTES.filter((_, index) => index % 3 === part));
    for (const [index, routes] of parts.entries()) {
      test(`links shown on ${routes.length} private routes (part ${index + 1} of 3)`, async ({
        page,
      }) => {
        await resumeSession(page, ACCOUNTS.admin);
        expect(await crawl(page, routes)).toEqual([]);
      });
    }

    test("the links in the top bar's menus, the bell and the phone drawer open real pages", async ({
      page,
    }) => {
      await resumeSession(page, ACCOUNTS.admin);
      const origin = new URL(page.url()).origin;
      const targets: Targets = new Map();
      const inMenus = await linksInPopups(page);
      // The menus hold what the bar does not show: the Services and Support entries, the
      // notifications' own links, the user menu's account settings.
      expect(inMenus.map((href) => new URL(href).pathname)).toEqual(
        expect.arrayContaining(["/services", "/support/tickets", "/account-settings"]),
      );
      collect(targets, inMenus, origin, "the top bar's menus");
      await page.setViewportSize({ width: 390, height: 844 });
      const inDrawer = await linksInPopups(page);
      expect(inDrawer.map((href) => new URL(href).pathname)).toEqual(
        expect.arrayContaining(["/dashboard", "/services/network", "/changelogs"]),
      );
      collect(targets, inDrawer, origin, "the phone drawer");
      expect(targets.size).toBeGreaterThan(5);
      expect(await judgeTargets(page, targets)).toEqual([]);
    });

    test("the help links of the support desk, ordering and users open help pages", async ({
      page,
    }) => {
      await resumeSession(page, ACCOUNTS.admin, "/support/tickets/create");
      const help = page.getByRole("list", { name: "Service desk documentation" });
      await help.getByRole("link", { name: "Service level agreement" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service level agreement");
      await page.goto("/account-settings/manage/users");
      await page.getByRole("link", { name: /How user management works/ }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("How user management works");
    });
  });

  test("the links in the mails open real pages", async ({ page, request, baseURL }) => {
    const linksOf = (body: string) => body.match(/https?:\/\/\S+/g) ?? [];
    // A password reset: its one link opens the form to choose a new password.
    const email = ACCOUNTS.viewer;
    const before = await newestMailTime(request, email, "password-reset");
    expect((await request.post("/v2/forgot-password", { data: { email } })).status()).toBe(200);
    const reset = linksOf((await nextMail(request, email, before, "password-reset")).body);
    expect(reset).toEqual([expect.stringMatching(new RegExp(`^${baseURL}/reset-password/`))]);
    await page.goto(reset[0] ?? "");
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();

    // An invitation: its one link opens the welcome with the password form.
    const invitee = `e2e-crawl-${Date.now().toString(36)}${process.pid.toString(36)}@acme.test`;
    const admin = await signInByApi(request, ACCOUNTS.admin);
    const invited = await request.post("/v2/register/user", {
      headers: { authorization: `Bearer ${admin.access}` },
      data: { email: invitee, firstname: "Ivy", lastname: "Crawler", permissions: [] },
    });
    expect(invited.status()).toBe(201);
    const invite = linksOf((await nextMail(request, invitee, null, "invite")).body);
    expect(invite).toEqual([expect.stringMatching(new RegExp(`^${baseURL}/set-password/`))]);
    await page.goto(invite[0] ?? "");
    await expect(page.getByRole("heading", { name: "Welcome, Ivy" })).toBeVisible();
  });
});
