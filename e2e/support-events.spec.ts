import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { ACCOUNTS } from "./harness/accounts.ts";
import { signInByApi } from "./harness/api.ts";
import { expect, test } from "./harness/fixtures.ts";
import { resumeSession } from "./harness/portal.ts";

/**
 * Maintenances and outages (issue 5, spec sections 2 and 7 under Events): the lists, a
 * maintenance's window, impact and services, an outage's notices, root cause, resolution and
 * RFO report (a real PDF), and another company's event answered as not found. The demo data
 * is server/src/db/seed/events-*.ts; references carry the year the event starts, so they are
 * matched by their number.
 */

interface EventSummary {
  readonly id: string;
  readonly reference: string;
  readonly title: string;
  readonly state: string;
}

interface MaintenanceDetail extends EventSummary {
  readonly window_start: string;
  readonly window_end: string;
  readonly impact: string;
  readonly services: ReadonlyArray<{ readonly id: string; readonly name: string }>;
}

interface OutageDetail extends EventSummary {
  readonly root_cause: string | null;
  readonly resolution: string | null;
  readonly notices: ReadonlyArray<{ readonly message: string }>;
  readonly rfo_documents: ReadonlyArray<{ readonly name: string }>;
}

/** GET /v2{path} as Acme's admin, behind the browser's back. */
async function acmeApi<T>(request: APIRequestContext, path: string): Promise<T> {
  const { access } = await signInByApi(request, ACCOUNTS.admin);
  const response = await request.get(`/v2${path}`, {
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(response.status(), `GET /v2${path}`).toBe(200);
  return (await response.json()) as T;
}

/** Acme's event whose reference ends with this number ("0142"). */
async function acmeEvent<T extends EventSummary>(
  request: APIRequestContext,
  kind: "maintenances" | "outages",
  number: string,
): Promise<T> {
  const list = await acmeApi<{ results: EventSummary[] }>(request, `/${kind}?limit=50`);
  const found = list.results.find((event) => event.reference.endsWith(`-${number}`));
  if (found === undefined) throw new Error(`Acme has no ${kind} numbered ${number}`);
  return acmeApi<T>(request, `/${kind}/${found.id}`);
}

test.describe("maintenances", () => {
  test("the list leads to a maintenance's window, impact and affected services", async ({
    page,
    request,
  }) => {
    const maintenance = await acmeEvent<MaintenanceDetail>(request, "maintenances", "0142");
    await resumeSession(page, ACCOUNTS.admin, "/support/maintenances");
    await expect(page.getByRole("heading", { level: 1, name: "Maintenances" })).toBeVisible();
    const table = page.getByRole("table", { name: "Maintenances" });
    // Eight of Acme's own and the core network upgrade the site banner announces.
    await expect(table.getByRole("rowheader")).toHaveCount(9);
    await expect(page.getByText("Showing 1–9 of 9 maintenances")).toBeVisible();
    const row = table.getByRole("row").filter({ hasText: maintenance.title });
    await expect(row).toContainText("Scheduled");
    await expect(row).toContainText("Degraded");

    await row.getByRole("link", { name: maintenance.reference }).click();
    await expect(page).toHaveURL(new RegExp(`/support/maintenances/${maintenance.id}$`));
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: `${maintenance.reference}: ${maintenance.title}`,
      }),
    ).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(maintenance.reference));

    const details = page.getByRole("region", { name: "Details" });
    // The window, as <time> elements carrying the exact moments the server gave.
    await expect(details.locator("dt:has-text('Starts') + dd time")).toHaveAttribute(
      "datetime",
      maintenance.window_start,
    );
    await expect(details.locator("dt:has-text('Ends') + dd time")).toHaveAttribute(
      "datetime",
      maintenance.window_end,
    );
    await expect(details.locator("dt:has-text('Starts') + dd")).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2}$/,
    );
    await expect(details.locator("dt:has-text('Location') + dd")).toHaveText(
      "LON1 - Equinix LD8, Slough",
    );
    await expect(page.getByRole("region", { name: "Impact" })).toContainText(maintenance.impact);
    const services = page.getByRole("region", { name: "Affected services" }).getByRole("listitem");
    await expect(services).toHaveText(
      maintenance.services.map((service) => `${service.name} ${service.id}`),
    );
    await expect(page.getByRole("region", { name: "Updates" })).toContainText(
      "Maintenance scheduled and customers notified.",
    );
  });

  test("filters the list by state in the address", async ({ page }) => {
    await resumeSession(page, ACCOUNTS.viewer, "/support/maintenances");
    const table = page.getByRole("table", { name: "Maintenances" });
    await expect(table.getByRole("rowheader")).toHaveCount(9);
    await page.getByLabel("State").selectOption({ label: "Completed" });
    await expect(page).toHaveURL(/\/support\/maintenances\?state=completed$/);
    await expect(table.getByRole("rowheader")).toHaveCount(3);
    for (const row of await table.locator("tbody tr").all()) {
      await expect(row).toContainText("Completed");
    }
  });
});

test.describe("outages", () => {
  test("the list leads to an outage's notices, root cause and resolution", async ({
    page,
    request,
  }) => {
    const outage = await acmeEvent<OutageDetail>(request, "outages", "0074");
    await resumeSession(page, ACCOUNTS.admin, "/support/outages");
    const table = page.getByRole("table", { name: "Outages" });
    await expect(table.getByRole("rowheader")).toHaveCount(4);
    await expect(table.getByRole("row").filter({ hasText: "Ongoing" })).toHaveCount(1);
    await table.getByRole("link", { name: outage.reference }).click();

    await expect(page).toHaveURL(new RegExp(`/support/outages/${outage.id}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: `${outage.reference}: ${outage.title}` }),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Notices" }).getByRole("listitem")).toHaveCount(
      outage.notices.length,
    );
    for (const notice of outage.notices) {
      await expect(page.getByRole("region", { name: "Notices" })).toContainText(notice.message);
    }
    await expect(page.getByRole("region", { name: "Root cause" })).toContainText(
      outage.root_cause ?? "",
    );
    await expect(page.getByRole("region", { name: "Resolution" })).toContainText(
      outage.resolution ?? "",
    );
    await expect(page.getByRole("region", { name: "Affected services" })).toContainText(
      "AWS eu-west-2 Cloud Connect 1G",
    );
  });

  test("an ongoing outage says what is not known yet", async ({ page, request }) => {
    const outage = await acmeEvent<OutageDetail>(request, "outages", "0087");
    await resumeSession(page, ACCOUNTS.viewer, `/support/outages/${outage.id}`);
    await expect(
      page.getByRole("heading", { level: 1, name: `${outage.reference}: ${outage.title}` }),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Root cause" })).toContainText(
      "Not established yet.",
    );
    await expect(page.getByRole("region", { name: "Reason for outage" })).toContainText(
      "The report is published once the investigation is complete.",
    );
  });

  test("the RFO report downloads as a PDF", async ({ page, request }) => {
    const outage = await acmeEvent<OutageDetail>(request, "outages", "0074");
    const report = outage.rfo_documents[0];
    if (report === undefined) throw new Error(`${outage.reference} has no RFO report`);
    await resumeSession(page, ACCOUNTS.admin, `/support/outages/${outage.id}`);
    const reports = page.getByRole("list", { name: "RFO reports" });
    await expect(reports).toContainText(report.name);

    const downloading = page.waitForEvent("download");
    await reports.getByRole("button", { name: `Download ${report.name}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(report.name);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(200);
    await expect(
      page.getByRole("region", { name: "Reason for outage" }).getByRole("alert"),
    ).toHaveCount(0);
  });
});

test.describe("another company's events", () => {
  test("admin@globex.test cannot open an Acme outage or maintenance", async ({ page, request }) => {
    const outage = await acmeEvent<OutageDetail>(request, "outages", "0074");
    const maintenance = await acmeEvent<MaintenanceDetail>(request, "maintenances", "0142");
    await resumeSession(page, ACCOUNTS.globexAdmin, `/support/outages/${outage.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Outage" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Not found." })).toBeVisible();
    await expect(page.getByText(outage.title)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back to the outages" })).toBeVisible();

    await page.goto(`/support/maintenances/${maintenance.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Maintenance" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Not found." })).toBeVisible();
    await expect(page.getByText(maintenance.title)).toHaveCount(0);

    // Globex's own lists hold none of Acme's events.
    await page.goto("/support/outages");
    const table = page.getByRole("table", { name: "Outages" });
    await expect(table.getByRole("rowheader").first()).toBeVisible();
    await expect(table.getByRole("link", { name: outage.reference })).toHaveCount(0);
  });
});
