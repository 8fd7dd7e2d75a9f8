import type { Request } from "@playwright/test";
import { ACCOUNTS } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";
import {
  expiryOf,
  isApiCall,
  mainNavigation,
  recordRequests,
  signIn,
  storedSession,
  toast,
  userMenuButton,
} from "./harness/portal.ts";
import { chooseFiles, pdfFile } from "./harness/tickets.ts";

/**
 * Storage that refuses every write (private browsing, a full quota): the session then lives in
 * the tab's memory, and every request (the HTTP client's and the file transfers') still carries
 * its token, from the one source the portal keeps (issue 11). Nothing here may sign the user out.
 */

const REFRESH_LEAD_MS = 5 * 60 * 1000;

function bearerOf(request: Request): string | null {
  const header = request.headers().authorization;
  return header?.startsWith("Bearer ") === true ? header.slice("Bearer ".length) : null;
}

test.describe("when local storage refuses every write", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
  });

  test("the user signs in, sees the dashboard, uploads a file and is refreshed, still signed in", async ({
    page,
  }) => {
    await page.clock.install();
    const signedIn = page.waitForResponse((response) =>
      isApiCall("POST", "/auth")(response.request()),
    );
    await signIn(page, ACCOUNTS.admin);
    const pair = (await (await signedIn).json()) as { access: string; refresh: string };
    // Nothing could be stored: the tokens live in this tab only.
    expect((await storedSession(page)).access).toBeNull();

    const apiCalls = recordRequests(
      page,
      (request) =>
        new URL(request.url()).pathname.startsWith("/v2/") && !request.url().endsWith("/v2/auth"),
    );
    // The dashboard's cards load with the token (a reload would lose it: only links are used).
    await expect(page).toHaveTitle(/Dashboard/);
    await expect(page.getByText("Loading your dashboard…")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // A file upload (a file transfer, not the HTTP client) carries the same token.
    await mainNavigation(page).getByRole("button", { name: "Support" }).click();
    await page.getByRole("menuitem", { name: "Tickets" }).click();
    await page.getByRole("link", { name: "New ticket" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "New ticket" })).toBeVisible();
    await page.getByRole("radio", { name: /Technical issue/ }).check();
    const form = page.getByRole("form", { name: "New ticket" });
    const upload = page.waitForRequest((request) =>
      /\/add-temp-attachment$/.test(new URL(request.url()).pathname),
    );
    await chooseFiles(page, form, pdfFile("trace.pdf"));
    expect(bearerOf(await upload)).toBe(pair.access);
    const files = form.getByRole("list", { name: "Attachments: files" });
    await expect(files.getByRole("listitem")).toContainText("uploaded");

    // The refresh at exp - 5 min goes out with the refresh token held in memory.
    const refreshes = recordRequests(page, isApiCall("POST", "/auth/refresh"));
    const refreshed = page.waitForResponse((response) =>
      isApiCall("POST", "/auth/refresh")(response.request()),
    );
    await page.clock.pauseAt(expiryOf(pair.access) - REFRESH_LEAD_MS + 1000);
    const next = (await (await refreshed).json()) as { access: string; refresh: string };
    expect(refreshes.requests).toHaveLength(1);
    expect(next.access).not.toBe(pair.access);

    // Later calls carry the new access token.
    apiCalls.requests.length = 0;
    await mainNavigation(page).getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect
      .poll(() => apiCalls.requests.map(bearerOf).filter((token) => token !== null).length)
      .toBeGreaterThan(0);
    for (const request of apiCalls.requests) expect(bearerOf(request)).toBe(next.access);

    await expect(userMenuButton(page)).toBeVisible();
    await expect(toast(page, "Refresh token")).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe("/dashboard");
  });
});
