import type { Locator, Page } from "@playwright/test";
import { ACCOUNTS } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";
import { resumeSession } from "./harness/portal.ts";
import { createTicketByApi, ticketSection, uniqueToken } from "./harness/tickets.ts";

/**
 * The floating contact button never covers content (issue 11): scrolled to the end of the
 * tickets list and of a ticket, on a desktop and on a phone, the last row's link and the side
 * cards' controls lie clear of the button and take a click (Playwright's click fails when
 * another element would receive it). On a phone the list's rows are stacked, labelled cells,
 * so a ticket's status is on screen without scrolling sideways.
 */

const SIZES = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

function contactButton(page: Page): Locator {
  return page.getByRole("button", { name: "Contact us" });
}

async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** The control is on screen and its box shares no point with the contact button's. */
async function expectClearOfButton(page: Page, control: Locator): Promise<void> {
  await expect(control).toBeInViewport({ ratio: 1 });
  const button = await contactButton(page).boundingBox();
  const box = await control.boundingBox();
  if (button === null || box === null) throw new Error("the button or the control has no box");
  const overlaps =
    box.x < button.x + button.width &&
    button.x < box.x + box.width &&
    box.y < button.y + button.height &&
    button.y < box.y + box.height;
  expect(overlaps, `${JSON.stringify(box)} against the button ${JSON.stringify(button)}`).toBe(
    false,
  );
}

for (const size of SIZES) {
  test.describe(`the contact button on a ${size.name} (${size.width}x${size.height})`, () => {
    test("covers neither the tickets list's last row nor a ticket's side cards", async ({
      page,
      request,
    }) => {
      const ticket = await createTicketByApi(request, uniqueToken(`clear${size.name}`));
      // Signed in on a desktop: the phone's top bar keeps the user menu in its drawer.
      await resumeSession(page, ACCOUNTS.admin);
      await page.setViewportSize({ width: size.width, height: size.height });

      await page.goto("/support/tickets");
      const table = page.getByRole("table", { name: "Tickets" });
      await expect(table.getByRole("rowheader").first()).toBeVisible({ timeout: 15_000 });
      await expect(contactButton(page)).toBeVisible();
      await scrollToEnd(page);
      const lastLink = table.getByRole("rowheader").last().getByRole("link");
      const key = (await lastLink.textContent()) ?? "";
      expect(key).toMatch(/^SUP-\d+$/);
      await expectClearOfButton(page, lastLink);
      await lastLink.click();
      await expect(
        page.getByRole("heading", { level: 1, name: new RegExp(`^${key}: `) }),
      ).toBeVisible({ timeout: 15_000 });

      // A ticket of this test, open, so it has next steps and followers to add.
      await page.goto(`/support/tickets/${ticket.key}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `${ticket.key}: ${ticket.summary}`,
        { timeout: 15_000 },
      );
      const steps = ticketSection(page, "Next steps").getByRole("list", { name: "Next steps" });
      const addColleague = ticketSection(page, /^Followers/).getByRole("button", {
        name: "Add a colleague",
      });
      await expect(steps.getByRole("button").first()).toBeVisible();
      await expect(addColleague).toBeVisible();
      await expect(contactButton(page)).toBeVisible();

      await scrollToEnd(page);
      await addColleague.scrollIntoViewIfNeeded();
      await expectClearOfButton(page, addColleague);
      await addColleague.click();
      await expect(
        page.getByRole("form", { name: "Add a follower" }).getByLabel("Colleague"),
      ).toBeVisible();

      await scrollToEnd(page);
      const lastStep = steps.getByRole("button").last();
      await lastStep.scrollIntoViewIfNeeded();
      await expectClearOfButton(page, lastStep);
      await lastStep.click();
      await expect(
        ticketSection(page, "Next steps").getByRole("textbox", { name: "Comment (optional)" }),
      ).toBeFocused();
    });
  });
}

test.describe("the tickets list on a phone (390x844)", () => {
  test("shows each row as labelled cells, the status on screen without scrolling sideways", async ({
    page,
    request,
  }) => {
    await createTicketByApi(request, uniqueToken("stacked"));
    await resumeSession(page, ACCOUNTS.admin);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/support/tickets");
    const table = page.getByRole("table", { name: "Tickets" });
    const firstRow = table
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader") })
      .first();
    await expect(firstRow).toBeVisible({ timeout: 15_000 });

    // Scrolled down to the row (the filters come first), never sideways.
    const status = firstRow.locator('td[data-label="Status"]');
    await status.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    await expect(status).toBeInViewport({ ratio: 1 });
    await expect(status).not.toBeEmpty();
    // The cell shows its column heading beside its value.
    expect(await status.evaluate((cell) => getComputedStyle(cell, "::before").content)).toContain(
      "Status",
    );

    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  });
});
