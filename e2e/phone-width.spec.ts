import { ACCOUNTS } from "./harness/accounts.ts";
import { signInByApi } from "./harness/api.ts";
import { expect, test } from "./harness/fixtures.ts";
import { resumeSession } from "./harness/portal.ts";
import { createTicketByApi, uniqueToken } from "./harness/tickets.ts";

/**
 * On a 390 px wide phone the list pages fit the screen's width (issue 11): the document is
 * no wider than the viewport, so nothing (a table card, a filter row, the pager) makes the
 * whole page scroll sideways. Each page is measured once its first entry is on screen, with a
 * ticket whose summary holds a long unbroken word (a pasted reference) among the newest
 * records: such a word once widened a table card, and the support overview, past the screen.
 * A service's page is measured with a long name the customer gave it, one run a line cannot
 * break: it once widened the page by half again.
 */

const PHONE = { width: 390, height: 844 } as const;

const LIST_PAGES = [
  { path: "/support", account: ACCOUNTS.admin, title: "Support" },
  { path: "/support/tickets", account: ACCOUNTS.admin, title: "Tickets" },
  { path: "/support/maintenances", account: ACCOUNTS.admin, title: "Maintenances" },
  { path: "/support/outages", account: ACCOUNTS.admin, title: "Outages" },
  { path: "/notifications", account: ACCOUNTS.admin, title: "Notifications" },
  { path: "/notifications/history", account: ACCOUNTS.admin, title: "Notification history" },
] as const;

for (const list of LIST_PAGES) {
  test(`${list.path} is no wider than a ${PHONE.width} px phone`, async ({ page, request }) => {
    // About 60 characters without a break: wider than a phone's table cell.
    await createTicketByApi(request, uniqueToken("widthcheckreferencenumber0123456789"));
    // Signed in on a desktop: the phone's top bar keeps the user menu in its drawer.
    await resumeSession(page, list.account);
    await page.setViewportSize(PHONE);
    await page.goto(list.path);
    await expect(page.getByRole("heading", { level: 1, name: list.title })).toBeVisible({
      timeout: 15_000,
    });
    // The first entry of the list (a table's row or a list's item) is on screen.
    await expect(page.getByRole("main").locator("tbody tr, ul > li").first()).toBeVisible({
      timeout: 15_000,
    });

    const widths = await page.evaluate(() => ({
      document: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
      viewport: window.innerWidth,
      // A table card that scrolls sideways inside itself hides the end of its rows just the same.
      widestCardOverflow: Math.max(
        0,
        ...Array.from(document.querySelectorAll("main table"), (table) => {
          const card = table.parentElement as HTMLElement;
          return card.scrollWidth - card.clientWidth;
        }),
      ),
    }));
    expect(widths.viewport).toBe(PHONE.width);
    expect(widths.document, `the page is ${widths.document} px wide`).toBeLessThanOrEqual(
      widths.viewport,
    );
    expect(widths.widestCardOverflow, "a table card scrolls sideways by this many px").toBe(0);
  });
}

test(`/notifications leaves an unread notification's message the row's width on a ${PHONE.width} px phone`, async ({
  page,
}) => {
  // Globex's admin has unread notifications that no other test of the run reads.
  await resumeSession(page, ACCOUNTS.globexAdmin);
  await page.setViewportSize(PHONE);
  await page.goto("/notifications");
  const unread = page
    .getByRole("main")
    .getByRole("list", { name: "Notifications" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: /^Mark as read/ }) })
    .first();
  await expect(unread).toBeVisible({ timeout: 15_000 });
  // Beside the message, the button once took nearly half the row: the message ran a few
  // words a line. Under it, the message has the row's width.
  const widths = await unread.evaluate((row) => ({
    row: row.getBoundingClientRect().width,
    message: (row.querySelector("[data-read]") as HTMLElement).getBoundingClientRect().width,
  }));
  expect(
    widths.message,
    `the message has ${widths.message} of ${widths.row} px`,
  ).toBeGreaterThanOrEqual(widths.row * 0.9);
});

test(`a service's page fits a ${PHONE.width} px phone with a long name of the customer's own`, async ({
  page,
  request,
}) => {
  // A NOC's naming: one run of 60 characters joined by underscores, which a line may not
  // break at. Globex's first service, which no other test of the run renames or reads.
  const { access } = await signInByApi(request, ACCOUNTS.globexAdmin);
  const headers = { authorization: `Bearer ${access}` };
  const listed = await request.get("/v2/services?offset=0&limit=1", { headers });
  const service = ((await listed.json()) as { results: { id: string }[] }).results[0];
  if (service === undefined) throw new Error("Globex has no service");
  const name = "globex_prod_eu_west_2_direct_connect_primary_orders_platform";
  const renamed = await request.post(`/v2/services/${service.id}/update_custom_name`, {
    headers,
    data: { custom_name: name },
  });
  expect(renamed.status()).toBe(200);

  await resumeSession(page, ACCOUNTS.globexAdmin, `/services/${service.id}`);
  await page.setViewportSize(PHONE);
  const about = page.getByRole("region", { name: "About this service" });
  await expect(about.getByText(name)).toBeVisible();
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.document, "the page is this many px wide").toBeLessThanOrEqual(widths.viewport);
});
