import { inviteAccount, setPermissionsByApi } from "./harness/api.ts";
import { expect, test } from "./harness/fixtures.ts";
import { signIn, toast } from "./harness/portal.ts";

/**
 * The default currency picks the price book (issue 40): a user who switches it sees /pricing,
 * the wizard's price and the billing estimate in it, while issued invoices keep the currency
 * they were issued in. The account is invited for the test alone (its currency is its own).
 */
test("a user who switches currency sees prices and the estimate in it, invoices as issued", async ({
  page,
  request,
}) => {
  const account = await inviteAccount(request, "chosen-currency");
  await setPermissionsByApi(request, account.email, ["view_service_module", "view_billing_module"]);
  await signIn(page, account.email, { password: account.password });

  // Acme is billed in GBP and its people start in GBP: the GBP book.
  await page.goto("/pricing");
  await expect(
    page.getByText("Prices from the GBP price book, your chosen currency"),
  ).toBeVisible();
  await expect(page.getByRole("table", { name: "10 Gbps (GBP)" }).first()).toContainText("850.00");

  await page.goto("/account-settings/me");
  await expect(
    page.getByText("Issued invoices keep the currency they were issued in."),
  ).toBeVisible();
  const currency = page.getByLabel("Currency", { exact: true });
  await expect(currency).toBeEnabled();
  await currency.selectOption({ label: "EUR – Euro" });
  await page.getByRole("button", { name: "Save currency" }).click();
  await expect(toast(page, "Change currency")).toContainText("Default currency has been updated.");

  // /pricing: the EUR book's own figures (990.00 a month for 10G on 12 months, not 850 GBP
  // converted), and another book only for comparison.
  await page.goto("/pricing");
  await expect(
    page.getByText("Prices from the EUR price book, your chosen currency"),
  ).toBeVisible();
  await expect(page.getByRole("table", { name: "10 Gbps (EUR)" }).first()).toContainText("€990.00");
  await page.getByLabel("Currency", { exact: true }).selectOption("USD");
  await expect(page).toHaveURL(/currency=USD/u);
  await expect(page.getByRole("table", { name: "10 Gbps (USD)" }).first()).toContainText(
    "$1,080.00",
  );
  await expect(page.getByText("the wizard and your orders use EUR")).toBeVisible();

  // The wizard prices from the chosen book.
  await page.goto("/services/create");
  await page.getByLabel("Data centre", { exact: true }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Speed").selectOption("10000");
  const price = page.getByRole("complementary", { name: "Price" });
  await expect(price).toContainText("In EUR, excluding tax");
  await expect(price).toContainText("€990.00");

  // /billing: the estimate in EUR, labelled with the GBP of the invoices, which stay in GBP.
  await page.goto("/billing");
  const estimate = page.getByRole("region", { name: "Next invoice (estimate)" });
  await expect(estimate).toContainText("Priced in EUR, your chosen currency");
  await expect(estimate).toContainText("Your invoices are issued in GBP.");
  await expect(estimate.getByLabel("Estimated totals")).toContainText("€");
  await expect(page.getByRole("region", { name: "Balance due" })).toContainText("£");
});
