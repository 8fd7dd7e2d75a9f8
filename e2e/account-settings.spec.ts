import { ACCOUNTS } from "./harness/accounts.ts";
import { inviteAccount } from "./harness/api.ts";
import { expect, test } from "./harness/fixtures.ts";
import {
  resumeSession,
  signIn,
  signOutByAddress,
  submitSignIn,
  toast,
  userMenuButton,
} from "./harness/portal.ts";

/**
 * Account settings (issue 17): the user menu leads to real pages, the default currency
 * changes with the catalogue's notice, and a changed password is the one that signs in.
 * Accounts that change anything are invited for the test alone.
 */

test.describe("account settings", () => {
  test("the user menu and the bell's settings link open account pages", async ({ page }) => {
    await resumeSession(page, ACCOUNTS.viewer);
    await userMenuButton(page).click();
    await page.getByRole("menuitem", { name: "Account settings" }).click();
    await expect(page).toHaveURL(/\/account-settings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible();
    const sections = page.getByRole("list", { name: "Account settings sections" });
    await expect(sections.getByRole("link")).toHaveText([
      "My profile",
      "Company",
      "Change password",
      "Security",
      "Notification settings",
      "Calendar feeds",
      "User management",
      "API keys",
      "Webhooks",
      "Contacts",
      "Activity log",
      "Logs",
    ]);

    await page.goto("/notifications");
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Notifications,/ })
      .click();
    await page.getByRole("link", { name: "Notification settings" }).click();
    await expect(page).toHaveURL(/\/account-settings\/notification-settings$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Notification settings" }),
    ).toBeVisible();
    await expect(
      page.getByRole("checkbox", { name: "Users of your company by e-mail" }),
    ).toBeVisible();
  });

  test("changing the default currency shows the notice and sticks", async ({ page, request }) => {
    const account = await inviteAccount(request, "currency");
    await signIn(page, account.email, { password: account.password });
    await page.goto("/account-settings/me");
    await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();
    const currency = page.getByLabel("Currency", { exact: true });
    await expect(currency).toBeEnabled();
    const before = await currency.inputValue();
    const options = await currency.locator("option").evaluateAll((nodes) =>
      nodes.map((node) => ({
        value: (node as HTMLOptionElement).value,
        label: node.textContent ?? "",
      })),
    );
    const other = options.find((option) => option.value !== before);
    if (other === undefined) throw new Error("the catalogue has one currency only");
    await currency.selectOption(other.value);
    await page.getByRole("button", { name: "Save currency" }).click();

    const notice = toast(page, "Change currency");
    await expect(notice).toContainText("Default currency has been updated.");
    await page.reload();
    await expect(page.getByLabel("Currency", { exact: true })).toHaveValue(other.value);
  });

  test("a user corrects their own name and phone, checked, and the top bar follows", async ({
    page,
    request,
  }) => {
    const account = await inviteAccount(request, "details");
    await signIn(page, account.email, { password: account.password });
    await page.goto("/account-settings/me");
    const form = page.getByRole("form", { name: "Your details" });
    await form.getByLabel("Last name").fill("Corrected");
    await form.getByLabel("Phone (optional)").fill("ring me");
    await form.getByRole("button", { name: "Save details" }).click();
    // The core rule stops it before it is sent; what was typed stays.
    await expect(form.getByText("Enter a valid phone number.")).toBeVisible();
    await expect(form.getByLabel("Last name")).toHaveValue("Corrected");
    await form.getByLabel("Phone (optional)").fill("+44 20 7946 0188");
    await form.getByRole("button", { name: "Save details" }).click();
    await expect(form.getByText("The details have been saved.")).toBeVisible();
    await expect(page.getByText("+44 20 7946 0188 (United Kingdom)")).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole("form", { name: "Your details" }).getByLabel("Last name"),
    ).toHaveValue("Corrected");
    await expect(userMenuButton(page)).toContainText("Corrected");
  });

  test("a changed password is the one that signs in", async ({ page, request }) => {
    const account = await inviteAccount(request, "password");
    await signIn(page, account.email, { password: account.password });
    await page.goto("/account-settings/change-password");
    const form = page.getByRole("form", { name: "Change password" });

    // The server's message lands on its field, and what was typed stays.
    const newPassword = `${account.password}-renewed`;
    await form.getByLabel("Current password").fill("not-my-password");
    await form.getByLabel("New password", { exact: true }).fill("short");
    await expect(form.getByText("Password must be at least 12 characters.").first()).toBeVisible();
    await form.getByLabel("New password", { exact: true }).fill(newPassword);
    await expect(form.getByText("The new password meets the password rule.")).toBeVisible();
    await form.getByLabel("Confirm new password").fill(newPassword);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByText("The current password is not correct.")).toBeVisible();
    await expect(form.getByLabel("New password", { exact: true })).toHaveValue(newPassword);

    await form.getByLabel("Current password").fill(account.password);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText(/Your password has been changed/)).toBeVisible();

    await userMenuButton(page).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await submitSignIn(page, account.email, account.password);
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in/);
    await signIn(page, account.email, { password: newPassword });
  });
});

test("a feature request from the user menu is received", async ({ page }) => {
  await resumeSession(page, ACCOUNTS.billing);
  await userMenuButton(page).click();
  await page.getByRole("menuitem", { name: "Request a feature" }).click();
  await expect(page).toHaveURL(/\/changelogs#request-feature$/);
  const form = page.getByRole("form", { name: "Request a feature" });
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(form.getByText("Please fill in this field.").first()).toBeVisible();
  await form.getByLabel("What would you like?").fill("Invoices as CSV");
  await form.getByLabel("Why would it help?").fill("Our ERP imports CSV only.");
  await form.getByLabel("How urgent is it?").selectOption("high");
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Thank you: your feature request has been received.")).toBeVisible();
});

test("an administrator edits the legal details; the viewer reads them without a form", async ({
  page,
}) => {
  const registration = `REG-${Date.now().toString(36)}`;
  await resumeSession(page, ACCOUNTS.admin, "/account-settings/company");
  const legal = page.getByRole("form", { name: "Legal details" });
  await legal.getByLabel("Country (ISO code)").fill("Narnia");
  await legal.getByLabel("Registration number").fill(registration);
  await legal.getByRole("button", { name: "Save" }).click();
  await expect(legal.getByText("Enter a valid ISO 3166 country code, such as GB.")).toBeVisible();
  await expect(legal.getByLabel("Registration number")).toHaveValue(registration);
  await legal.getByLabel("Country (ISO code)").fill("GB");
  await legal.getByRole("button", { name: "Save" }).click();
  await expect(legal.getByText("Saved.")).toBeVisible();

  await signOutByAddress(page);
  await resumeSession(page, ACCOUNTS.viewer, "/account-settings/company");
  const section = page.getByRole("region", { name: "Legal details" });
  await expect(section).toContainText(registration);
  await expect(page.getByRole("form", { name: "Legal details" })).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Public profile" })).toHaveCount(0);
});
