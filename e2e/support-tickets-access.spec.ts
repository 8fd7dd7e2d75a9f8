import { ACCOUNTS } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";
import { isApiCall, recordRequests, resumeSession } from "./harness/portal.ts";
import {
  chooseFiles,
  createTicketByApi,
  textFile,
  ticketSection,
  uniqueToken,
} from "./harness/tickets.ts";

/**
 * Who may do what with support tickets (issue 5): reading needs a view permission, every
 * write the write permission, another company's ticket is not found, and a file the upload
 * rules refuse never leaves the browser.
 */

test.describe("support tickets: access and refused files", () => {
  test("viewer@acme.test reads tickets but is offered no write action", async ({
    page,
    request,
  }) => {
    const token = uniqueToken("viewer");
    const ticket = await createTicketByApi(request, token);
    await resumeSession(page, ACCOUNTS.viewer, "/support");
    await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Open tickets" }).getByRole("listitem").first(),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "New ticket" })).toHaveCount(0);

    await page.goto(`/support/tickets?text=${token}`);
    const rows = page.getByRole("table", { name: "Tickets" }).locator("tbody").getByRole("row");
    await expect(rows).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1, name: "Tickets" })).toBeVisible();
    await expect(page.getByRole("link", { name: "New ticket" })).toHaveCount(0);

    await rows.first().getByRole("link", { name: ticket.key }).click();
    await expect(page).toHaveURL(new RegExp(`/support/tickets/${ticket.key}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${ticket.key}: ${ticket.summary}`,
    );
    await expect(ticketSection(page, "Description")).toContainText(token);
    const details = ticketSection(page, "Details");
    await expect(details.getByRole("definition").first()).toHaveText("Open");
    const followers = ticketSection(page, /^Followers \(\d+\)$/);
    await expect(followers.getByRole("list", { name: "Followers" })).toContainText("Alice Anders");
    await expect(ticketSection(page, "Activity")).toBeVisible();

    // No write action at all.
    await expect(ticketSection(page, "Add a reply")).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Reply" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Send reply" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Choose files" })).toHaveCount(0);
    await expect(ticketSection(page, "Next steps")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Mark as resolved" })).toHaveCount(0);
    await expect(followers.getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^(Follow|Unfollow)$/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add a colleague" })).toHaveCount(0);

    // The form's address says why instead of offering the form.
    await page.goto("/support/tickets/create");
    await expect(
      page.getByRole("status").filter({ hasText: "You can read tickets but not open them" }),
    ).toBeVisible();
    await expect(page.getByRole("form", { name: "New ticket" })).toHaveCount(0);
    await expect(page.getByRole("radio")).toHaveCount(0);
  });

  test("admin@globex.test opening an Acme ticket's address gets not found", async ({
    page,
    request,
  }) => {
    const token = uniqueToken("tenant");
    const ticket = await createTicketByApi(request, token);
    const ticketCalls = recordRequests(page, isApiCall("GET", `/support/tickets/${ticket.key}`));
    await resumeSession(page, ACCOUNTS.globexAdmin, `/support/tickets/${ticket.key}`);
    await expect(page.getByRole("alert").filter({ hasText: "Not found." })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Ticket ${ticket.key}`);
    await expect(page.getByText(token)).toHaveCount(0);
    await expect(page.getByText(ticket.summary)).toHaveCount(0);
    await expect(ticketSection(page, "Details")).toHaveCount(0);
    await expect(ticketSection(page, "Activity")).toHaveCount(0);
    const statuses = await Promise.all(
      ticketCalls.requests.map(async (call) => (await call.response())?.status()),
    );
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([404]));

    await page.getByRole("link", { name: "Back to the tickets" }).click();
    await expect(page).toHaveURL(/\/support\/tickets$/);

    // Nor does Globex's list or search know it.
    await page.goto(`/support/tickets?text=${token}`);
    await expect(page.getByText("No tickets match these filters.")).toBeVisible();
    await page.goto(`/support/tickets?text=${ticket.key}`);
    const rows = page.getByRole("table", { name: "Tickets" }).locator("tbody").getByRole("row");
    await expect(page.getByText("No tickets match these filters.").or(rows.first())).toBeVisible();
    await expect(rows.filter({ hasText: token })).toHaveCount(0);
  });

  test("blocked files are refused in the browser before any upload", async ({ page, request }) => {
    const token = uniqueToken("blocked");
    const ticket = await createTicketByApi(request, token);
    const uploads = recordRequests(
      page,
      (call) =>
        call.method() !== "GET" &&
        /\/v2\/support\/(servicedesk\/[^/]+\/add-temp-attachment|tickets\/[^/]+\/activity)$/.test(
          new URL(call.url()).pathname,
        ),
    );
    await resumeSession(page, ACCOUNTS.admin);

    // On a new ticket: files are uploaded as soon as they are picked, so a refused one must
    // never be sent.
    await page.goto("/support/tickets/create");
    await page.getByRole("radio", { name: /Billing question/ }).check();
    const form = page.getByRole("form", { name: "New ticket" });
    await expect(form.getByLabel("Invoice number")).toBeVisible();
    await chooseFiles(page, form, [
      textFile("setup.exe", "MZ not really a program"),
      textFile("invoice.pdf.js", "alert('not an invoice')"),
    ]);
    const refusals = form.getByRole("alert").filter({ hasText: "cannot be uploaded" });
    await expect(refusals.getByRole("listitem")).toHaveText([
      '"setup.exe" cannot be uploaded: .exe files are blocked.',
      '"invoice.pdf.js" cannot be uploaded: .js files are blocked.',
    ]);
    await expect(form.getByRole("list", { name: "Attachments: files" })).toHaveCount(0);
    await refusals.getByRole("button", { name: "Dismiss" }).click();
    await expect(refusals).toHaveCount(0);
    expect(uploads.urls(), "uploads for refused files on the new ticket").toEqual([]);

    // The same field uploads an allowed file at once: the watch above does see uploads.
    await chooseFiles(page, form, textFile("statement.txt", "Opening balance 0.00\n"));
    await expect(form.getByRole("list", { name: "Attachments: files" })).toContainText(
      "statement.txt",
    );
    await expect(form.getByRole("list", { name: "Attachments: files" })).toContainText("uploaded");
    expect(uploads.urls()).toEqual([expect.stringMatching(/\/add-temp-attachment$/)]);
    uploads.requests.length = 0;

    // In a reply: nothing is sent with the refused file, and the reply is not sent at all.
    await page.goto(`/support/tickets/${ticket.key}`);
    const replyBox = ticketSection(page, "Add a reply");
    await chooseFiles(page, replyBox, textFile("setup.exe", "MZ not really a program"));
    await expect(
      replyBox.getByRole("alert").filter({ hasText: "cannot be uploaded" }).getByRole("listitem"),
    ).toHaveText(['"setup.exe" cannot be uploaded: .exe files are blocked.']);
    await expect(replyBox.getByRole("list", { name: "Attachments: files" })).toHaveCount(0);
    await replyBox.getByRole("button", { name: "Send reply" }).click();
    await expect(replyBox.getByText("Write a reply or attach a file.")).toBeVisible();
    await expect(ticketSection(page, "Activity").getByText("No activity yet.")).toBeVisible();

    // An allowed file next to a blocked one: only the allowed one is kept.
    await chooseFiles(page, replyBox, [
      textFile("run.bat", "echo hi"),
      textFile("traceroute.txt", "1 10.0.0.1 0.4 ms\n"),
    ]);
    await expect(
      replyBox.getByRole("alert").filter({ hasText: "cannot be uploaded" }).getByRole("listitem"),
    ).toHaveText(['"run.bat" cannot be uploaded: .bat files are blocked.']);
    await expect(
      replyBox.getByRole("list", { name: "Attachments: files" }).getByRole("listitem"),
    ).toHaveCount(1);
    await expect(replyBox.getByRole("list", { name: "Attachments: files" })).toContainText(
      "traceroute.txt",
    );

    expect(uploads.urls(), "uploads or replies sent for refused files").toEqual([]);

    // Sending now sends the allowed file alone.
    await replyBox.getByRole("button", { name: "Send reply" }).click();
    await expect(replyBox.getByText("Your reply was sent.")).toBeVisible();
    const activity = ticketSection(page, "Activity");
    await expect(
      activity.getByRole("article", { name: "Alice Anders attached traceroute.txt" }),
    ).toBeVisible();
    await expect(activity.getByText("run.bat")).toHaveCount(0);
    await expect(activity.getByText("setup.exe")).toHaveCount(0);
    expect(uploads.urls()).toEqual([
      expect.stringMatching(new RegExp(`/support/tickets/${ticket.key}/activity$`)),
    ]);
  });
});
