import { ACCOUNTS } from "./harness/accounts.ts";
import { setPermissionsByApi } from "./harness/api.ts";
import { expect, test } from "./harness/fixtures.ts";
import { resumeSession } from "./harness/portal.ts";

/**
 * A link whose filter value the list does not know (an old bookmark, an edited address) shows
 * the list without it and says so, instead of an error in place of the list (issue 11).
 */
test.describe("filter values the list does not know", () => {
  test("are dropped from the address with a notice, and the list still shows", async ({
    page,
    request,
    invitedAccount,
  }) => {
    // The permission log shows a change of this test's own, whatever else has run before it
    // (alone, the demo data has none, and the log shows its empty state instead of a table).
    await setPermissionsByApi(request, invitedAccount.email, [
      "view_service_module",
      "view_billing_module",
    ]);
    await resumeSession(
      page,
      ACCOUNTS.admin,
      "/support/tickets?status=bogus&created_from=2026-13-45&text=a",
    );
    const notice = page.getByRole("status").filter({ hasText: "Some filters were left out" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Status "bogus"');
    await expect(notice).toContainText('Created from "2026-13-45"');
    await expect(page).toHaveURL(/\/support\/tickets\?text=a$/);
    await expect(page.getByRole("table", { name: "Tickets" })).toBeVisible();
    await expect(page.getByText("Bad Request")).toHaveCount(0);

    await page.goto("/support/maintenances?state=sideways");
    await expect(page.getByRole("status").filter({ hasText: 'State "sideways"' })).toBeVisible();
    await expect(page).toHaveURL(/\/support\/maintenances$/);
    await expect(page.getByText("Bad Request")).toHaveCount(0);

    await page.goto("/account-settings/manage/users?status=sleeping");
    await expect(page.getByRole("status").filter({ hasText: 'Status "sleeping"' })).toBeVisible();
    await expect(page.getByRole("table", { name: "Users" })).toBeVisible();

    await page.goto("/account-settings/logs?date_from=2026-13-45&user=ada");
    const logsNotice = page.getByRole("status").filter({ hasText: 'From "2026-13-45"' });
    await expect(logsNotice).toBeVisible();
    await expect(logsNotice).toContainText('User "ada"');
    await expect(page).toHaveURL(/\/account-settings\/logs$/);
    await expect(page.getByRole("table", { name: "Permission changes" })).toBeVisible();
  });

  test("a list the server filters by one value drops a comma list with a notice", async ({
    page,
  }) => {
    // `?status=active,ended` is a good value for the lists that take several (tickets,
    // services, invoices); these three take one, and the server would refuse the whole list.
    await resumeSession(page, ACCOUNTS.admin, "/services/contract?status=active,ended");
    await expect(
      page.getByRole("status").filter({ hasText: 'Status "active,ended"' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/services\/contract$/);
    await expect(page.getByRole("table", { name: "Contract lines" })).toBeVisible();

    await page.goto("/radio-frequency/devices?status=enabled,disabled");
    await expect(
      page.getByRole("status").filter({ hasText: 'Status "enabled,disabled"' }),
    ).toBeVisible();
    await expect(page.getByRole("table", { name: "Radio devices" })).toBeVisible();

    await page.goto("/radio-frequency/logs?kind=status_change,threshold_crossing");
    await expect(
      page.getByRole("status").filter({ hasText: 'Kind "status_change,threshold_crossing"' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/radio-frequency\/logs$/);
    await expect(page.getByText("could not be loaded")).toHaveCount(0);
    await expect(page.getByText("Bad Request")).toHaveCount(0);
  });
});
