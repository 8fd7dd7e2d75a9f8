import { ACCOUNTS } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";
import { resumeSession } from "./harness/portal.ts";

/**
 * API keys (issue 43): an administrator creates a key on /account-settings/api-keys, sees it
 * once, a script calls the API with it within its permissions, and revoking it ends it.
 */
test("an API key is shown once, acts within its permissions, and stops when revoked", async ({
  page,
  request,
}) => {
  await resumeSession(page, ACCOUNTS.admin);
  await page.goto("/account-settings");
  await page.getByRole("link", { name: "API keys" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();

  // Nothing granted: refused on the form, before any call, and what was typed stays.
  const name = `Provisioning pipeline ${Date.now().toString(36)}`;
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByText("Give the key at least one permission.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue(name);

  await page.getByLabel("Services").selectOption({ label: "View" });
  await page.getByRole("button", { name: "Create key" }).click();
  const shown = page.getByRole("region", { name: "Your new API key" });
  await expect(shown.getByText("it is shown only once")).toBeVisible();
  const key = await shown.getByLabel("API key").inputValue();
  expect(key).toMatch(/^cdk_[A-Za-z0-9_-]{43}$/u);

  const table = page.getByRole("table", { name: "Your company's API keys" });
  const row = table.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Services: View");
  await expect(row).toContainText("Never");
  await expect(table).not.toContainText(key);

  // A script: the key alone, within its permissions.
  const asScript = { Authorization: `Bearer ${key}` };
  expect((await request.get("/v2/services", { headers: asScript })).status()).toBe(200);
  expect((await request.get("/v2/invoices", { headers: asScript })).status()).toBe(403);

  await shown.getByRole("button", { name: "I have copied it" }).click();
  await page.reload();
  await expect(row).not.toContainText("Never");
  await row.getByRole("button", { name: `Revoke ${name}` }).click();
  await expect(page.getByRole("status")).toContainText("has been revoked");
  await expect(row).toBeHidden();
  expect((await request.get("/v2/services", { headers: asScript })).status()).toBe(401);
});
