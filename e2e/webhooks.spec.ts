import { verifyWebhookSignature } from "../src/core/api/webhooks/webhook-signature.ts";
import { type Receiver, startReceiver } from "../tests/server/webhooks/receiver.ts";
import { ACCOUNTS } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";
import { resumeSession } from "./harness/portal.ts";

/**
 * Webhooks (issue 43): an administrator adds an endpoint on /account-settings/webhooks that
 * points at a receiver this test runs on loopback (the e2e server allows loopback http:
 * CONDUIT_WEBHOOK_LOOPBACK, embedded database), copies the secret shown once, sends a test
 * and sees the delivery; the receiver checks its signature with the secret.
 */
let receiver: Receiver;
test.beforeAll(async () => {
  receiver = await startReceiver();
});
test.afterAll(async () => {
  await receiver?.close();
});

test("an endpoint gets a signed test ping, seen in its deliveries, and can be redelivered and deleted", async ({
  page,
}) => {
  await resumeSession(page, ACCOUNTS.admin);
  await page.goto("/account-settings");
  await page.getByRole("link", { name: "Webhooks" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();

  // No event chosen: refused on the form, and what was typed stays.
  const path = `/hook-${Date.now().toString(36)}`;
  const url = receiver.url(path);
  await page.getByLabel("Endpoint URL").fill(url);
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await expect(page.getByText("Choose at least one event.")).toBeVisible();
  await expect(page.getByLabel("Endpoint URL")).toHaveValue(url);

  await page.getByLabel("Ticket updated").check();
  await page.getByLabel("Description").fill("NOC receiver");
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const shown = page.getByRole("region", { name: "Your webhook signing secret" });
  await expect(shown.getByText("it is shown only once")).toBeVisible();
  const secret = await shown.getByLabel("Signing secret").inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/u);
  await shown.getByRole("button", { name: "I have copied it" }).click();

  const table = page.getByRole("table", { name: "Your company's webhook endpoints" });
  const row = table.getByRole("row", { name: new RegExp(path) });
  await expect(row).toContainText("Ticket updated");
  await expect(table).not.toContainText(secret);

  await row.getByRole("button", { name: `Send a test to ${url}` }).click();
  const deliveries = page.getByRole("table", { name: `Deliveries to ${url}` });
  await expect(deliveries.getByRole("row", { name: /ping/u })).toContainText("Delivered");
  await expect(deliveries.getByRole("row", { name: /ping/u })).toContainText("200");

  const [received] = receiver.received.filter((each) => each.path === path);
  if (received === undefined) throw new Error("the receiver got nothing");
  expect(JSON.parse(received.body)).toMatchObject({ type: "ping" });
  const check = await verifyWebhookSignature(
    secret,
    received.body,
    received.headers["conduit-signature"] as string,
    new Date(),
  );
  expect(check).toEqual({ ok: true });

  await deliveries.getByRole("button", { name: /^Redeliver ping/u }).click();
  await expect(page.getByText("The event is on its way again.")).toBeVisible();
  await expect.poll(() => receiver.received.filter((each) => each.path === path).length).toBe(2);

  await row.getByRole("button", { name: `Delete ${url}` }).click();
  await expect(row).toBeHidden();
});
