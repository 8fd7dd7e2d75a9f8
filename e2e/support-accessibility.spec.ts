import type { Page } from "@playwright/test";
import { ACCOUNTS } from "./harness/accounts.ts";
import { expectNoSeriousViolations } from "./harness/axe.ts";
import { expect, test } from "./harness/fixtures.ts";
import { resumeSession } from "./harness/portal.ts";
import {
  chooseFiles,
  commentByApi,
  createTicketByApi,
  textFile,
  ticketSection,
  uniqueToken,
} from "./harness/tickets.ts";

/**
 * axe finds no serious or critical violation on any page of the support desk (issue 5): the
 * overview, the ticket list, a ticket, the new-ticket form, the maintenance and outage lists
 * and one of each, as Acme's admin; the new-ticket form showing its messages after a refused
 * submit; the reply box showing a refused file; a ticket as the read-only viewer; and the
 * lists on a phone, where their rows stack as labelled cells.
 */

const PHONE = { width: 390, height: 844 } as const;

/** Waits until no part of the page still says it is loading. */
async function loaded(page: Page): Promise<void> {
  await expect(page.getByRole("status").filter({ hasText: /Loading/ })).toHaveCount(0);
  await expect(page.getByText(/^Loading .*…$/)).toHaveCount(0);
}

/** Opens the first row's link of the list table `name` and waits for its page. */
async function openFirstRow(page: Page, name: string): Promise<void> {
  const link = page.getByRole("table", { name }).getByRole("rowheader").first().getByRole("link");
  const reference = (await link.textContent()) ?? "";
  await link.click();
  await expect(
    page.getByRole("heading", { level: 1, name: new RegExp(`^${reference}: `) }),
  ).toBeVisible();
  await loaded(page);
}

test.describe("support desk accessibility (axe)", () => {
  test("the overview, the ticket list and its filters", async ({ page, request }) => {
    await createTicketByApi(request, uniqueToken("axelist"));
    await resumeSession(page, ACCOUNTS.admin, "/support");
    await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Open tickets" }).getByRole("listitem").first(),
    ).toBeVisible();
    await loaded(page);
    await expectNoSeriousViolations(page, "/support");

    await page.goto("/support/tickets");
    await expect(page.getByRole("heading", { level: 1, name: "Tickets" })).toBeVisible();
    await expect(
      page.getByRole("table", { name: "Tickets" }).getByRole("rowheader").first(),
    ).toBeVisible();
    await expectNoSeriousViolations(page, "/support/tickets");

    const filters = page.getByRole("search", { name: "Ticket filters" });
    await filters.getByRole("button", { name: "More filters" }).click();
    await expect(filters.getByLabel("Request type")).toBeEnabled();
    await filters.getByLabel("Request type").selectOption({ label: "Billing question" });
    await expect(filters.getByLabel("Classification")).toBeEnabled();
    await expectNoSeriousViolations(page, "/support/tickets with more filters open");

    await filters.getByLabel("Status").selectOption({ label: "Closed" });
    await filters
      .getByRole("searchbox", { name: "Search tickets" })
      .fill("no-such-ticket-anywhere");
    await expect(page.getByText("No tickets match these filters.")).toBeVisible();
    await expectNoSeriousViolations(page, "/support/tickets with no match");
  });

  test("a ticket, its next steps and its followers form", async ({ page, request }) => {
    const token = uniqueToken("axeticket");
    const ticket = await createTicketByApi(request, token);
    await commentByApi(request, ticket.key, [`First reply about ${token}.`]);
    await resumeSession(page, ACCOUNTS.admin, `/support/tickets/${ticket.key}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${ticket.key}: ${ticket.summary}`,
    );
    await expect(
      ticketSection(page, "Activity").getByRole("article", { name: "Alice Anders replied" }),
    ).toBeVisible();
    await expect(
      ticketSection(page, "Next steps").getByRole("list", { name: "Next steps" }),
    ).toBeVisible();
    await loaded(page);
    await expectNoSeriousViolations(page, `/support/tickets/${ticket.key}`);

    const steps = ticketSection(page, "Next steps");
    await steps.getByRole("list", { name: "Next steps" }).getByRole("button").first().click();
    await expect(steps.getByRole("textbox", { name: "Comment (optional)" })).toBeFocused();
    await ticketSection(page, /^Followers/)
      .getByRole("button", { name: "Add a colleague" })
      .click();
    await expect(
      page.getByRole("form", { name: "Add a follower" }).getByLabel("Colleague"),
    ).toBeEnabled();
    await expectNoSeriousViolations(page, "a ticket with a step chosen and a follower being added");
  });

  test("the reply box showing a refused file", async ({ page, request }) => {
    const ticket = await createTicketByApi(request, uniqueToken("axerefused"));
    await resumeSession(page, ACCOUNTS.admin, `/support/tickets/${ticket.key}`);
    const replyBox = ticketSection(page, "Add a reply");
    await chooseFiles(page, replyBox, textFile("setup.exe", "MZ not really a program"));
    await expect(
      replyBox.getByRole("alert").filter({ hasText: "cannot be uploaded" }).getByRole("listitem"),
    ).toHaveText(['"setup.exe" cannot be uploaded: .exe files are blocked.']);
    await replyBox.getByRole("button", { name: "Send reply" }).click();
    await expect(replyBox.getByText("Write a reply or attach a file.")).toBeVisible();
    await loaded(page);
    await expectNoSeriousViolations(page, "the reply box with a refused file");
  });

  test("the new-ticket form, before and after a refused submit", async ({ page }) => {
    await resumeSession(page, ACCOUNTS.admin, "/support/tickets/create");
    await expect(page.getByRole("heading", { level: 1, name: "New ticket" })).toBeVisible();
    await expect(page.getByRole("radio").first()).toBeVisible();
    await expectNoSeriousViolations(page, "/support/tickets/create");

    await page.getByRole("radio", { name: /Technical issue/ }).check();
    const form = page.getByRole("form", { name: "New ticket" });
    await expect(form.getByLabel("Classification")).toBeEnabled();
    await expectNoSeriousViolations(page, "the new-ticket form of a technical issue");

    await form.getByRole("button", { name: "Create ticket" }).click();
    await expect(form.getByLabel("Service")).toBeFocused();
    await expect(form.getByLabel("Summary")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Description")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Service")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Choose the service this is about.")).toBeVisible();
    await expectNoSeriousViolations(page, "the new-ticket form after a refused submit");

    // The draft is thrown away, so later runs start from an empty form.
    await page.getByRole("button", { name: "Discard draft" }).click();
    await expect(page.getByRole("radio", { name: /Technical issue/ })).not.toBeChecked();
  });

  test("maintenances and outages, the lists and one of each", async ({ page }) => {
    await resumeSession(page, ACCOUNTS.admin, "/support/maintenances");
    await expect(page.getByRole("heading", { level: 1, name: "Maintenances" })).toBeVisible();
    await expect(
      page.getByRole("table", { name: "Maintenances" }).getByRole("rowheader").first(),
    ).toBeVisible();
    await expectNoSeriousViolations(page, "/support/maintenances");
    await openFirstRow(page, "Maintenances");
    await expect(page.getByRole("region", { name: "Affected services" })).toBeVisible();
    await expectNoSeriousViolations(page, "a maintenance");

    await page.goto("/support/outages");
    await expect(page.getByRole("heading", { level: 1, name: "Outages" })).toBeVisible();
    const outages = page.getByRole("table", { name: "Outages" });
    await expect(outages.getByRole("rowheader").first()).toBeVisible();
    await expectNoSeriousViolations(page, "/support/outages");
    // A resolved outage, with its root cause, resolution and RFO report.
    await outages
      .getByRole("row")
      .filter({ hasText: "Resolved" })
      .filter({ hasText: "0074" })
      .getByRole("link", { name: /0074/ })
      .click();
    await expect(page.getByRole("list", { name: "RFO reports" })).toBeVisible();
    await loaded(page);
    await expectNoSeriousViolations(page, "a resolved outage");
  });

  test("a ticket as the read-only viewer", async ({ page, request }) => {
    const ticket = await createTicketByApi(request, uniqueToken("axeviewer"));
    await resumeSession(page, ACCOUNTS.viewer, `/support/tickets/${ticket.key}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${ticket.key}: ${ticket.summary}`,
    );
    await expect(ticketSection(page, "Activity").getByText("No activity yet.")).toBeVisible();
    await loaded(page);
    await expectNoSeriousViolations(page, `/support/tickets/${ticket.key} as the viewer`);

    await page.goto("/support/tickets/create");
    await expect(
      page.getByRole("status").filter({ hasText: "You can read tickets but not open them" }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, "/support/tickets/create as the viewer");
  });

  test("the lists and a ticket on a phone", async ({ page, request }) => {
    const ticket = await createTicketByApi(request, uniqueToken("axephone"));
    await resumeSession(page, ACCOUNTS.admin);
    await page.setViewportSize(PHONE);
    for (const [path, table] of [
      ["/support/tickets", "Tickets"],
      ["/support/maintenances", "Maintenances"],
      ["/support/outages", "Outages"],
    ] as const) {
      await page.goto(path);
      await expect(
        page.getByRole("table", { name: table }).getByRole("rowheader").first(),
      ).toBeVisible();
      // Every section of the support desk fits the phone's width, none cut off at the edge.
      await expect(
        page.getByRole("navigation", { name: "Support" }).getByRole("link", { name: "Outages" }),
      ).toBeInViewport({ ratio: 1 });
      await expectNoSeriousViolations(page, `${path} on a phone`);
    }
    await page.goto(`/support/tickets/${ticket.key}`);
    await expect(ticketSection(page, "Details")).toBeVisible();
    await loaded(page);
    await expectNoSeriousViolations(page, `/support/tickets/${ticket.key} on a phone`);
  });
});
