import { secretOf, totpAt } from "../tests/harness/rfc6238.ts";
import { testNow } from "../tests/harness/test-clock.ts";
import { ACCOUNTS, DEMO_PASSWORD } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";
import { signIn, submitSignIn, userMenuButton } from "./harness/portal.ts";
import { startServer, WITH_SERVER_START_TIMEOUT_MS } from "./harness/server-process.ts";

/**
 * Two-factor sign-in and sessions (issue 44), on an account made for this test: enrol an
 * authenticator app with a code the test computes (tests/harness/rfc6238.ts plays the app),
 * sign out, sign in with the app's code, then with a backup code, and end the other session.
 */
const STEP_MS = 30_000;

test("enrol an authenticator, sign in with its code and a backup code, end another session", async ({
  page,
  browser,
  baseURL,
  invitedAccount,
}) => {
  const { email, password } = invitedAccount;
  await signIn(page, email, { password });
  await page.goto("/account-settings");
  await page.getByRole("link", { name: "Security" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();

  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const address = await page.getByLabel("Address for apps on this device").inputValue();
  const secret = secretOf(address);
  expect(await page.getByLabel("Key").inputValue()).toBe(secret);
  // On a phone the key and the address go below the code at full width, readable to type.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect((await page.getByLabel("Key").boundingBox())?.width ?? 0).toBeGreaterThan(280);
  if (desktop) await page.setViewportSize(desktop);

  // A wrong code is refused on its field, and what was typed stays.
  const wrong = totpAt(secret, new Date(testNow().getTime() - 10 * STEP_MS));
  await page.getByLabel("Code from the app").fill(wrong);
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("The code is wrong or was already used.")).toBeVisible();
  await expect(page.getByLabel("Code from the app")).toHaveValue(wrong);

  await page.getByLabel("Code from the app").fill(totpAt(secret, testNow()));
  await page.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const backupCodes = await codes.allTextContents();
  await page.getByRole("button", { name: "I have copied it" }).click();
  await expect(page.getByText("10 backup codes left.")).toBeVisible();

  // Signing in again asks for the app's code: the next step's, as the current one is spent.
  await userMenuButton(page).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in", exact: true })).toBeVisible();
  await submitSignIn(page, email, password);
  const codeField = page.getByLabel("Authenticator code or backup code");
  await expect(codeField).toBeVisible();
  await codeField.fill(totpAt(secret, new Date(testNow().getTime() + STEP_MS)));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(userMenuButton(page)).toBeVisible();

  // A second browser signs in with a backup code.
  const other = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL ?? "", localStorage: [{ name: "gdpr_accept", value: "false" }] }],
    },
  });
  const otherPage = await other.newPage();
  await otherPage.goto("/sign-in");
  await submitSignIn(otherPage, email, password);
  await otherPage.getByLabel("Authenticator code or backup code").fill(backupCodes[0] ?? "");
  await otherPage.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(userMenuButton(otherPage)).toBeVisible();

  // The first browser lists both sessions and ends the other one.
  await page.goto("/account-settings/security");
  const sessions = page.getByRole("table", { name: "Sessions" }).locator("tbody").getByRole("row");
  await expect(sessions).toHaveCount(2);
  await expect(page.getByText("This session")).toHaveCount(1);
  await page.getByRole("button", { name: /^Sign out .+ on / }).click();
  await expect(sessions).toHaveCount(1);

  // The ended session's next call signs that tab out.
  await otherPage.goto("/account-settings");
  await expect(otherPage.getByRole("heading", { name: "Sign in", exact: true })).toBeVisible();
  await other.close();
});

/**
 * The company requirement: on a server of its own, as the requirement holds every Acme user
 * without an authenticator (every demo account) until they enrol, which would stop the other
 * specs. The administrator turns it on, and the viewer, signing in with the password alone,
 * is taken to the enrolment and can reach nothing else until it is done.
 */
test("a company that requires two-factor takes a user without it to enrolment after the password", async ({
  page,
  browser,
}) => {
  test.setTimeout(WITH_SERVER_START_TIMEOUT_MS + 60_000);
  const server = await startServer();
  try {
    await signIn(page, ACCOUNTS.admin, { from: `${server.origin}/sign-in` });
    await page.goto(`${server.origin}/account-settings/security`);
    await page.getByRole("button", { name: "Require two-factor sign-in" }).click();
    // The administrator has no authenticator either: the portal holds them at the enrolment.
    const enrolment = page.getByRole("heading", { level: 1, name: "Set up two-factor sign-in" });
    await expect(enrolment).toBeVisible();

    const viewer = await (
      await browser.newContext({
        storageState: {
          cookies: [],
          origins: [
            { origin: server.origin, localStorage: [{ name: "gdpr_accept", value: "false" }] },
          ],
        },
      })
    ).newPage();
    await viewer.goto(`${server.origin}/services`);
    await submitSignIn(viewer, ACCOUNTS.viewer, DEMO_PASSWORD);
    const viewerEnrolment = viewer.getByRole("heading", {
      level: 1,
      name: "Set up two-factor sign-in",
    });
    await expect(viewerEnrolment).toBeVisible();
    await expect(viewer).toHaveTitle(/Set up two-factor sign-in/);
    await expect(viewer.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    // Another address of the portal shows the enrolment too, not the page.
    await viewer.goto(`${server.origin}/billing`);
    await expect(viewerEnrolment).toBeVisible();

    await viewer.getByRole("button", { name: "Set up an authenticator app" }).click();
    const secret = secretOf(
      await viewer.getByLabel("Address for apps on this device").inputValue(),
    );
    await viewer.getByLabel("Code from the app").fill(totpAt(secret, testNow()));
    await viewer.getByRole("button", { name: "Turn on" }).click();
    await expect(
      viewer.getByRole("list", { name: "Backup codes" }).getByRole("listitem"),
    ).toHaveCount(10);
    await viewer.getByRole("button", { name: "I have copied it" }).click();
    // Enrolled: the portal, at the page asked for.
    await expect(viewerEnrolment).toHaveCount(0);
    await expect(userMenuButton(viewer)).toBeVisible();
    await expect(viewer).toHaveURL(/\/billing$/);
    await viewer.context().close();
  } finally {
    await server.kill();
  }
});
