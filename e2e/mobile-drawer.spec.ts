import type { Page } from "@playwright/test";
import { ACCOUNTS, DEMO_PASSWORD } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";
import { mainNavigation, submitSignIn, userMenuButton } from "./harness/portal.ts";

/** Below the md breakpoint the top bar's destinations move into a right-hand drawer. */

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 } });

/** The shared signIn waits for the desktop user menu, which a phone does not show. */
async function signInOnPhone(page: Page, email: string) {
  await page.goto("/sign-in");
  await submitSignIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Alice");
}

test.describe("the drawer at 390 x 844", () => {
  test("the hamburger opens a right-hand drawer with every item; Escape closes it", async ({
    page,
  }) => {
    await signInOnPhone(page, ACCOUNTS.admin);
    // The desktop bar's destinations and user menu are not shown on a phone.
    await expect(mainNavigation(page)).toBeHidden();
    await expect(userMenuButton(page)).toBeHidden();

    const hamburger = page.getByRole("button", { name: "Open menu" });
    await hamburger.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box, "the drawer is on screen").not.toBeNull();
    if (box !== null) {
      // Anchored to the right edge.
      expect(Math.round(box.x + box.width)).toBe(WIDTH);
      expect(box.x).toBeGreaterThan(0);
    }
    await expect(drawer).toContainText("Alice Anders");
    await expect(drawer).toContainText("admin@acme.test");
    await expect(drawer).toContainText("Acme Corp");

    const menu = drawer.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("link")).toHaveText([
      "Dashboard",
      "All Services",
      "Network services",
      "Contracts",
      "Monitoring",
      "Radio frequency",
      "Tickets",
      "Billing",
      "Notifications",
      "Changelog",
      "Account settings",
      "Request a feature",
    ]);
    await expect(menu.getByRole("button")).toHaveText(["Sign out"]);
    await expect(menu.getByRole("list", { name: "Services" })).toBeVisible();
    await expect(menu.getByRole("list", { name: "Support" })).toBeVisible();

    // Focus is kept inside while it is open.
    for (let step = 0; step < 15; step += 1) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test("choosing an item goes there and closes the drawer", async ({ page }) => {
    await signInOnPhone(page, ACCOUNTS.admin);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("link", { name: "Notifications" }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  });
});

test("the drawer is gated by permission too: staff see Impersonation and no customer modules", async ({
  page,
}) => {
  await page.goto("/sign-in");
  await submitSignIn(page, ACCOUNTS.staff, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page
    .getByRole("dialog", { name: "Menu" })
    .getByRole("navigation", { name: "Main menu" });
  await expect(menu.getByRole("link")).toHaveText([
    "Dashboard",
    "Notifications",
    "Changelog",
    "Account settings",
    "Request a feature",
    "Impersonation",
  ]);
  await expect(menu.getByRole("button")).toHaveText(["Sign out"]);
});
