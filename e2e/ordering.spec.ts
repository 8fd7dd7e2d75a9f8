import type { Page } from "@playwright/test";
import { ACCOUNTS } from "./harness/accounts.ts";
import { expectNoSeriousViolations } from "./harness/axe.ts";
import { expect, test } from "./harness/fixtures.ts";
import { resumeSession } from "./harness/portal.ts";

/**
 * Ordering (issue 18): a port, then an Azure cloud connect on it with a checked key (after a
 * wrong one), both in the services list as provisioning; a reload mid-wizard keeps the draft;
 * the viewer sees prices but cannot order. Orders made here are new services of Acme's named
 * "E2E ..." with a run-unique suffix, so no other spec counts them by name.
 */

const RUN = Date.now().toString(36);
/** An ExpressRoute circuit of the simulated Azure (server/src/modules/ordering). */
const AZURE_KEY = "0b8e7d6c-5a4f-4e3d-9c2b-1a0f9e8d7c6b";
const WRONG_KEY = "00000000-0000-4000-8000-000000000000";

const continueButton = (page: Page) => page.getByRole("button", { name: "Continue" });
const stepHeading = (page: Page, text: string) =>
  page.getByRole("heading", { level: 2, name: text });

async function fillPortFlow(page: Page, name: string) {
  await page.getByLabel("Data centre", { exact: true }).selectOption({ index: 1 });
  await continueButton(page).click();
  await expect(stepHeading(page, "Port: Port")).toBeVisible();
  await page.getByLabel("Speed").selectOption("10000");
  await page.getByLabel("Diversity zone").selectOption("red");
  await expect(page.getByRole("complementary", { name: "Price" })).toContainText("Monthly");
  await continueButton(page).click();
  await page.getByLabel("Term", { exact: true }).selectOption("24");
  await page.getByLabel("Service name").fill(name);
  await continueButton(page).click();
  await expect(stepHeading(page, "Port: Review")).toBeVisible();
}

test.describe("ordering", () => {
  test("admin orders a port, then an Azure connect on it, and sees both provisioning", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const portName = `E2E port ${RUN}`;
    const connectName = `E2E Azure ${RUN}`;
    await resumeSession(page, ACCOUNTS.admin, "/services");
    await page.getByRole("link", { name: "Order a service" }).click();
    await expect(page).toHaveURL(/\/services\/create$/);
    await expect(page.getByRole("heading", { level: 1, name: "Order a service" })).toBeVisible();

    await fillPortFlow(page, portName);
    // Between steps already seen, the buttons stay under the pointer, and the steps behind
    // stay in the page out of sight and out of reach, keeping what was chosen.
    const placeOrder = page.getByRole("button", { name: "Place order" });
    const topLeft = (box: { x: number; y: number } | null) => ({ x: box?.x, y: box?.y });
    const placeBox = topLeft(await placeOrder.boundingBox());
    await page.getByRole("button", { name: "Back" }).click();
    await expect(stepHeading(page, "Port: Term and name")).toBeVisible();
    expect(topLeft(await continueButton(page).boundingBox())).toEqual(placeBox);
    await expect(page.getByLabel("Data centre", { exact: true })).toBeHidden();
    await expect(page.getByLabel("Service name")).toHaveValue(portName);
    await continueButton(page).click();
    await placeOrder.click();
    await expect(page.getByRole("heading", { name: "Order placed" })).toBeVisible();
    const portLink = page.getByRole("link", { name: new RegExp(portName) });
    const portId = /\((SVC-\d+)\)/.exec((await portLink.textContent()) ?? "")?.[1] ?? "";
    expect(portId).toMatch(/^SVC-\d+$/);

    // A cloud connect leaving from the new port.
    await page.getByRole("button", { name: "Order another service" }).click();
    await page.getByLabel("Cloud connect").check();
    await page.getByLabel("Cloud", { exact: true }).selectOption("azure");
    await page.getByLabel("Region").selectOption("westeurope");
    await continueButton(page).click();
    const aEnd = page.getByLabel("A-end port");
    const option = aEnd.locator("option", { hasText: portId });
    await aEnd.selectOption((await option.getAttribute("value")) ?? "");
    await page.getByLabel("Bandwidth").selectOption("500");
    await expect(page.getByLabel("VLAN")).toHaveValue("100");
    await continueButton(page).click();

    // A key Azure does not know is a field error, and the step cannot be passed.
    await page.getByLabel("ExpressRoute service key").fill(WRONG_KEY);
    await page.getByRole("button", { name: "Check key with Azure" }).click();
    await expect(page.getByText("No ExpressRoute circuit has this service key.")).toBeVisible();
    await continueButton(page).click();
    await expect(stepHeading(page, "Cloud connect: Cloud key")).toBeVisible();
    await page.getByLabel("ExpressRoute service key").fill(AZURE_KEY);
    await page.getByRole("button", { name: "Check key with Azure" }).click();
    await expect(page.getByText("Circuit found: 500 Mbps at Amsterdam.")).toBeVisible();
    await continueButton(page).click();
    await page.getByLabel("Service name").fill(connectName);
    await continueButton(page).click();
    await expect(stepHeading(page, "Cloud connect: Review")).toBeVisible();
    // The A-end list (a step behind, inert and invisible) names the port too.
    await expect(page.getByText(portId).filter({ visible: true })).toBeVisible();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("heading", { name: "Order placed" })).toBeVisible();
    await expect(page.getByText("Order status:")).toBeVisible();

    // Both move to provisioning by themselves (15 s after the order).
    await page.goto(`/services?text=${encodeURIComponent(`E2E`)}`);
    const rows = page.getByRole("table", { name: "Services" }).locator("tbody").getByRole("row");
    await expect(async () => {
      await page.reload();
      await expect(rows.filter({ hasText: portName })).toContainText("Provisioning");
      await expect(rows.filter({ hasText: connectName })).toContainText("Provisioning");
    }).toPass({ timeout: 60_000, intervals: [3_000] });

    // The port's page shows its order's progress: received and validated behind it,
    // provisioning the current stage, live still ahead.
    await page.goto(`/services/${portId}`);
    const stages = page.getByRole("list", { name: "Order stages" });
    await expect(stages.locator('[aria-current="step"]')).toHaveText(/^Provisioning: /);
    await expect(stages.getByText(/^Validated: /)).not.toContainText("not yet");
    await expect(stages.getByText("Live: not yet")).toBeVisible();

    // Each step of the order was announced.
    await page.goto("/notifications");
    await expect(page.getByText(`Provisioning started: ${connectName}`).first()).toBeVisible();
  });

  test("a reload mid-wizard keeps the draft", async ({ page }) => {
    // Not the admin of the first test: a draft is the user's, and that test, running at the
    // same time on the other worker, saves and discards the admin's.
    await resumeSession(page, ACCOUNTS.globexAdmin, "/services/create");
    await page.getByLabel("Data centre", { exact: true }).selectOption({ index: 2 });
    const location = await page.getByLabel("Data centre", { exact: true }).inputValue();
    await continueButton(page).click();
    // The draft is saved a moment after typing: wait for the save that has the speed (on a
    // busy machine an earlier save, of the data centre alone, can answer after this point).
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes("/services/order-draft") &&
        response.request().method() === "PUT" &&
        (response.request().postData() ?? "").includes('"speed_mbps":"1000"'),
    );
    await page.getByLabel("Speed").selectOption("1000");
    await saved;
    await page.reload();
    await expect(stepHeading(page, "Port: Port")).toBeVisible();
    await expect(page.getByLabel("Speed")).toHaveValue("1000");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("Data centre", { exact: true })).toHaveValue(location);
    await page.getByRole("button", { name: "Discard draft" }).click();
    await expect(page.getByLabel("Data centre", { exact: true })).toHaveValue("");
  });

  test("the viewer sees prices but cannot order", async ({ page }) => {
    await resumeSession(page, ACCOUNTS.viewer, "/services");
    await expect(page.getByRole("heading", { level: 1, name: "All Services" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Order a service" })).toHaveCount(0);
    await page.goto("/services/create");
    await fillPortFlow(page, "Viewer port");
    await expect(page.getByRole("complementary", { name: "Price" })).toContainText("24 months");
    await expect(page.getByRole("button", { name: "Place order" })).toHaveCount(0);
    await expect(page.getByText("Ordering needs permission to manage services")).toBeVisible();
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Port" })).toBeVisible();
  });

  test("the price list of a company billed in EUR shows the EUR book's own prices", async ({
    page,
  }) => {
    await resumeSession(page, ACCOUNTS.globexAdmin, "/pricing");
    // The EUR book lists a 10G port at 990.00 a month on 12 months (not 850 GBP converted).
    const port = page.getByRole("table", { name: "10 Gbps (EUR)" }).first();
    await expect(port).toContainText("990.00");
    await expect(port).toContainText("880.00");
  });

  test("the wizard and the price list have no serious accessibility violation", async ({
    page,
  }) => {
    await resumeSession(page, ACCOUNTS.viewer, "/services/create");
    await expect(page.getByLabel("Data centre", { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, "/services/create, first step");
    await page.getByLabel("Data centre", { exact: true }).selectOption({ index: 1 });
    await continueButton(page).click();
    await page.getByLabel("Speed").selectOption("10000");
    await expect(page.getByRole("complementary", { name: "Price" })).toContainText("Monthly");
    await expectNoSeriousViolations(page, "/services/create, port step with its price");
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 2, name: "EVPL" })).toBeVisible();
    await expectNoSeriousViolations(page, "/pricing");
  });
});
