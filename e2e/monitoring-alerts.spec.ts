import { ACCOUNTS } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";
import { resumeSession } from "./harness/portal.ts";

/**
 * Alerts (issue 48) against the real server, whose evaluator runs when it starts: the demo's
 * "Dublin uplink light" rule fires on SVC-10009 (its optic receives about -13 dBm on every
 * sample), its alert is listed under Monitoring and its notification reaches the viewer, who
 * reads services but may not change the rules; an administrator adds a rule and removes it.
 * (The EVPL's loss chart is in monitoring.spec.ts.)
 */
test.describe("monitoring alerts", () => {
  test("a demo rule fires on a port: its alert is listed and its notification shown", async ({
    page,
  }) => {
    await resumeSession(page, ACCOUNTS.viewer, "/monitoring");
    await page
      .getByRole("navigation", { name: "Monitoring" })
      .getByRole("link", { name: "Alerts" })
      .click();
    await expect(page).toHaveURL(/\/monitoring\/alerts$/);
    const table = page.getByRole("table", { name: "Alerts" });
    const row = table.getByRole("row").filter({ hasText: "Dublin uplink light" });
    // The evaluation at start may end after the page first loads: the list is read again.
    await expect(async () => {
      await page.reload();
      await expect(row.first()).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(row.first()).toContainText("SVC-10009");
    await expect(row.first()).toContainText("Critical");
    await expect(row.first()).toContainText("Open");
    await expect(row.first()).toContainText(/-1[2-4](\.\d+)? dBm/);

    await page.goto("/notifications");
    await expect(
      page.getByText(/Critical alert: Dublin uplink light on .*\(SVC-10009\)/).first(),
    ).toBeVisible();

    await page.goto("/monitoring/alert-rules");
    await expect(page.getByRole("table", { name: "Alert rules" })).toContainText("Busy ports");
    // The viewer reads the rules but has no control to change them.
    await expect(page.getByRole("button", { name: "Add an alert rule" })).toHaveCount(0);
  });

  test("the add dialog offers the vocabulary's choices and keeps what was typed; a rule added is removed after asking", async ({
    page,
  }) => {
    await resumeSession(page, ACCOUNTS.admin, "/monitoring/alert-rules");
    await page.getByRole("button", { name: "Add an alert rule" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Condition").locator("option")).toHaveText(["Above", "Below"]);
    await expect(dialog.getByLabel("Severity").locator("option")).toHaveText([
      "Critical",
      "Warning",
      "Information",
    ]);
    await expect(dialog.getByLabel("Metric").locator("option")).toContainText([
      "Utilisation (busier direction)",
      "Receive light (weakest lane)",
    ]);
    // Every problem is said at once, each on its field: a blank name with no service chosen.
    await dialog.getByRole("button", { name: "Add rule" }).click();
    await expect(dialog.getByText("Please fill in this field.")).toBeVisible();
    await expect(dialog.getByText("Choose the service the rule watches.")).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    // A refused value is said on its field, and everything typed stays.
    await dialog.getByLabel("Name").fill("Busy EVPLs");
    await dialog.getByLabel("Watches").selectOption({ label: "Every service of a kind" });
    await dialog.getByLabel("Kind of service").selectOption({ label: "EVPLs" });
    await dialog.getByLabel(/^Threshold/).fill("lots");
    await dialog.getByRole("button", { name: "Add rule" }).click();
    await expect(dialog.getByText("Enter a number.")).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveValue("Busy EVPLs");
    await expect(dialog.getByLabel("Kind of service")).toHaveValue("evpl");
    await expect(dialog.getByLabel(/^Threshold/)).toHaveValue("lots");

    // Utilisation below 0 % never fires, so the rule changes nothing other specs read.
    await dialog.getByLabel("Condition").selectOption({ label: "Below" });
    await dialog.getByLabel(/^Threshold/).fill("0");
    await dialog.getByRole("button", { name: "Add rule" }).click();
    await expect(dialog).toBeHidden();
    const rule = page.getByRole("table", { name: "Alert rules" }).getByRole("row", {
      name: /Busy EVPLs/,
    });
    await expect(rule).toHaveCount(1);
    // Removing asks first, saying what ends and what stays.
    await rule.getByRole("button", { name: "Remove" }).click();
    const asking = page.getByRole("dialog", { name: "Remove Busy EVPLs?" });
    await expect(asking).toContainText("its past alerts stay in the history");
    await asking.getByRole("button", { name: "Remove rule" }).click();
    await expect(asking).toBeHidden();
    await expect(rule).toHaveCount(0);
  });
});
