import { readFile } from "node:fs/promises";
import { ACCOUNTS } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";
import { resumeSession } from "./harness/portal.ts";
import { pdfText } from "./harness/services.ts";

/**
 * Costs a customer can plan with (issue 47): a cost centre and purchase order set on a
 * service's page reach the next invoice (through a change of the service, which the server
 * bills onto it), its PDF and the CSV export; the overview's estimate adds up. Only this spec
 * changes SVC-10019 (its term) and its billing references.
 */

/** "£1,234.56" or "-£5.00" in minor units, as the page prints money. */
function minorOf(printed: string): number {
  const digits = printed.replace(/[^\d.-]/gu, "");
  const [whole = "0", fraction = ""] = digits.replace("-", "").split(".");
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return digits.startsWith("-") ? -minor : minor;
}

test.describe("costs a customer can plan with", () => {
  test("a cost centre set on a service is printed on the next invoice's PDF and in the CSV", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await resumeSession(page, ACCOUNTS.admin, "/services/SVC-10019");
    const references = page.getByRole("region", { name: "Billing references" });
    await references.getByRole("button", { name: "Edit billing references" }).click();
    await references.getByLabel("Cost centre").fill("CC-E2E-47");
    await references.getByLabel("Purchase order").fill("PO-E2E-47");
    await references.getByRole("button", { name: "Save references" }).click();
    await expect(references.getByText("Saved.", { exact: false })).toBeVisible();
    await expect(references).toContainText("CC-E2E-47");
    await expect(references).toContainText("PO-E2E-47");

    // A change of the service is billed onto the next invoice with its references.
    await page.getByRole("button", { name: "Change speed or term" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Term").selectOption("36");
    await dialog.getByRole("button", { name: "See the price" }).click();
    await dialog.getByRole("button", { name: "Confirm change" }).click();
    const received = dialog.getByText(/Change CHG-\d{5} received/u);
    await expect(received).toBeVisible();
    const reference = /CHG-\d{5}/u.exec((await received.textContent()) ?? "")?.[0] ?? "";
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    const changes = page.getByRole("table", { name: "Changes of this service" });
    await expect(changes.getByText("Done")).toBeVisible({ timeout: 60_000 });

    await page.goto("/billing/invoices?cost_centre=CC-E2E-47");
    const invoices = page.getByRole("table");
    await expect(invoices.getByRole("link")).toHaveCount(1);
    const downloadingCsv = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const csv = await readFile(await (await downloadingCsv).path(), "utf8");
    const row = csv.split("\r\n").find((line) => line.includes(reference));
    expect(row).toContain("SVC-10019");
    expect(row).toContain("CC-E2E-47");
    expect(row).toContain("PO-E2E-47");

    await invoices.getByRole("link").first().click();
    const charges = page.getByRole("table", { name: "Charges" });
    await expect(charges.getByRole("row").filter({ hasText: reference })).toContainText(
      "CC-E2E-47",
    );
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download PDF" }).click();
    const text = await pdfText(await readFile(await (await downloading).path()));
    expect(text).toContain("Cost centre CC-E2E-47");
    // The line's cost centre over its purchase order, in the "Cost centre / PO" column.
    expect(text).toMatch(/CC-E2E-47 \/\s+PO-E2E-47/u);
    expect(text).toContain(reference);
  });

  test("the billing overview's estimate is the sum of the service charges it shows, plus tax", async ({
    page,
  }) => {
    await resumeSession(page, ACCOUNTS.admin, "/billing");
    const estimate = page.getByRole("region", { name: "Next invoice (estimate)" });
    const table = estimate.getByRole("table", { name: "Estimated charges" });
    await expect(table).toBeVisible();
    const amounts = await table.locator("[data-estimate-amount]").allTextContents();
    expect(amounts.length).toBeGreaterThan(0);
    const figures = await estimate
      .getByLabel("Estimated totals")
      .locator("dt, dd")
      .allTextContents();
    const figure = (label: RegExp) => {
      const index = figures.findIndex((each) => label.test(each));
      return minorOf(figures[index + 1] ?? "");
    };
    const sum = amounts.reduce((total, amount) => total + minorOf(amount), 0);
    expect(figure(/^Subtotal$/u)).toBe(sum);
    expect(figure(/^Estimated total$/u)).toBe(sum + figure(/^Tax/u));
  });
});
