import { ACCOUNTS } from "./harness/accounts.ts";
import { refreshByApi } from "./harness/api.ts";
import { expect, test } from "./harness/fixtures.ts";
import { signIn, storedSession, userMenuButton } from "./harness/portal.ts";

test.describe("signing out", () => {
  test("from the user menu; the old refresh token is then refused by the server", async ({
    page,
    request,
  }) => {
    await signIn(page, ACCOUNTS.viewer);
    const before = await storedSession(page);
    expect(before.refresh).not.toBeNull();

    await userMenuButton(page).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    // A sign-out the user asked for ends on plain sign-in: nothing to come back to.
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole("heading", { name: "Sign in", exact: true })).toBeVisible();
    const after = await storedSession(page);
    expect(after).toMatchObject({ access: null, refresh: null, isImpersonating: null });

    const refused = await refreshByApi(request, before.refresh ?? "");
    expect(refused.status()).toBe(401);
  });

  test("a sign-out in one tab signs the other tab out too", async ({ context }) => {
    const first = await context.newPage();
    await signIn(first, ACCOUNTS.viewer);
    const second = await context.newPage();
    await second.goto("/notifications");
    await expect(userMenuButton(second)).toBeVisible();

    await userMenuButton(first).click();
    await first.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(first).toHaveURL(/\/sign-in(\?|$)/);
    await expect(second).toHaveURL(/\/sign-in(\?|$)/);
    await expect(second.getByRole("heading", { name: "Sign in", exact: true })).toBeVisible();
  });

  test.describe("with no consent choice stored yet", () => {
    test.use({ consent: "undecided" });

    test("the consent choice survives the sign-out", async ({ page }) => {
      await page.goto("/sign-in");
      const banner = page.getByRole("region", { name: "Cookies on this portal" });
      await expect(banner).toBeVisible();
      await banner.getByRole("button", { name: "Accept" }).click();
      await expect(banner).toBeHidden();

      await signIn(page, ACCOUNTS.viewer);
      expect((await storedSession(page)).consent).toBe("true");
      await userMenuButton(page).click();
      await page.getByRole("menuitem", { name: "Sign out" }).click();
      // A sign-out the user asked for ends on plain sign-in: nothing to come back to.
      await expect(page).toHaveURL(/\/sign-in$/);
      await expect(page.getByRole("heading", { name: "Sign in", exact: true })).toBeVisible();

      const after = await storedSession(page);
      expect(after.consent).toBe("true");
      expect(after.refresh).toBeNull();
      await page.reload();
      await expect(page.getByRole("heading", { name: "Sign in", exact: true })).toBeVisible();
      await expect(banner).toBeHidden();
    });
  });
});
