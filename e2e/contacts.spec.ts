import type { APIRequestContext } from "@playwright/test";
import { ACCOUNTS, DEMO_PASSWORD } from "./harness/accounts.ts";
import type { MailboxMessage } from "./harness/api.ts";
import { expect, test } from "./harness/fixtures.ts";
import { signIn } from "./harness/portal.ts";
import {
  type RunningServer,
  startServer,
  WITH_SERVER_START_TIMEOUT_MS,
} from "./harness/server-process.ts";

/**
 * Contacts who receive the notices (issue 45): an administrator adds a distribution list for
 * maintenances on one port, and the next maintenance the provider announces on that port is
 * mailed to it, with its calendar entry. On a server of its own: the announced maintenance
 * would change the counts other specs read from Acme's maintenances.
 */

const PORT = { id: "SVC-10001", name: "LON1-ACME-01" };
const LIST = "ld8-port-team@acme.test";

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(WITH_SERVER_START_TIMEOUT_MS);
  server = await startServer({ env: { CONDUIT_DEV_MAILBOX: "on" } });
});

test.afterAll(async () => {
  await server?.kill();
});

/** The provider's staff announce a maintenance on the port through the API. */
async function announceMaintenance(request: APIRequestContext, title: string) {
  const auth = await request.post(`${server.origin}/v2/auth`, {
    data: { username: ACCOUNTS.staff, password: DEMO_PASSWORD },
  });
  expect(auth.status()).toBe(200);
  const { access } = (await auth.json()) as { access: string };
  const created = await request.post(`${server.origin}/v2/maintenances`, {
    headers: { Authorization: `Bearer ${access}` },
    data: {
      title,
      type: "planned",
      window_start: "2030-03-10T22:00:00Z",
      window_end: "2030-03-11T02:30:00Z",
      impact: "Up to 20 minutes of loss of service.",
      impact_level: "outage",
      location: "LD8",
      description: "We replace a line card of the LD8 edge router.",
      services: [PORT.id],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string; reference: string };
}

test("an administrator's contact for maintenances on one port receives the next maintenance's mail", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ACCOUNTS.admin, { from: `${server.origin}/sign-in` });
  await page.goto(`${server.origin}/account-settings`);
  await page
    .getByRole("list", { name: "Account settings sections" })
    .getByRole("link", { name: "Contacts" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();

  await page.getByRole("button", { name: "Add a contact" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a contact" });
  await dialog.getByLabel("Kind").selectOption({ label: "NOC" });
  await dialog.getByLabel("Name").fill("LD8 port team");
  await dialog.getByLabel("Role").fill("Distribution list of the LD8 engineers");
  await dialog.getByLabel("E-mail").fill("ld8-port-team@");
  await dialog.getByLabel("Phone").fill("+44 20 7946 0177");
  await dialog.getByRole("checkbox", { name: "Maintenances" }).check();
  await dialog.getByRole("radio", { name: "Chosen services" }).check();
  await dialog.getByLabel("Find a service").fill(PORT.id);
  await dialog.getByRole("checkbox", { name: `${PORT.name} (${PORT.id})` }).check();
  await dialog.getByRole("button", { name: "Add contact" }).click();

  // The server's word lands on the field, and everything typed stays.
  await expect(dialog.getByText("Enter a valid email address.")).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue("LD8 port team");
  await expect(dialog.getByRole("checkbox", { name: `${PORT.name} (${PORT.id})` })).toBeChecked();
  await dialog.getByLabel("E-mail").fill(LIST);
  await dialog.getByRole("button", { name: "Add contact" }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row").filter({ hasText: "LD8 port team" });
  await expect(row).toContainText(LIST);
  await expect(row).toContainText("Maintenances");
  await expect(row).toContainText(`${PORT.name} (${PORT.id})`);

  const maintenance = await announceMaintenance(request, "Line card replacement");
  const mailbox = await request.get(`${server.origin}/v2/dev/mailbox`, {
    params: { email: LIST, kind: "contact:maintenances" },
  });
  expect(mailbox.status()).toBe(200);
  const mail = (await mailbox.json()) as MailboxMessage;
  expect(mail.subject).toBe(`Planned maintenance ${maintenance.reference}: Line card replacement`);
  expect(mail.body).toContain("Window: 2030-03-10 22:00 UTC to 2030-03-11 02:30 UTC");
  expect(mail.body).toMatch(
    new RegExp(`https?://[^\\s]+/support/maintenances/${maintenance.id}(\\s|$)`),
  );

  // The contact's change is in the company's log.
  await page.goto(`${server.origin}/account-settings/logs`);
  await expect(
    page.getByText(`Contact: LD8 port team <${LIST}>, NOC; Maintenances; services ${PORT.id}`),
  ).toBeVisible();

  // Removing asks first: "Keep it" keeps the contact; the removal takes it off the list.
  await page.goto(`${server.origin}/account-settings/contacts`);
  const listed = page.getByRole("row").filter({ hasText: "LD8 port team" });
  await listed.getByRole("button", { name: "Remove" }).click();
  const asking = page.getByRole("dialog", { name: "Remove LD8 port team?" });
  await expect(asking).toContainText(`${LIST} will receive no more notices from us.`);
  await asking.getByRole("button", { name: "Keep it" }).click();
  await expect(asking).toBeHidden();
  await expect(listed).toHaveCount(1);
  await listed.getByRole("button", { name: "Remove" }).click();
  await asking.getByRole("button", { name: "Remove contact" }).click();
  await expect(asking).toBeHidden();
  await expect(listed).toHaveCount(0);
});
