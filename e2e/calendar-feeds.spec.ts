import { inviteAccount, setPermissionsByApi } from "./harness/api.ts";
import { expect, test } from "./harness/fixtures.ts";
import { signIn, storedSession } from "./harness/portal.ts";

/**
 * Calendar feeds (issue 43): a user creates a secret calendar address on
 * /account-settings/calendar, sees it once, a calendar program reads the company's
 * maintenances from it with no other credential, and revoking it ends it.
 */

test("a calendar address is shown once, serves the maintenances, and stops when revoked", async ({
  page,
  request,
}) => {
  const account = await inviteAccount(request, "calendar");
  await setPermissionsByApi(request, account.email, ["view_support_module"]);
  await signIn(page, account.email, { password: account.password });

  await page.goto("/account-settings");
  await page.getByRole("link", { name: "Calendar feeds" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Calendar feeds" })).toBeVisible();
  await expect(page.getByText("You have no calendar address yet.")).toBeVisible();

  // A blank name is refused on its field, before any call.
  await page.getByRole("button", { name: "Create address" }).click();
  await expect(page.getByText("Give the address a name.")).toBeVisible();

  await page.getByLabel("Name").fill("Outlook on the NOC screen");
  await page.getByRole("button", { name: "Create address" }).click();
  const shown = page.getByRole("region", { name: "Your new calendar address" });
  await expect(shown.getByText("it is shown only once")).toBeVisible();
  const url = await shown.getByLabel("Calendar address").inputValue();
  expect(url).toMatch(/\/v2\/calendar\/[A-Za-z0-9_-]{43}\/maintenances\.ics$/u);
  await expect(shown.getByRole("link", { name: "Open in your calendar program" })).toHaveAttribute(
    "href",
    url.replace(/^https?:/u, "webcal:"),
  );

  // The list names the address without showing it, and no program has read it yet.
  const table = page.getByRole("table", { name: "Your calendar addresses" });
  await expect(table.getByRole("row", { name: /Outlook on the NOC screen/ })).toContainText(
    "Not yet",
  );
  await expect(table).not.toContainText(url);

  // A calendar program: no session, no cookie, only the address.
  const feed = await request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toMatch(/^text\/calendar/u);
  const body = await feed.text();
  expect(body).toContain("BEGIN:VCALENDAR");
  const { access } = await storedSession(page);
  const listed = await request.get("/v2/maintenances?limit=1", {
    headers: { Authorization: `Bearer ${access ?? ""}` },
  });
  const maintenances = (await listed.json()) as { results: Array<{ reference: string }> };
  const first = maintenances.results[0];
  if (first === undefined) throw new Error("Acme has maintenances in the demo data");
  expect(body).toContain(first.reference);

  await shown.getByRole("button", { name: "I have copied it" }).click();
  await expect(shown).toBeHidden();
  await page.reload();
  await expect(table.getByRole("row", { name: /Outlook on the NOC screen/ })).not.toContainText(
    "Not yet",
  );

  await table.getByRole("button", { name: "Revoke Outlook on the NOC screen" }).click();
  await expect(page.getByRole("status")).toContainText("has been revoked");
  await expect(page.getByText("You have no calendar address yet.")).toBeVisible();
  expect((await request.get(new URL(url).pathname)).status()).toBe(404);
});
