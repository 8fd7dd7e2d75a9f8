import { ACCOUNTS } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";
import { resumeSession } from "./harness/portal.ts";

/** Page titles read "{product} Portal | {title}" (spec section 2). */

const PUBLIC_PAGES: ReadonlyArray<readonly [path: string, title: string, heading: string]> = [
  ["/sign-in", "Sign in", "Sign in"],
  ["/conduit-sign-in", "Sign in", "Sign in to Conduit"],
  ["/sign-up", "Sign up", "Request an account"],
  ["/forgot-password", "Forgot password", "Forgot your password?"],
  ["/reset-password/no-such-code", "Reset password", "This link cannot be used"],
  ["/set-password/no-such-code", "Set your password", "This invitation cannot be used"],
  ["/error", "Something went wrong", "Something went wrong"],
  ["/no-permissions", "No access to this page", "No access to this page"],
  ["/under-maintenance", "Down for maintenance", "Down for maintenance"],
  ["/not-found", "Page not found", "Page not found"],
  ["/no/such/page", "Page not found", "Page not found"],
];

test.describe("page titles", () => {
  test("of the public pages", async ({ page }) => {
    for (const [path, title, heading] of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
      await expect.soft(page, path).toHaveTitle(`Conduit Portal | ${title}`);
    }
  });

  test("of the private pages", async ({ page }) => {
    await resumeSession(page, ACCOUNTS.viewer);
    await expect(page).toHaveTitle("Conduit Portal | Dashboard");
    for (const [path, title] of [
      ["/notifications", "Notifications"],
      ["/notifications/history", "Notification history"],
      ["/changelogs", "Changelog"],
      ["/dashboard", "Dashboard"],
    ] as const) {
      await page.goto(path);
      await expect(
        page
          .getByRole("heading", { level: 1, name: title })
          .or(page.getByRole("heading", { level: 1, name: /^Good / })),
      ).toBeVisible();
      await expect.soft(page, path).toHaveTitle(`Conduit Portal | ${title}`);
    }
  });

  test("an unknown path inside the portal shows not found to a signed-in user too", async ({
    page,
  }) => {
    await resumeSession(page, ACCOUNTS.viewer);
    const response = await page.goto("/dashboard/no-such-page");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Conduit Portal | Page not found");
    await page.getByRole("link", { name: "Go to the portal home" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
