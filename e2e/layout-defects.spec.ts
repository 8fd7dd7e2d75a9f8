import type { Locator, Page } from "@playwright/test";
import { ACCOUNTS } from "./harness/accounts.ts";
import { signInByApi } from "./harness/api.ts";
import { expect, test } from "./harness/fixtures.ts";
import { resumeSession } from "./harness/portal.ts";

/**
 * Layout defects of issue 40 that the audit (layout-audit.spec.ts) does not name by itself:
 * what belongs to another page, what waits for an answer, what only a click opens, and what a
 * chart draws on its canvas.
 */

const DESKTOP = { width: 1280, height: 800 } as const;
const PHONE = { width: 390, height: 844 } as const;

/** The box of a locator, which must be on the page. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (found === null) throw new Error(`${locator} has no box`);
  return found;
}

/** An invoice of Acme that may still be disputed (open or overdue), by its number. */
async function disputableInvoice(page: Page): Promise<string> {
  const { access } = await signInByApi(page.request, ACCOUNTS.admin);
  const response = await page.request.get("/v2/invoices?status=open", {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as {
    results: ReadonlyArray<{ id: string; status: string }>;
  };
  const invoice = results.find((candidate) => candidate.status === "open");
  if (invoice === undefined) throw new Error("the seed has no open invoice");
  return invoice.id;
}

test("an invoice's page shows no tabs of the billing overview", async ({ page }) => {
  const invoice = await disputableInvoice(page);
  await resumeSession(page, ACCOUNTS.admin, `/billing/invoices/${invoice}`);
  await expect(page.getByRole("heading", { level: 1, name: `Invoice ${invoice}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Charges" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Billing" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Overview", exact: true })).toHaveCount(0);
});

for (const size of [DESKTOP, PHONE]) {
  test(`the dispute dialog fits a ${size.width}x${size.height} window with its buttons in sight`, async ({
    page,
  }) => {
    const invoice = await disputableInvoice(page);
    // Signed in on a desktop (a phone's top bar keeps the user menu in its drawer).
    await resumeSession(page, ACCOUNTS.admin, `/billing/invoices/${invoice}`);
    await page.setViewportSize(size);
    await page.getByRole("button", { name: "Dispute this invoice" }).click();
    const dialog = page.getByRole("dialog", { name: `Dispute ${invoice}` });
    await expect(dialog.getByRole("button", { name: "Send dispute" })).toBeVisible();
    const drawn = await box(dialog);
    expect(drawn.y).toBeGreaterThanOrEqual(0);
    expect(drawn.y + drawn.height).toBeLessThanOrEqual(size.height);
    // Sending and cancelling are on screen without scrolling, however many charges it lists.
    await expect(dialog.getByRole("button", { name: "Send dispute" })).toBeInViewport({
      ratio: 1,
    });
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeInViewport({ ratio: 1 });
  });
}

test.describe("while the cookie banner waits for an answer", () => {
  test.use({ consent: "undecided" });

  for (const size of [DESKTOP, PHONE]) {
    test(`it covers neither the footer nor the contact button at ${size.width} px`, async ({
      page,
    }) => {
      await resumeSession(page, ACCOUNTS.admin, "/account-settings/change-password");
      await page.setViewportSize(size);
      const banner = page.getByRole("region", { name: "Cookies on this portal" });
      await expect(banner).toBeVisible();
      const contact = page.getByRole("button", { name: "Contact us" });
      await expect(contact).toBeVisible();
      const footerLinks = page.getByRole("contentinfo").getByRole("link");
      // At the end of the page the footer's links and the contact button sit above the banner,
      // not under it: what lies under it, scrolled to the end again until the page has settled
      // at this width (a scroll before the resize's re-render ended fell short of the end once
      // in CI, leaving the sticky banner over the footer mid-page).
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          const bannerTop = (await box(banner)).y;
          const covered: string[] = [];
          for (const link of await footerLinks.all()) {
            const drawn = await box(link);
            if (drawn.y + drawn.height > bannerTop) covered.push(await link.innerText());
          }
          const button = await box(contact);
          if (button.y + button.height > bannerTop) covered.push("Contact us");
          return covered;
        })
        .toEqual([]);
    });
  }

  test("the sign-in page's footer is above the banner", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/sign-in");
    const banner = page.getByRole("region", { name: "Cookies on this portal" });
    await expect(banner.getByRole("button", { name: "Accept" })).toBeEnabled();
    const bannerTop = (await box(banner)).y;
    const footer = await box(page.getByRole("contentinfo"));
    expect(footer.y + footer.height).toBeLessThanOrEqual(bannerTop + 1);
  });
});

test("a traffic chart writes its times as the portal does and starts at zero", async ({ page }) => {
  const { access } = await signInByApi(page.request, ACCOUNTS.admin);
  const services = await page.request.get("/v2/services?limit=1", {
    headers: { authorization: `Bearer ${access}` },
  });
  const first = ((await services.json()) as { results: ReadonlyArray<{ id: string }> }).results[0];
  if (first === undefined) throw new Error("the seed has no service");
  await page.setViewportSize(DESKTOP);
  await resumeSession(page, ACCOUNTS.admin, `/services/${first.id}/metrics`);
  const chart = page.getByTestId("chart-canvas").first();
  const canvas = chart.locator("canvas");
  await expect(canvas).toBeVisible();
  // The value axis starts at zero, whatever the lowest traffic.
  await expect(chart).toHaveAttribute("data-value-floor", "0");
  const drawn = await box(canvas);
  await page.mouse.move(drawn.x + drawn.width / 2, drawn.y + drawn.height / 2);
  // The legend's time under the pointer: "Dec 05, 2026 14:05", never "2026-12-05 2:05pm".
  const time = chart.locator(".u-legend .u-series").first().locator(".u-value");
  await expect(time).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}$/);
});
