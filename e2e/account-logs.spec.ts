import { ACCOUNTS } from "./harness/accounts.ts";
import { inviteAccount, uniqueFirstname } from "./harness/api.ts";
import { expect, test } from "./harness/fixtures.ts";
import { signIn, signOutByAddress, toast, userMenuButton } from "./harness/portal.ts";

/**
 * The company's logs (issue 17): when provider staff act as one of its users, the
 * impersonation log shows who, as whom, in which mode, and what they changed.
 */

test("staff impersonate a customer user and the company's log shows it", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Picked by name in the log's user filter: a name no account of another test shares.
  const account = await inviteAccount(request, "impersonated", uniqueFirstname());
  const name = `${account.firstname} Tester`;

  await signIn(page, ACCOUNTS.staff);
  await page.goto(`/impersonation/user-impersonation?search=${encodeURIComponent(account.email)}`);
  await page.getByRole("button", { name: `Impersonate ${name}` }).click();
  const banner = page.getByRole("region", { name: "Impersonation" });
  await expect(banner).toContainText(`You are acting as ${name}`);

  // A change made while acting as the user.
  await page.goto("/account-settings/me");
  const currency = page.getByLabel("Currency", { exact: true });
  await expect(currency).toBeEnabled();
  const before = await currency.inputValue();
  const other = await currency
    .locator("option")
    .evaluateAll(
      (nodes, current) =>
        nodes.map((node) => (node as HTMLOptionElement).value).find((value) => value !== current),
      before,
    );
  if (other === undefined) throw new Error("the catalogue has one currency only");
  await currency.selectOption(other);
  await page.getByRole("button", { name: "Save currency" }).click();
  await expect(toast(page, "Change currency")).toBeVisible();
  await banner.getByRole("button", { name: "Exit impersonation" }).click();
  await expect(userMenuButton(page)).toContainText("Account menu of Sofia Santos");

  await signOutByAddress(page);
  await signIn(page, ACCOUNTS.admin);
  await page.goto("/account-settings");
  await page.getByRole("link", { name: "Logs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Logs" })).toBeVisible();
  await page.getByLabel("User", { exact: true }).selectOption({ label: name });
  const rows = page
    .getByRole("table", { name: "Impersonations" })
    .locator("tbody")
    .getByRole("row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Sofia Santos");
  await expect(rows.first()).toContainText(name);
  await expect(rows.first()).toContainText("Full");
  await expect(rows.first()).toContainText("PUT /v2/me");
});
