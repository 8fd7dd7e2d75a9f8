import type { Page } from "@playwright/test";
import { ACCOUNTS } from "./harness/accounts.ts";
import { expectNoSeriousViolations } from "./harness/axe.ts";
import { expect, test } from "./harness/fixtures.ts";
import { resumeSession } from "./harness/portal.ts";

/**
 * axe finds no serious or critical violation on the services pages (issue 14): the lists, a
 * service's overview with its rename form and the cease dialog open, a service's tickets, a
 * network service and a contract line, as Acme's admin; the dashboard with its services card;
 * and the list on a phone, where its rows stack as labelled cells.
 */

const PHONE = { width: 390, height: 844 } as const;

/** Waits until no part of the page still says it is loading. */
async function loaded(page: Page): Promise<void> {
  await expect(page.getByRole("status").filter({ hasText: /Loading/ })).toHaveCount(0);
  await expect(page.getByText(/^Loading .*…$/)).toHaveCount(0);
}

async function checked(page: Page, path: string, table: string | null): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  if (table !== null) {
    await expect(
      page.getByRole("table", { name: table }).getByRole("rowheader").first(),
    ).toBeVisible();
  }
  await loaded(page);
  await expectNoSeriousViolations(page, path);
}

test.describe("services accessibility (axe)", () => {
  test("the lists, a network service, a contract line and the dashboard card", async ({ page }) => {
    // Five pages, each scanned by axe: about 20 s alone, 31 s once in CI on a busy machine.
    test.slow();
    await resumeSession(page, ACCOUNTS.admin);
    await expect(page.getByRole("heading", { name: "Your services", exact: true })).toBeVisible();
    await loaded(page);
    await expectNoSeriousViolations(page, "/dashboard with the services card");

    await checked(page, "/services", "Services");
    await checked(page, "/services?status=melted", "Services");
    await checked(page, "/services/other", "Other services");
    await checked(page, "/services/network", "Network services");
    await page
      .getByRole("table", { name: "Network services" })
      .getByRole("rowheader")
      .first()
      .getByRole("link")
      .click();
    await expect(page).toHaveURL(/\/services\/network\/.+/);
    await loaded(page);
    await expectNoSeriousViolations(page, "/services/network/:id");
    await checked(page, "/services/contract", "Contract lines");
    await page
      .getByRole("table", { name: "Contract lines" })
      .getByRole("rowheader")
      .first()
      .getByRole("link")
      .click();
    await expect(page).toHaveURL(/\/services\/contract\/.+/);
    await loaded(page);
    await expectNoSeriousViolations(page, "/services/contract/:id");
  });

  test("a service's overview, its rename form, the cease dialog and its tickets", async ({
    page,
  }) => {
    await resumeSession(page, ACCOUNTS.admin);
    await checked(page, "/services/SVC-10001", "Connections over this service");
    await page.getByRole("button", { name: "Rename" }).click();
    await page.getByLabel("Your name for this service").fill(" ");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByText("Please fill in this field.")).toBeVisible();
    await expectNoSeriousViolations(page, "/services/:id rename refused");
    await page.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("button", { name: "Request cease" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("option").nth(1)).toBeAttached();
    await dialog.getByRole("button", { name: "Request cease" }).click();
    await expect(dialog.getByText("Choose why the service should be ceased.")).toBeVisible();
    await expectNoSeriousViolations(page, "/services/:id cease dialog refused");
    await dialog.getByRole("button", { name: "Keep the service" }).click();
    await expect(dialog).toBeHidden();

    await checked(page, "/services/SVC-10001/tickets", "Tickets about this service");
  });

  test("the list on a phone", async ({ page }) => {
    await resumeSession(page, ACCOUNTS.viewer);
    await page.setViewportSize(PHONE);
    await checked(page, "/services", "Services");
  });
});
