import { expect, test } from "@playwright/test";
import { testNow } from "../tests/harness/test-clock.ts";

test.describe("public pages against the real server", () => {
  test("the sign-in page renders in the public layout", async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    await page.goto("/sign-in");
    await expect(page).toHaveTitle("Conduit Portal | Sign in");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expect(page.getByLabel("Email")).toBeVisible();
    await expect(page.getByLabel("Password")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${testNow().getFullYear()} Conduit`);
    await expect(footer.getByRole("link", { name: "Terms of use" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Privacy policy" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Cookie policy" })).toBeVisible();
    // An empty required field is not shown as an error before the user has done anything.
    await expect(page.getByLabel("Email")).not.toHaveAttribute("aria-invalid", "true");
    expect(consoleErrors).toEqual([]);
  });

  test("an unknown path shows not found, and so does /not-found", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Conduit Portal | Page not found");
    await page.goto("/not-found");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  test("the home page sends a visitor without a session to sign-in", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test("the portal is served with a strict content security policy", async ({ page }) => {
    const response = await page.goto("/sign-in");
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  test("the API answers unknown paths with a JSON detail", async ({ request }) => {
    const response = await request.get("/v2/does-not-exist");
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ detail: "Not found." });
  });
});
