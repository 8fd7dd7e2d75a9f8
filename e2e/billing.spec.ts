import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { ACCOUNTS } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";
import { mainNavigation, resumeSession, signOutByAddress } from "./harness/portal.ts";
import { acmeServices, pdfText, servicesApi } from "./harness/services.ts";

/**
 * The billing module as Acme's people use it (issue 15): the billing-only user finds Billing
 * (and neither Services nor Support), downloads an invoice's PDF and reads it, disputes a
 * charge, and the administrator finds the dispute's ticket in the support desk; a viewer reads
 * invoices but cannot download them. Only this spec disputes: it takes the overdue invoice and
 * leaves the latest (open) one to the download tests. The administrator also downloads a
 * service's order form, and the dispute's ticket links back to its invoice.
 */

interface InvoiceRow {
  readonly id: string;
  readonly number: string;
  readonly total: { readonly amount: string; readonly currency: string };
  readonly lines?: ReadonlyArray<{ readonly id: string; readonly description: string }>;
}

const acmeInvoices = async (
  request: Parameters<typeof servicesApi>[0],
  query: string,
): Promise<ReadonlyArray<InvoiceRow>> =>
  (await servicesApi<{ results: InvoiceRow[] }>(request, `/invoices?${query}`)).results;

interface ServiceMoney {
  readonly mrc: { readonly amount: string };
  readonly nrc: { readonly amount: string };
}

test.describe("billing", () => {
  test("the billing-only user sees Billing alone, opens the latest invoice and reads its PDF", async ({
    page,
    request,
  }) => {
    const [latest] = await acmeInvoices(request, "limit=1");
    if (latest === undefined) throw new Error("Acme has no invoice");
    await resumeSession(page, ACCOUNTS.billing);
    const nav = mainNavigation(page);
    await expect(nav.getByRole("link", { name: "Billing" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Services" })).toHaveCount(0);
    await expect(nav.getByRole("button", { name: "Support" })).toHaveCount(0);

    await nav.getByRole("link", { name: "Billing" }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Balance due" })).toContainText("£");
    await expect(
      page.getByRole("list", { name: "Invoiced per month" }).getByRole("listitem"),
    ).toHaveCount(12);

    await page
      .getByRole("region", { name: "Latest invoice" })
      .getByRole("link", { name: latest.number })
      .click();
    await expect(page).toHaveURL(new RegExp(`/billing/invoices/${latest.id}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: `Invoice ${latest.number}` }),
    ).toBeVisible();

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download PDF" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${latest.number}.pdf`);
    await expect(page.getByText(`Saved as ${download.suggestedFilename()}.`)).toBeVisible();
    const text = (await pdfText(await readFile(await download.path()))).split("\n");
    expect(text).toContain(`Invoice ${latest.number}`);
    const total = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(
      Number(latest.total.amount),
    );
    expect(text[text.indexOf("Total") + 1]).toBe(total);
  });

  test("the spend chart draws a bar for every month, its labels above the caption", async ({
    page,
  }) => {
    await resumeSession(page, ACCOUNTS.billing, "/billing");
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await expectBarsAboveTheirCaption(page);
    }
  });

  async function expectBarsAboveTheirCaption(page: Page) {
    const chart = page.getByRole("figure");
    const months = chart.getByRole("list", { name: "Invoiced per month" }).getByRole("listitem");
    await expect(months).toHaveCount(12);
    // Acme is invoiced every month: each bar has a height.
    const bars = await months
      .locator("span[title]")
      .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().height));
    expect(bars).toHaveLength(12);
    for (const height of bars) expect(height).toBeGreaterThan(0);
    // The months stand side by side in one row, and their names end above the caption.
    const labels = await months
      .locator("span[aria-hidden=true]:not([title])")
      .evaluateAll((nodes) =>
        nodes.map((node) => {
          const box = node.getBoundingClientRect();
          return { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
        }),
      );
    expect(labels).toHaveLength(12);
    const caption = await chart.locator("figcaption").boundingBox();
    if (caption === null) throw new Error("the chart has no caption on screen");
    const oneLine = (labels[0]?.bottom ?? 0) - (labels[0]?.top ?? 0);
    labels.forEach((label, index) => {
      expect(label.bottom, `the label of month ${index + 1}`).toBeLessThanOrEqual(caption.y);
      // No name is broken over two lines ("Ma" above "y").
      expect(label.bottom - label.top).toBe(oneLine);
      const next = labels[index + 1];
      if (next !== undefined) expect(label.right).toBeLessThanOrEqual(next.left);
    });
  }

  test("a charge is disputed with a file, and the administrator finds its ticket in the support desk", async ({
    page,
    request,
  }) => {
    const [overdue] = await acmeInvoices(request, "status=overdue");
    if (overdue === undefined) throw new Error("Acme has no overdue invoice");
    await resumeSession(page, ACCOUNTS.billing, "/billing/invoices?status=overdue");
    await page
      .getByRole("table", { name: "Invoices" })
      .getByRole("link", { name: overdue.number })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: `Invoice ${overdue.number}` }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Dispute this invoice" }).click();
    const dialog = page.getByRole("dialog", { name: `Dispute ${overdue.number}` });
    await dialog.getByRole("button", { name: "Send dispute" }).click();
    await expect(dialog.getByText("Say why you dispute the invoice.")).toBeVisible();
    await dialog
      .getByLabel("Why do you dispute it?")
      .fill("The support plan was cancelled in the summer.");
    await dialog.getByRole("checkbox", { name: /NOC support plan/ }).check();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "cancellation.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("Cancelled by e-mail on 2 July.\n"),
    });
    await expect(dialog.getByText("cancellation.txt").first()).toBeVisible();
    await dialog.getByRole("button", { name: "Send dispute" }).click();
    await expect(dialog).toHaveCount(0);
    const dispute = page.getByRole("region", { name: "Dispute" });
    await expect(dispute).toContainText("The support plan was cancelled in the summer.");
    await expect(page.getByText("Disputed").first()).toBeVisible();
    const ticket = (await dispute.getByText(/^SUP-\d+$/).textContent()) ?? "";
    expect(ticket).toMatch(/^SUP-\d+$/);
    // Billing-only: the ticket is named but not a link to a desk this user cannot open.
    await expect(dispute.getByRole("link", { name: ticket })).toHaveCount(0);

    await signOutByAddress(page);
    await resumeSession(page, ACCOUNTS.admin, `/billing/invoices/${overdue.id}`);
    await page.getByRole("region", { name: "Dispute" }).getByRole("link", { name: ticket }).click();
    await expect(page).toHaveURL(new RegExp(`/support/tickets/${ticket}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: `Dispute of invoice ${overdue.number}` }),
    ).toBeVisible();
    await expect(page.getByText("cancellation.txt").first()).toBeVisible();
    // The ticket shows its invoice as a link back to it for someone who may read billing.
    await page.getByRole("link", { name: overdue.number }).click();
    await expect(page).toHaveURL(new RegExp(`/billing/invoices/${overdue.id}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: `Invoice ${overdue.number}` }),
    ).toBeVisible();
  });

  test("the administrator downloads a service's order form from its page and reads it", async ({
    page,
    request,
  }) => {
    const [evpl] = await acmeServices(request, "type=evpl");
    if (evpl === undefined) throw new Error("Acme has no EVPL");
    const service = await servicesApi<ServiceMoney>(request, `/services/${evpl.id}`);
    await resumeSession(page, ACCOUNTS.admin, `/services/${evpl.id}`);
    const contract = page.getByRole("region", { name: "Contract" });
    const downloading = page.waitForEvent("download");
    await contract.getByRole("button", { name: "Download order form" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Order-form-${evpl.id}.pdf`);
    await expect(contract.getByText(`Saved as ${download.suggestedFilename()}.`)).toBeVisible();
    const text = (await pdfText(await readFile(await download.path()))).split("\n");
    expect(text).toContain(`Order form ${evpl.id}`);
    const pounds = (amount: string) =>
      new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(Number(amount));
    expect(text[text.indexOf("Monthly recurring charge (MRC)") + 1]).toBe(
      pounds(service.mrc.amount),
    );
    expect(text[text.indexOf("One-off installation charge (NRC)") + 1]).toBe(
      pounds(service.nrc.amount),
    );
    expect(text[text.indexOf("Term") + 1]).toMatch(/months?$|^Month to month$/);
  });

  test("a viewer reads invoices but is told why there is no download or dispute", async ({
    page,
    request,
  }) => {
    const [latest] = await acmeInvoices(request, "limit=1");
    if (latest === undefined) throw new Error("Acme has no invoice");
    await resumeSession(page, ACCOUNTS.viewer, `/billing/invoices/${latest.id}`);
    await expect(
      page.getByRole("heading", { level: 1, name: `Invoice ${latest.number}` }),
    ).toBeVisible();
    await expect(page.getByRole("table", { name: "Charges" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Download PDF" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Dispute this invoice" })).toHaveCount(0);
    await expect(page.getByText("needs the billing write permission")).toBeVisible();

    const [service] = await acmeServices(request, "type=port");
    await page.goto(`/services/${service?.id}`);
    const contract = page.getByRole("region", { name: "Contract" });
    await expect(
      contract.getByText("Downloading the order form needs the billing write permission"),
    ).toBeVisible();
    await expect(contract.getByRole("button", { name: "Download order form" })).toHaveCount(0);
  });

  test("Globex cannot open Acme's invoice", async ({ page, request }) => {
    const [latest] = await acmeInvoices(request, "limit=1");
    await resumeSession(page, ACCOUNTS.globexAdmin, `/billing/invoices/${latest?.id}`);
    await expect(page.getByText("Not found.")).toBeVisible();
  });
});
