import { readFile } from "node:fs/promises";
import { ACCOUNTS } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";
import { resumeSession } from "./harness/portal.ts";
import {
  chooseFiles,
  commentByApi,
  createTicketByApi,
  pdfFile,
  textFile,
  ticketSection,
  uniqueToken,
} from "./harness/tickets.ts";

/**
 * The support desk's tickets as Acme's admin uses them (issue 5): create one from a request
 * type's template with a file, find it again by the filters in the address, reply with a
 * file, move it through the workflow, follow and unfollow it, export the list as CSV.
 * Every test works on tickets it makes itself (the run shares one database).
 */

const ISSUE_KEY = /^SUP-\d+$/;

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      // CRLF ends the record; the LF is skipped with it.
    } else if (char === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
    } else {
      field += char;
    }
  }
  if (field !== "" || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

test.describe("support tickets", () => {
  test("admin creates a ticket from a template with a file and lands on it", async ({ page }) => {
    const token = uniqueToken("create");
    const summary = `Packet loss towards AMS5 ${token}`;
    await resumeSession(page, ACCOUNTS.admin, "/support/tickets");
    await page.getByRole("link", { name: "New ticket" }).click();
    await expect(page).toHaveURL(/\/support\/tickets\/create$/);
    await expect(page.getByRole("heading", { level: 1, name: "New ticket" })).toBeVisible();

    await page.getByRole("radio", { name: /Technical issue/ }).check();
    const form = page.getByRole("form", { name: "New ticket" });
    await expect(form.getByLabel("Business impact")).toBeVisible();
    await expect(form.getByLabel("Classification")).toBeEnabled();
    await form.getByLabel("Classification").selectOption({ label: "Packet loss" });
    const service = form.getByLabel("Service");
    const firstService = service.locator("option:not([value=''])").first();
    const serviceName = (await firstService.textContent()) ?? "";
    await service.selectOption({ label: serviceName });
    await form.getByLabel("Summary").fill(summary);
    await form
      .getByLabel("Description")
      .fill("Bursts of 1-3% packet loss since 06:00 UTC, no errors on our CPE.");
    await form.getByLabel("Priority").selectOption({ label: "High" });
    await form.getByLabel("Business impact").selectOption({ label: "Degraded" });
    await form.getByLabel("Started on").fill("2026-03-02");
    await form.getByLabel("What have you checked?").fill("MTR from both ends, light levels.");

    // The draft is kept while the user looks elsewhere.
    await page
      .getByRole("navigation", { name: "Support" })
      .getByRole("link", { name: "Overview" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
    await page.goto("/support/tickets/create");
    await expect(
      page.getByText("Your draft is kept until you create the ticket or sign out."),
    ).toBeVisible();
    await expect(page.getByRole("radio", { name: /Technical issue/ })).toBeChecked();
    await expect(form.getByLabel("Summary")).toHaveValue(summary);
    await expect(form.getByLabel("Business impact")).toHaveValue("degraded");

    await chooseFiles(page, form, pdfFile("mtr-report.pdf"));
    const files = form.getByRole("list", { name: "Attachments: files" });
    await expect(files.getByRole("listitem")).toHaveCount(1);
    await expect(files.getByRole("listitem")).toContainText("mtr-report.pdf");
    await expect(files.getByRole("listitem")).toContainText("uploaded");

    await form.getByRole("button", { name: "Create ticket" }).click();

    await expect(page).toHaveURL(/\/support\/tickets\/SUP-\d+$/);
    const key = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
    expect(key).toMatch(ISSUE_KEY);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${key}: ${summary}`);
    await expect(page).toHaveTitle(`Conduit Portal | Ticket ${key}`);
    const description = ticketSection(page, "Description");
    await expect(description).toContainText("Bursts of 1-3% packet loss");
    const attachment = description
      .getByRole("list", { name: "Ticket files" })
      .getByRole("button", { name: "Download mtr-report.pdf" });
    await expect(attachment).toBeVisible();
    // The file comes back as it was sent.
    const downloading = page.waitForEvent("download");
    await attachment.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("mtr-report.pdf");
    const saved = await readFile(await download.path());
    expect(saved.equals(pdfFile("mtr-report.pdf").buffer)).toBe(true);
    const details = ticketSection(page, "Details");
    await expect(details).toContainText("Technical issue");
    await expect(details).toContainText("Packet loss");
    await expect(details).toContainText(serviceName.replace(/\s*\(.*\)$/, ""));
    await expect(details).toContainText("Degraded");
    await expect(details).toContainText("Alice Anders (admin@acme.test)");
    // The file's arrival is part of the activity.
    await expect(
      ticketSection(page, "Activity").getByRole("article", {
        name: "Alice Anders attached mtr-report.pdf",
      }),
    ).toBeVisible();

    // The draft is gone once the ticket exists.
    await page.goto("/support/tickets/create");
    await expect(page.getByRole("radio", { name: /Technical issue/ })).not.toBeChecked();
    await expect(page.getByText("Your draft is kept")).toHaveCount(0);
  });

  test("a search and a status filter live in the address and survive a reload", async ({
    page,
    request,
  }) => {
    const token = uniqueToken("filter");
    const ticket = await createTicketByApi(request, token);
    await resumeSession(page, ACCOUNTS.admin, "/support/tickets");
    const table = page.getByRole("table", { name: "Tickets" });
    await expect(table).toBeVisible();

    const filters = page.getByRole("search", { name: "Ticket filters" });
    await filters.getByRole("searchbox", { name: "Search tickets" }).fill(token);
    await expect(page).toHaveURL(new RegExp(`[?&]text=${token}(&|$)`));
    await filters.getByLabel("Status").selectOption({ label: "Open" });
    await expect(page).toHaveURL(/[?&]status=open(&|$)/);

    const rows = table.locator("tbody").getByRole("row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole("rowheader")).toHaveText(ticket.key);
    await expect(rows.first()).toContainText(ticket.summary);
    await expect(rows.first()).toContainText("Open");

    // The address alone reproduces the view.
    const filtered = page.url();
    await page.reload();
    await expect(filters.getByRole("searchbox", { name: "Search tickets" })).toHaveValue(token);
    await expect(filters.getByLabel("Status")).toHaveValue("open");
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole("rowheader")).toHaveText(ticket.key);
    expect(page.url()).toBe(filtered);

    // Another status hides it; clearing the filters brings the whole list back.
    await filters.getByLabel("Status").selectOption({ label: "Resolved" });
    await expect(page).toHaveURL(/[?&]status=resolved(&|$)/);
    await expect(page.getByText("No tickets match these filters.")).toBeVisible();
    await expect(table).toHaveCount(0);
    await filters.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/support\/tickets$/);
    await expect(filters.getByRole("searchbox", { name: "Search tickets" })).toHaveValue("");
    await expect(rows.nth(1)).toBeVisible();

    // The request type sits under "More filters"; a link naming it opens them by itself.
    await page.goto(filtered);
    await filters.getByRole("button", { name: "More filters" }).click();
    await filters.getByLabel("Request type").selectOption({ label: "Billing question" });
    await expect(page).toHaveURL(/[?&]type=[^&]+/);
    await expect(rows).toHaveCount(1);
    await page.reload();
    await expect(filters.getByRole("button", { name: "Fewer filters" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(filters.getByLabel("Request type")).toHaveValue(/.+/);
    await expect(filters.getByLabel("Request type").locator("option:checked")).toHaveText(
      "Billing question",
    );
    await expect(filters.getByLabel("Classification")).toBeEnabled();
    await expect(rows).toHaveCount(1);
    await filters.getByLabel("Request type").selectOption({ label: "Technical issue" });
    await expect(page.getByText("No tickets match these filters.")).toBeVisible();

    // The issue key links to the ticket.
    await page.goto(filtered);
    await rows.first().getByRole("link", { name: ticket.key }).click();
    await expect(page).toHaveURL(new RegExp(`/support/tickets/${ticket.key}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${ticket.key}: ${ticket.summary}`,
    );
  });

  test("a reply with a file shows in the activity feed", async ({ page, request }) => {
    const token = uniqueToken("reply");
    const ticket = await createTicketByApi(request, token);
    await resumeSession(page, ACCOUNTS.admin, `/support/tickets/${ticket.key}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${ticket.key}: ${ticket.summary}`,
    );
    const activity = ticketSection(page, "Activity");
    await expect(activity.getByText("No activity yet.")).toBeVisible();

    const replyBox = ticketSection(page, "Add a reply");
    const body = `The credit note should cover March (${token}).`;
    await replyBox.getByLabel("Reply").fill(body);
    await chooseFiles(
      page,
      replyBox,
      textFile("invoice-notes.txt", "Lines 4 and 7 look doubled.\n"),
    );
    await expect(replyBox.getByRole("list", { name: "Attachments: files" })).toContainText(
      "invoice-notes.txt",
    );
    await replyBox.getByRole("button", { name: "Send reply" }).click();

    await expect(replyBox.getByText("Your reply was sent.")).toBeVisible();
    await expect(replyBox.getByLabel("Reply")).toHaveValue("");
    await expect(replyBox.getByRole("list", { name: "Attachments: files" })).toHaveCount(0);

    const reply = activity.getByRole("article", { name: "Alice Anders replied" });
    await expect(reply).toBeVisible();
    await expect(reply).toContainText(body);
    const file = reply
      .getByRole("list", { name: "Files of this reply" })
      .getByRole("button", { name: "Download invoice-notes.txt" });
    await expect(file).toBeVisible();
    await expect(activity.getByText("Showing 1 of 1")).toBeVisible();

    // Still there for the next visit: the server has them, and the file reads as sent.
    await page.reload();
    await expect(reply).toContainText(body);
    const downloading = page.waitForEvent("download");
    await file.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("invoice-notes.txt");
    expect(await readFile(await download.path(), "utf8")).toBe("Lines 4 and 7 look doubled.\n");
  });

  test("the activity feed shows ten entries first and loads the rest on demand", async ({
    page,
    request,
  }) => {
    const token = uniqueToken("feed");
    const ticket = await createTicketByApi(request, token);
    const bodies = Array.from({ length: 12 }, (_, index) => `Update ${index + 1} (${token})`);
    await commentByApi(request, ticket.key, bodies);
    await resumeSession(page, ACCOUNTS.admin, `/support/tickets/${ticket.key}`);

    const activity = ticketSection(page, "Activity");
    const entries = activity.getByRole("list", { name: "Activity" }).getByRole("article");
    await expect(activity.getByText("Showing 10 of 12")).toBeVisible();
    await expect(entries).toHaveCount(10);
    // Newest first.
    await expect(entries.first()).toContainText(`Update 12 (${token})`);
    await expect(activity.getByText(`Update 2 (${token})`)).toHaveCount(0);

    await activity.getByRole("button", { name: "Load more" }).click();
    await expect(activity.getByText("Showing 12 of 12")).toBeVisible();
    await expect(entries).toHaveCount(12);
    await expect(entries.last()).toContainText(`Update 1 (${token})`);
    await expect(activity.getByRole("button", { name: "Load more" })).toHaveCount(0);
  });

  test("resolving and reopening a ticket changes its status", async ({ page, request }) => {
    const token = uniqueToken("flow");
    const ticket = await createTicketByApi(request, token);
    await resumeSession(page, ACCOUNTS.admin, `/support/tickets/${ticket.key}`);
    const steps = ticketSection(page, "Next steps");
    const details = ticketSection(page, "Details");
    const status = details.getByRole("definition").first();
    await expect(status).toHaveText("Open");
    await expect(steps.getByRole("list", { name: "Next steps" }).getByRole("button")).toHaveText([
      "Mark as resolved",
    ]);

    await steps.getByRole("button", { name: "Mark as resolved" }).click();
    const resolveForm = steps.getByRole("form", { name: "Mark as resolved" });
    await expect(resolveForm).toContainText("The ticket moves to “Resolved”.");
    await resolveForm.getByLabel("Comment (optional)").fill(`Explained by phone (${token}).`);
    await resolveForm.getByRole("button", { name: "Mark as resolved" }).click();

    await expect(status).toHaveText("Resolved");
    await expect(resolveForm).toHaveCount(0);
    await expect(steps.getByRole("list", { name: "Next steps" }).getByRole("button")).toHaveText([
      "Reopen",
      "Close",
    ]);
    const activity = ticketSection(page, "Activity");
    await expect(
      activity.getByRole("article", {
        name: "Alice Anders: Mark as resolved (from Open to Resolved)",
      }),
    ).toBeVisible();
    await expect(activity.getByRole("article", { name: "Alice Anders replied" })).toContainText(
      `Explained by phone (${token}).`,
    );

    await steps.getByRole("button", { name: "Reopen" }).click();
    const reopenForm = steps.getByRole("form", { name: "Reopen" });
    await expect(reopenForm).toContainText("The ticket moves to “Open”.");
    await reopenForm.getByRole("button", { name: "Reopen" }).click();

    await expect(status).toHaveText("Open");
    await expect(
      activity.getByRole("article", { name: "Alice Anders: Reopen (from Resolved to Open)" }),
    ).toBeVisible();
    await expect(steps.getByRole("list", { name: "Next steps" }).getByRole("button")).toHaveText([
      "Mark as resolved",
    ]);

    // The list agrees.
    await page.goto(`/support/tickets?text=${token}`);
    const row = page.getByRole("table", { name: "Tickets" }).locator("tbody").getByRole("row");
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell").nth(1)).toHaveText("Open");
  });

  test("unfollowing and following a ticket updates the followers", async ({ page, request }) => {
    const token = uniqueToken("follow");
    const ticket = await createTicketByApi(request, token);
    await resumeSession(page, ACCOUNTS.admin, `/support/tickets/${ticket.key}`);

    // The reporter follows the ticket from the start.
    const followers = ticketSection(page, /^Followers \(\d+\)$/);
    await expect(followers.getByRole("heading", { level: 2 })).toHaveText("Followers (1)");
    await expect(followers.getByRole("list", { name: "Followers" })).toContainText("Alice Anders");
    await followers.getByRole("button", { name: "Unfollow" }).click();

    await expect(followers.getByRole("button", { name: "Follow", exact: true })).toBeVisible();
    await expect(followers.getByRole("heading", { level: 2 })).toHaveText("Followers (0)");
    await expect(followers.getByText("Nobody follows this ticket.")).toBeVisible();
    await page.reload();
    await expect(followers.getByRole("button", { name: "Follow", exact: true })).toBeVisible();
    await expect(followers.getByText("Nobody follows this ticket.")).toBeVisible();

    await followers.getByRole("button", { name: "Follow", exact: true }).click();
    await expect(followers.getByRole("button", { name: "Unfollow" })).toBeVisible();
    await expect(followers.getByRole("heading", { level: 2 })).toHaveText("Followers (1)");
    await expect(followers.getByRole("list", { name: "Followers" })).toContainText(
      "Alice Andersadmin@acme.test",
    );
  });

  test("exporting the filtered list downloads a CSV with the ticket", async ({ page, request }) => {
    const token = uniqueToken("export");
    const ticket = await createTicketByApi(request, token);
    await resumeSession(page, ACCOUNTS.admin, `/support/tickets?text=${token}`);
    await expect(
      page.getByRole("table", { name: "Tickets" }).locator("tbody").getByRole("row"),
    ).toHaveCount(1);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^tickets-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(page.getByText(`Saved as ${download.suggestedFilename()}.`)).toBeVisible();

    const csv = await readFile(await download.path(), "utf8");
    const [header, ...rows] = parseCsv(csv);
    expect(header).toEqual([
      "Issue key",
      "Summary",
      "Request type",
      "Classification",
      "Status",
      "Priority",
      "Service ID",
      "Service",
      "Reporter",
      "Reporter email",
      "Created",
      "Updated",
    ]);
    // The export follows the filter: this ticket alone.
    expect(rows).toHaveLength(1);
    expect(rows[0]?.slice(0, 10)).toEqual([
      ticket.key,
      ticket.summary,
      "Billing question",
      "",
      "Open",
      "Low",
      "",
      "",
      "Alice Anders",
      ACCOUNTS.admin,
    ]);
    expect(Number.isNaN(Date.parse(rows[0]?.[10] ?? ""))).toBe(false);

    // Without a filter the whole list comes, this ticket among the others.
    await page.goto("/support/tickets");
    const everything = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const all = parseCsv(await readFile(await (await everything).path(), "utf8"));
    expect(all.length).toBeGreaterThan(2);
    expect(all.slice(1).map((row) => row[0])).toContain(ticket.key);
    for (const row of all.slice(1)) expect(row).toHaveLength(header?.length ?? 0);
  });

  test("the overview shows open tickets, upcoming maintenances and ongoing outages", async ({
    page,
  }) => {
    await resumeSession(page, ACCOUNTS.admin);
    await page
      .getByRole("banner")
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Support" })
      .click();
    await page
      .getByRole("menu", { name: "Support" })
      .getByRole("menuitem", { name: "Tickets" })
      .click();
    await expect(page).toHaveURL(/\/support\/tickets$/);
    await page
      .getByRole("navigation", { name: "Support" })
      .getByRole("link", { name: "Overview" })
      .click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
    await expect(page).toHaveTitle("Conduit Portal | Support");

    const tickets = page.getByRole("region", { name: /^Open tickets/ });
    const openTickets = tickets.getByRole("list", { name: "Open tickets" }).getByRole("listitem");
    await expect(openTickets.first()).toBeVisible();
    await expect(tickets.getByRole("heading", { level: 2 })).toHaveText(/^Open tickets \(\d+\)$/);
    for (const item of await openTickets.all()) {
      await expect(item.getByRole("link")).toHaveText(/^SUP-\d+: /);
      await expect(item).toContainText(/Open|In progress|Waiting for customer/);
      await expect(item).not.toContainText(/Resolved|Closed/);
    }

    const maintenances = page.getByRole("region", { name: /^Upcoming maintenances/ });
    const upcoming = maintenances
      .getByRole("list", { name: "Upcoming maintenances" })
      .getByRole("listitem");
    await expect(upcoming.first()).toBeVisible();
    await expect(upcoming.first().getByRole("link")).toHaveText(/^MNT-\d{4}-\d{4}: /);
    for (const item of await upcoming.all()) {
      await expect(item).not.toContainText(/Completed|Cancelled/);
    }

    const outages = page.getByRole("region", { name: /^Ongoing outages/ });
    const ongoing = outages.getByRole("list", { name: "Ongoing outages" }).getByRole("listitem");
    await expect(ongoing.first()).toBeVisible();
    for (const item of await ongoing.all()) await expect(item).toContainText("Ongoing");

    // "View all" keeps the same selection as a filter of the full list.
    await tickets.getByRole("link", { name: "View all open tickets" }).click();
    await expect(page).toHaveURL(
      /\/support\/tickets\?status=open%2Cin_progress%2Cwaiting_for_customer$/,
    );
    await expect(
      page.getByRole("search", { name: "Ticket filters" }).getByLabel("Status"),
    ).toHaveValue("open,in_progress,waiting_for_customer");
    await expect(
      page.getByRole("table", { name: "Tickets" }).locator("tbody").getByRole("row").first(),
    ).toBeVisible();
  });
});
