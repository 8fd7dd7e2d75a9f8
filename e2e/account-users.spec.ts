import { ACCOUNTS } from "./harness/accounts.ts";
import { inviteAccount, newestMail, uniqueFirstname } from "./harness/api.ts";
import { expect, test } from "./harness/fixtures.ts";
import {
  mainNavigation,
  resumeSession,
  signIn,
  signOutByAddress,
  userMenuButton,
} from "./harness/portal.ts";

/**
 * User administration (issue 17): an administrator invites a colleague with chosen
 * permissions, the colleague takes the mailed link, chooses a password and signs in with
 * exactly those permissions; the administrator then edits them (choosing a role preset, issue
 * 44) and finds the change, with the preset, in the permission log. Users without administration cannot reach any of it.
 */

let invited = 0;
function uniqueEmail(label: string): string {
  invited += 1;
  return `e2e-${label}-${Date.now().toString(36)}${process.pid.toString(36)}${invited}@acme.test`;
}

test.describe("user administration", () => {
  test("invite, accept, sign in with the chosen permissions, edit them, find the log entry", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail("invitee");
    const password = "invitee-password-2026";

    await resumeSession(page, ACCOUNTS.admin, "/account-settings");
    await page
      .getByRole("list", { name: "Account settings sections" })
      .getByRole("link", { name: "User management" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "User management" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "User management" })
      .getByRole("link", { name: "Invite a user" })
      .click();
    const form = page.getByRole("form", { name: "Invite a user" });

    // An address already in use is flagged while typing.
    await form.getByLabel("E-mail").fill(ACCOUNTS.viewer);
    await expect(form.getByText("A user with this email address already exists.")).toBeVisible();
    await form.getByLabel("E-mail").fill(email);
    await expect(form.getByText("This address is free.")).toBeVisible();
    await form.getByLabel("First name").fill("Ingrid");
    await form.getByLabel("Last name").fill("Invitee");
    // A preset fills the grid, which stays editable: changed, it is a custom role.
    const role = form.getByLabel("Role");
    await role.selectOption({ label: "Read-only" });
    await expect(form.getByRole("checkbox", { name: "Support: view" })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Billing: write" })).not.toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Administration: view" })).not.toBeChecked();
    await form.getByRole("checkbox", { name: "Billing: write" }).check();
    await expect(role.locator("option:checked")).toHaveText("Custom");
    await form.getByRole("checkbox", { name: "Services: view" }).uncheck();
    await form.getByRole("checkbox", { name: "Company: view" }).uncheck();
    await expect(form.getByRole("checkbox", { name: "Billing: view" })).toBeChecked();
    await form.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText(`An invitation has been sent to ${email}.`)).toBeVisible();

    await page.getByRole("link", { name: "Pending users" }).click();
    await expect(page).toHaveURL(/\/manage\/pending-users$/);
    await expect(
      page
        .getByRole("table", { name: "Pending users" })
        .getByRole("row", { name: /Ingrid Invitee/ }),
    ).toContainText("Billing: View and change · Support: View");

    // The invitee reads the mail and chooses a password.
    const mail = await newestMail(request, email);
    expect(mail.kind).toBe("invite");
    await userMenuButton(page).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.goto(`/set-password/${mail.secret}`);
    await expect(page.getByRole("heading", { name: "Welcome, Ingrid" })).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill(password);
    await page.getByLabel("Confirm new password").fill(password);
    await page.getByRole("button", { name: "Set password and activate" }).click();
    await expect(page.getByText("Your password has been set.")).toBeVisible();

    // Exactly the chosen permissions: billing and support, nothing else.
    await signIn(page, email, { password });
    const navigation = mainNavigation(page);
    await expect(navigation.getByRole("link", { name: "Billing" })).toBeVisible();
    await expect(navigation.getByRole("button", { name: "Support" })).toBeVisible();
    await expect(navigation.getByRole("button", { name: "Services" })).toHaveCount(0);
    await page.goto("/account-settings/manage/users");
    await expect(
      page.getByRole("heading", { level: 1, name: "No access to this page" }),
    ).toBeVisible();
    // The no-permissions page has no user menu: sign out by its address.
    await signOutByAddress(page);

    // The administrator adds services to what they may see.
    await resumeSession(
      page,
      ACCOUNTS.admin,
      `/account-settings/manage/users?search=${encodeURIComponent(email)}`,
    );
    const rows = page.getByRole("table", { name: "Users" }).locator("tbody").getByRole("row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Active");
    await rows.first().getByRole("link", { name: "Ingrid Invitee" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Ingrid Invitee" })).toBeVisible();
    const matrix = page.getByRole("form", { name: "Permissions" });
    await expect(matrix.getByLabel("Role").locator("option:checked")).toHaveText("Custom");
    await matrix.getByLabel("Role").selectOption({ label: "Finance" });
    await expect(matrix.getByRole("checkbox", { name: "Services: view" })).toBeChecked();
    await expect(matrix.getByRole("checkbox", { name: "Support: write" })).toBeChecked();
    await matrix.getByRole("button", { name: "Save permissions" }).click();
    await expect(page.getByText("The permissions have been saved.")).toBeVisible();

    // The change is in the log, found by the user filter.
    await page.goto("/account-settings/logs");
    await page.getByLabel("User", { exact: true }).selectOption({ label: "Ingrid Invitee" });
    const entries = page
      .getByRole("table", { name: "Permission changes" })
      .locator("tbody")
      .getByRole("row");
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText("Alice Anders");
    // The permission in the customer's words, as the matrix names it, not its key.
    await expect(entries.first().locator("td").nth(2)).toHaveText(
      "Services: view, Support: write, Company: view",
    );
    await expect(entries.first()).not.toContainText("view_service_module");
    // The log names the preset the administrator chose.
    await expect(entries.first().locator("td").last()).toHaveText("Finance preset");
  });

  test("a user without administration cannot reach user management", async ({ page }) => {
    await resumeSession(page, ACCOUNTS.billing, "/account-settings");
    await expect(page.getByRole("link", { name: "User management" })).toHaveCount(0);
    for (const path of [
      "/account-settings/manage",
      "/account-settings/manage/users",
      "/account-settings/manage/users/invite",
      "/manage/pending-users",
    ]) {
      await page.goto(path);
      await expect(
        page.getByRole("heading", { level: 1, name: "No access to this page" }),
        path,
      ).toBeVisible();
    }
  });

  test("the viewer sees the users but no way to change them", async ({ page }) => {
    await resumeSession(page, ACCOUNTS.viewer, "/account-settings/manage/users");
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Invite a user" })).toHaveCount(0);
    // The permission filter names permissions in words, and its value is the address's.
    const filter = page.getByLabel("Permission", { exact: true });
    await expect(filter.locator("option", { hasText: "write_billing_module" })).toHaveCount(0);
    await filter.selectOption({ label: "Billing: write" });
    await expect(page).toHaveURL(/permission=write_billing_module/);
    await expect(
      page.getByRole("table", { name: "Users" }).getByRole("link", { name: "Victor Vale" }),
    ).toHaveCount(0);
    await page.getByRole("link", { name: "Beatrice Bell" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Beatrice Bell" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Billing: write" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Save permissions" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Deactivate user" })).toHaveCount(0);
  });

  test("a deactivated user's session ends at once", async ({ page, browser, baseURL, request }) => {
    test.setTimeout(90_000);
    const firstname = uniqueFirstname();
    const account = await inviteAccount(request, "deactivated", firstname);
    // A second browser, as if on their own machine.
    const theirs = await browser.newContext(baseURL ? { baseURL } : {});
    const theirPage = await theirs.newPage();
    try {
      await signIn(theirPage, account.email, { password: account.password });

      await resumeSession(
        page,
        ACCOUNTS.admin,
        `/account-settings/manage/users?search=${encodeURIComponent(account.email)}`,
      );
      await page
        .getByRole("table", { name: "Users" })
        .getByRole("link", { name: `${firstname} Tester` })
        .click();
      await page.getByRole("button", { name: "Deactivate user" }).click();
      await expect(
        page.getByText(`${firstname} Tester has been deactivated and signed out.`),
      ).toBeVisible();

      // Their open tab is signed out by its next call (the bell polls every 5 s), untouched.
      await expect(theirPage).toHaveURL(/\/sign-in/, { timeout: 20_000 });
      // And the password no longer signs in.
      await theirPage.getByLabel("Email").fill(account.email);
      await theirPage.getByLabel("Password").fill(account.password);
      await theirPage.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(theirPage).toHaveURL(/\/sign-in/);
      await expect(theirPage.getByRole("alert")).toBeVisible();
    } finally {
      await theirs.close();
    }
  });
});
