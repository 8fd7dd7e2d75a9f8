import { ACCOUNTS } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";
import { resumeSession } from "./harness/portal.ts";

/**
 * What affects the company now (issue 45): the dashboard opens with Acme's ongoing outage and
 * the EVPL it affects, each a link; the services list, filtered to affected services, finds
 * the EVPL with its mark leading to the outage. The demo data is
 * server/src/db/seed/events-*.ts ("Packet loss on the LON1-AMS5 EVPL", SVC-10003).
 */

const OUTAGE = "Packet loss on the LON1-AMS5 EVPL";
const EVPL = "LON1-AMS5 EVPL 500M";

test("the dashboard names the ongoing outage and the affected EVPL, and leads to its timeline", async ({
  page,
}) => {
  await resumeSession(page, ACCOUNTS.viewer, "/dashboard");
  const now = page.getByRole("region", { name: "Affecting your services now" });
  await expect(now.getByRole("heading", { name: OUTAGE })).toBeVisible();
  const outage = now.getByRole("listitem").filter({ hasText: OUTAGE }).first();
  await expect(outage.getByText("Outage", { exact: true })).toBeVisible();
  await expect(outage.getByRole("link", { name: EVPL })).toHaveAttribute(
    "href",
    "/services/SVC-10003",
  );
  // The emergency repair on the same EVPL is under way too.
  await expect(now.getByRole("heading", { name: /Emergency fibre repair/ })).toBeVisible();
  await outage.getByRole("link", { name: /^INC-\d{4}-0087$/ }).click();
  await expect(page).toHaveURL(/\/support\/outages\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(OUTAGE);
  await expect(page.getByRole("list", { name: "Notices" }).getByRole("listitem")).toHaveCount(2);
});

test("the services list, filtered to services an outage affects, finds the EVPL with its mark", async ({
  page,
}) => {
  await resumeSession(page, ACCOUNTS.viewer, "/services");
  await page.getByLabel("Incidents").selectOption("outage");
  await expect(page).toHaveURL(/incident=outage/);
  const rows = page.getByRole("row").filter({ hasText: "SVC-" });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(EVPL);
  const mark = rows.first().getByRole("link", { name: new RegExp(`Outage.*${OUTAGE}`) });
  await mark.click();
  await expect(page).toHaveURL(/\/support\/outages\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(OUTAGE);
});
