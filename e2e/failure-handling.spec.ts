import { ACCOUNTS, DEMO_PASSWORD } from "./harness/accounts.ts";
import { signOutByApi } from "./harness/api.ts";
import { expect, test } from "./harness/fixtures.ts";
import {
  isApiCall,
  recordRequests,
  signIn,
  storedSession,
  submitSignIn,
  userMenuButton,
} from "./harness/portal.ts";
import {
  type RunningServer,
  startServer,
  WITH_SERVER_START_TIMEOUT_MS,
} from "./harness/server-process.ts";

/** What the portal does when a call fails (spec section 8). */

test.describe("401: the session ended on the server", () => {
  test("the next call signs the user out, keeping the page to come back to", async ({
    page,
    request,
  }) => {
    await signIn(page, ACCOUNTS.viewer);
    const { refresh } = await storedSession(page);
    // Somewhere else (another device, an administrator) the session is ended.
    await signOutByApi(request, refresh ?? "");

    await page.goto("/notifications");
    await expect(page).toHaveURL(/\/sign-in\?returnPath=%2Fnotifications$/);
    expect(await storedSession(page)).toMatchObject({ access: null, refresh: null });

    await submitSignIn(page, ACCOUNTS.viewer, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(userMenuButton(page)).toBeVisible();
  });
});

test.describe("403", () => {
  test("a route without the permission shows /no-permissions, where status polling stops", async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.viewer);
    const statusChecks = recordRequests(page, isApiCall("GET", "/info"));
    await page.goto("/impersonation/user-impersonation");
    await expect(page).toHaveURL(/\/no-permissions$/);
    await expect(page).toHaveTitle("Conduit Portal | No access to this page");
    await expect(page.getByRole("heading", { name: "No access to this page" })).toBeVisible();

    // The status is checked every 5 s elsewhere; not here.
    const seen = statusChecks.requests.length;
    await page.waitForTimeout(6000);
    expect(statusChecks.requests.length).toBe(seen);

    await page.getByRole("link", { name: "Go to the portal home" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe("503: the API is down for maintenance", () => {
  let server: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(WITH_SERVER_START_TIMEOUT_MS);
    server = await startServer({ env: { CONDUIT_MAINTENANCE: "on" } });
  });

  test.afterAll(async () => {
    await server?.kill();
  });

  test("a call answered 503 shows /under-maintenance, where status polling stops", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const statusChecks = recordRequests(page, isApiCall("GET", "/info"));
    const answers: number[] = [];
    page.on("response", (response) => {
      if (isApiCall("GET", "/info")(response.request())) answers.push(response.status());
    });
    await page.goto(`${server.origin}/sign-in`);
    // The first status check meets 503 (retried 3 times, as 503s are) and leads away.
    await expect(page).toHaveURL(`${server.origin}/under-maintenance`, { timeout: 20_000 });
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((status) => status === 503)).toBe(true);
    await expect(page.getByRole("heading", { name: "Down for maintenance" })).toBeVisible();
    await expect(page).toHaveTitle("Conduit Portal | Down for maintenance");

    const seen = statusChecks.requests.length;
    await page.waitForTimeout(6000);
    expect(statusChecks.requests.length).toBe(seen);
  });
});
