import { ACCOUNTS } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";
import { mainNavigation, resumeSession, userMenuButton } from "./harness/portal.ts";

/** The frame every private module sits in (issue 11). */

/** The notifications are polled every 5 s (spec section 3). */
const POLL_MS = 5000;
/** Leeway for timers that fire a little early or late under load. */
const LEEWAY_MS = 600;

test.describe("the private frame", () => {
  test("a signed-in user on a path that does not exist sees not found inside the private frame", async ({
    page,
  }) => {
    await resumeSession(page, ACCOUNTS.admin, "/services/ports/no-such-module");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Conduit Portal | Page not found");
    // The top bar of the private area, not the public one.
    await expect(mainNavigation(page)).toBeVisible();
    await expect(userMenuButton(page)).toBeVisible();
    await page.getByRole("link", { name: "Go to the portal home" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the dashboard calls /v2/notifications once every 5 s, never twice in one period", async ({
    page,
  }) => {
    const calls: number[] = [];
    page.on("request", (request) => {
      if (request.method() === "GET" && new URL(request.url()).pathname === "/v2/notifications") {
        calls.push(Date.now());
      }
    });
    await resumeSession(page, ACCOUNTS.admin);
    await expect(page.getByText("Loading your dashboard…")).toHaveCount(0);
    const start = Date.now();
    calls.length = 0;
    await page.waitForTimeout(3 * POLL_MS + LEEWAY_MS);
    const elapsed = Date.now() - start;
    const gaps = calls.slice(1).map((at, index) => at - (calls[index] ?? at));
    expect(calls.length, `calls in ${elapsed} ms`).toBeGreaterThanOrEqual(3);
    expect(calls.length).toBeLessThanOrEqual(Math.floor(elapsed / POLL_MS) + 1);
    for (const gap of gaps)
      expect(gap, `gaps between calls: ${gaps.join(", ")}`).toBeGreaterThan(POLL_MS - LEEWAY_MS);
  });
});
