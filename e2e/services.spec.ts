import { readFile } from "node:fs/promises";
import { ACCOUNTS } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";
import { mainNavigation, resumeSession } from "./harness/portal.ts";
import { acmeServices, dayFromToday, pdfText, servicesApi } from "./harness/services.ts";

/**
 * The services module as Acme's people use it (issue 14): find a service by its filters, open
 * it, rename it, download its letter of authorisation and read it, ask to cease a service; a
 * viewer sees none of the write controls, Globex cannot open Acme's service, and the links of
 * notifications and tickets open the service. The run shares one database: the tests that
 * change a service pick one no other spec names (not SVC-10001..10005).
 */

const NAMED_ELSEWHERE = new Set(["SVC-10001", "SVC-10002", "SVC-10003", "SVC-10004", "SVC-10005"]);

test.describe("services", () => {
  test("admin finds a port by its filters from the Services menu and opens it", async ({
    page,
    request,
  }) => {
    const ports = await acmeServices(request, "type=port&status=active");
    const target = ports.find((port) => !NAMED_ELSEWHERE.has(port.id));
    if (target === undefined) throw new Error("Acme has too few active ports");
    const atLocation = ports.filter((port) => port.location.id === target.location.id);

    await resumeSession(page, ACCOUNTS.admin);
    await mainNavigation(page).getByRole("button", { name: "Services" }).click();
    await page
      .getByRole("menu", { name: "Services" })
      .getByRole("menuitem", { name: "All Services" })
      .click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1, name: "All Services" })).toBeVisible();

    await page.getByLabel("Type").selectOption("port");
    await page.getByLabel("Status").selectOption("active");
    await page.getByLabel("Location").selectOption(target.location.id);
    await expect(page).toHaveURL(
      new RegExp(`/services\\?type=port&status=active&location=${target.location.id}$`),
    );
    const rows = page.getByRole("table", { name: "Services" }).locator("tbody").getByRole("row");
    await expect(rows).toHaveCount(atLocation.length);
    for (const row of await rows.all()) {
      await expect(row).toContainText("Port");
      await expect(row).toContainText("Active");
      await expect(row).toContainText(target.location.name);
    }

    // The export is the filtered list.
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    await expect(page.getByText(`Saved as ${download.suggestedFilename()}.`)).toBeVisible();
    const [header, ...lines] = (await readFile(await download.path(), "utf8"))
      .trim()
      .split(/\r?\n/);
    expect(header?.startsWith("Service ID,Name,Custom name,Type")).toBe(true);
    expect(lines.map((line) => line.split(",")[0]).sort()).toEqual(
      atLocation.map((port) => port.id).sort(),
    );

    // A reload keeps the filters: they live in the address.
    await page.reload();
    await expect(page.getByLabel("Location")).toHaveValue(target.location.id);
    await expect(rows).toHaveCount(atLocation.length);

    await page.getByRole("link", { name: target.custom_name ?? target.name }).click();
    await expect(page).toHaveURL(new RegExp(`/services/${target.id}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: target.custom_name ?? target.name }),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "About this service" })).toContainText(target.id);
    await expect(page).toHaveTitle(`Conduit Portal | ${target.custom_name ?? target.name}`);
  });

  test("admin renames a port in place and downloads its letter of authorisation", async ({
    page,
    request,
  }) => {
    const ports = await acmeServices(request, "type=port&status=active");
    const target = ports.filter((port) => !NAMED_ELSEWHERE.has(port.id)).at(-1);
    if (target === undefined) throw new Error("Acme has too few active ports");
    const newName = `Edge ${target.location.metro} ${Date.now() % 100000}`;

    await resumeSession(page, ACCOUNTS.admin, `/services/${target.id}`);
    const about = page.getByRole("region", { name: "About this service" });
    await about.getByRole("button", { name: "Rename" }).click();
    const field = about.getByLabel("Your name for this service");
    await field.fill("x".repeat(121));
    await about.getByRole("button", { name: "Save name" }).click();
    await expect(
      about.getByText("Ensure this field has no more than 120 characters."),
    ).toBeVisible();
    await expect(field).toHaveValue("x".repeat(121));

    await field.fill(newName);
    await about.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByRole("heading", { level: 1, name: newName })).toBeVisible();
    await expect(about.getByText("The new name is saved.")).toBeVisible();
    // The list shows the new name over the provider's.
    await page.goto(`/services?text=${target.id}`);
    const row = page
      .getByRole("table", { name: "Services" })
      .getByRole("row", { name: new RegExp(newName) });
    await expect(row).toContainText(target.name);

    await page.goto(`/services/${target.id}`);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download LOA" }).click();
    const download = await downloading;
    const today = dayFromToday(0);
    expect(download.suggestedFilename()).toBe(`LOA-${target.id}-${today}.pdf`);
    await expect(page.getByText(`Saved as ${download.suggestedFilename()}.`)).toBeVisible();
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = await pdfText(bytes);
    const detail = await servicesApi<{ port: { demarcation: string } }>(
      request,
      `/services/${target.id}`,
    );
    for (const expected of [target.id, target.location.name, detail.port.demarcation, today]) {
      expect(text).toContain(expected);
    }
  });

  test("admin asks to cease a service with a reason and a date", async ({ page, request }) => {
    const candidates = await acmeServices(request, "status=active&type=evpl");
    const target = candidates.find(
      (service) => !NAMED_ELSEWHERE.has(service.id) && service.children_count === 0,
    );
    if (target === undefined) throw new Error("Acme has no free active EVPL");
    const reasons = await servicesApi<{ results: { id: string; label: string }[] }>(
      request,
      "/cease-reasons",
    );
    const reason = reasons.results.at(-1);
    if (reason === undefined) throw new Error("no cease reasons");
    const date = dayFromToday(45);

    await resumeSession(page, ACCOUNTS.admin, `/services/${target.id}`);
    await page.getByRole("button", { name: "Request cease" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Reason").selectOption(reason.id);
    await dialog.getByLabel("Cease date").fill(dayFromToday(-3));
    await dialog.getByLabel("Note for the provider (optional)").fill("Consolidating in FRA");
    await dialog.getByRole("button", { name: "Request cease" }).click();
    await expect(dialog.getByText("The cease date cannot be in the past.")).toBeVisible();

    await dialog.getByLabel("Cease date").fill(date);
    await dialog.getByRole("button", { name: "Request cease" }).click();
    await expect(dialog).toBeHidden();
    const requests = page.getByRole("table", { name: "Cease requests" });
    await expect(requests).toContainText(reason.label);
    await expect(requests).toContainText("Pending");
    await expect(requests).toContainText("Consolidating in FRA");
    await expect(page.getByText("Cancelling").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Request cease" })).toHaveCount(0);

    const orders = await servicesApi<{ results: { status: string; cease_date: string }[] }>(
      request,
      `/cease_orders?service=${target.id}`,
    );
    expect(orders.results.map((order) => [order.status, order.cease_date])).toEqual([
      ["pending", date],
    ]);
  });

  test("the viewer sees the service without rename, LOA or cease", async ({ page }) => {
    await resumeSession(page, ACCOUNTS.viewer, "/services/SVC-10001");
    await expect(page.getByRole("region", { name: "About this service" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Status" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Rename" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Download LOA" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Request cease" })).toHaveCount(0);
  });

  test("read-only staff acting as Acme's admin see no rename or cease control", async ({
    page,
  }) => {
    await resumeSession(page, ACCOUNTS.auditor, "/impersonation/user-impersonation");
    await page.getByRole("button", { name: "View as (read-only) Alice Anders" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("region", { name: "Impersonation" })).toContainText("read-only");
    await page.goto("/services/SVC-10001");
    await expect(page.getByRole("heading", { level: 1, name: "LON1-ACME-01" })).toBeVisible();
    await expect(page.getByRole("region", { name: "About this service" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Rename" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Download LOA" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Request cease" })).toHaveCount(0);
  });

  test("Globex cannot open Acme's service", async ({ page }) => {
    await resumeSession(page, ACCOUNTS.globexAdmin, "/services/SVC-10001");
    await expect(page.getByRole("alert")).toContainText("Not found.");
    await expect(page.getByText("LON1-LD8 Port 10G")).toHaveCount(0);
    await page.getByRole("link", { name: "Back to the services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("table", { name: "Services" })).not.toContainText("SVC-10001");
  });

  test("a notification opens its service", async ({ page }) => {
    await resumeSession(page, ACCOUNTS.viewer, "/notifications");
    await page
      .getByRole("link", { name: /Port LON1-LD8 LAG 2x10G \(20 Gbps\) is now live\./ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/services\/SVC-10039$/);
    await expect(page.getByRole("heading", { level: 1, name: "LON1-LD8 LAG 2x10G" })).toBeVisible();
  });

  test("a ticket's service link opens the service", async ({ page, request }) => {
    const tickets = await servicesApi<{
      results: { id: string; service: { id: string; name: string } | null }[];
    }>(request, "/support/tickets?service=SVC-10001&limit=1");
    const ticket = tickets.results[0];
    if (ticket?.service == null) throw new Error("no ticket about SVC-10001");
    await resumeSession(page, ACCOUNTS.admin, `/support/tickets/${ticket.id}`);
    await page
      .getByRole("region", { name: "Details" })
      .getByRole("link", { name: new RegExp(ticket.service.name) })
      .click();
    await expect(page).toHaveURL(/\/services\/SVC-10001$/);
    await expect(page.getByRole("heading", { level: 1, name: "LON1-ACME-01" })).toBeVisible();

    await page
      .getByRole("navigation", { name: "Service" })
      .getByRole("link", { name: "Tickets" })
      .click();
    await expect(page).toHaveURL(/\/services\/SVC-10001\/tickets$/);
    await expect(
      page
        .getByRole("table", { name: "Tickets about this service" })
        .getByRole("link", { name: ticket.id }),
    ).toBeVisible();
  });
});
