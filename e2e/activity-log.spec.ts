import { readFile } from "node:fs/promises";
import { ACCOUNTS } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";
import { resumeSession } from "./harness/portal.ts";

/**
 * The company's activity log (issue 44): an administrator finds their own sign-in in it,
 * checks the hash chain, and exports the filtered log as CSV, which is itself recorded.
 */
test("an administrator reads, checks and exports the activity log", async ({ page }) => {
  await resumeSession(page, ACCOUNTS.admin, "/account-settings");
  await page.getByRole("link", { name: "Activity log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Activity log" })).toBeVisible();

  await page.getByLabel("Action", { exact: true }).selectOption({ label: "Signed in" });
  await expect(page).toHaveURL(/action=sign_in\.succeeded/);
  // Other tests sign in meanwhile: the administrator's own entries are found by their target.
  const target = page.getByLabel("Target", { exact: true });
  await target.fill("admin@acme.test");
  await target.press("Enter");
  await expect(page).toHaveURL(/target=admin%40acme\.test/);
  const rows = page.getByRole("table", { name: "Activity log" }).locator("tbody").getByRole("row");
  await expect(rows.first()).toContainText("Signed in");
  await expect(rows.first()).toContainText("admin@acme.test");

  await page.getByRole("button", { name: "Check the chain" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: /Intact: \d+ entr(y|ies) checked/ }),
  ).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^activity-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...lines] = (await readFile(await download.path(), "utf8")).trim().split(/\r?\n/);
  expect(header).toMatch(/^Position,Time \(UTC\),Actor,Actor e-mail,/);
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((line) => line.includes("sign_in.succeeded"))).toBe(true);

  // The export is an entry of the log too.
  await target.fill("");
  await target.press("Enter");
  await expect(page).not.toHaveURL(/target=/);
  await page.getByLabel("Action", { exact: true }).selectOption({ label: "Export downloaded" });
  await expect(rows.first()).toContainText("activity-log-");
});
