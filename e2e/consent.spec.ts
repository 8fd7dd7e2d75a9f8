import { ACCOUNTS } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";
import { resumeSession, storedSession } from "./harness/portal.ts";
import {
  type RunningServer,
  startServer,
  WITH_SERVER_START_TIMEOUT_MS,
} from "./harness/server-process.ts";

/**
 * The cookie banner and consent-gated analytics (spec section 4): the banner shows while no
 * choice is stored; nothing of analytics is requested before Accept; Accept starts them
 * unless the host is local or the demo portal; Decline never does.
 */

const ANALYTICS_HOST = "www.googletagmanager.com";
/** The tag the portal injects when analytics start (src/adapters/analytics). */
const ANALYTICS_TAG = "script[data-portal-analytics]";

test.use({ consent: "undecided" });

test.describe("the cookie banner on the e2e server (no analytics id, local host)", () => {
  test("shows until a choice is made; nothing is sent to analytics before or after Accept", async ({
    page,
  }) => {
    const analytics: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).hostname === ANALYTICS_HOST) analytics.push(request.url());
    });
    await resumeSession(page, ACCOUNTS.viewer);
    const banner = page.getByRole("region", { name: "Cookies on this portal" });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("link", { name: "cookie policy" })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(analytics).toEqual([]);

    await banner.getByRole("button", { name: "Accept" }).click();
    await expect(banner).toBeHidden();
    expect((await storedSession(page)).consent).toBe("true");
    await page.reload();
    await expect(page.getByRole("main")).toBeVisible();
    await expect(banner).toBeHidden();
    await expect(page.locator(ANALYTICS_TAG)).toHaveCount(0);
    expect(analytics).toEqual([]);
  });
});

test.describe("with an analytics id, on a host that is not local", () => {
  let server: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(WITH_SERVER_START_TIMEOUT_MS);
    // 127.0.0.2 is still this machine, but not one of the names the portal treats as local.
    server = await startServer({ host: "127.0.0.2", env: { CONDUIT_ANALYTICS_ID: "G-TEST123" } });
  });

  test.afterAll(async () => {
    await server?.kill();
  });

  test("analytics start only after Accept", async ({ page }) => {
    const analytics: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).hostname === ANALYTICS_HOST) analytics.push(request.url());
    });
    await page.goto(`${server.origin}/sign-in`);
    const banner = page.getByRole("region", { name: "Cookies on this portal" });
    await expect(banner).toBeVisible();
    await page.waitForTimeout(1500);
    expect(analytics).toEqual([]);
    await expect(page.locator(ANALYTICS_TAG)).toHaveCount(0);

    // How each analytics request ended. The sandbox has no internet, so a network error is
    // expected; the page's own Content-Security-Policy blocking the tag is not.
    const outcomes: string[] = [];
    page.on("requestfailed", (request) => {
      if (new URL(request.url()).hostname === ANALYTICS_HOST) {
        outcomes.push(`failed: ${request.failure()?.errorText ?? "?"}`);
      }
    });
    page.on("requestfinished", (request) => {
      if (new URL(request.url()).hostname === ANALYTICS_HOST) outcomes.push("finished");
    });

    await banner.getByRole("button", { name: "Accept" }).click();
    await expect(banner).toBeHidden();
    await expect(page.locator(ANALYTICS_TAG)).toHaveAttribute("src", /id=G-TEST123/);
    await expect
      .poll(() => analytics.length, { message: "a request for the analytics tag" })
      .toBeGreaterThan(0);
    await expect.poll(() => outcomes.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(outcomes, "the analytics tag is not blocked by the portal's CSP").not.toContain(
      "failed: csp",
    );
  });

  test("Decline keeps analytics off, also on the next visit", async ({ page }) => {
    const analytics: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).hostname === ANALYTICS_HOST) analytics.push(request.url());
    });
    await page.goto(`${server.origin}/sign-in`);
    const banner = page.getByRole("region", { name: "Cookies on this portal" });
    await banner.getByRole("button", { name: "Decline" }).click();
    await expect(banner).toBeHidden();
    expect((await storedSession(page)).consent).toBe("false");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Sign in", exact: true })).toBeVisible();
    await expect(banner).toBeHidden();
    await page.waitForTimeout(1000);
    await expect(page.locator(ANALYTICS_TAG)).toHaveCount(0);
    expect(analytics).toEqual([]);
  });
});
