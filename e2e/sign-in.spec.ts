import type { APIRequestContext, Page } from "@playwright/test";
import { withAccountLock } from "./harness/account-lock.ts";
import { ACCOUNTS } from "./harness/accounts.ts";
import { newestMailTime, nextMail } from "./harness/api.ts";
import { expectNoSeriousViolations } from "./harness/axe.ts";
import { expect, test } from "./harness/fixtures.ts";
import { isApiCall, signIn, submitSignIn, userMenuButton } from "./harness/portal.ts";

const WRONG_CREDENTIALS = "Unable to sign in with the provided credentials.";
const CAPTCHA_REQUIRED = "Too many failed attempts: answer the captcha to continue.";
const CAPTCHA_WRONG = "The captcha answer was wrong or the captcha has expired. Try a new one.";

test.describe("signing in", () => {
  test("with a password, the admin lands on the dashboard with greeting and company", async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveTitle("Conduit Portal | Dashboard");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), Alice$/ }),
    ).toBeVisible();
    await expect(main.getByText("Acme Corp", { exact: true })).toBeVisible();
    // Real data from /statistics and /account-manager.
    await expect(main.getByText("Unread notifications", { exact: true })).toBeVisible();
    await expect(main.getByRole("definition").filter({ hasText: /^\d+$/ }).first()).toBeVisible();
    await expect(main.getByText("Hannah Whitfield")).toBeVisible();
    await expect(userMenuButton(page)).toContainText("Acme Corp");
    await expect(userMenuButton(page)).toContainText("Account menu of Alice Anders");
  });

  test("after 3 wrong passwords the captcha is required, and a wrong answer is refused", async ({
    page,
    invitedAccount,
  }) => {
    const attempts = isApiCall("POST", "/auth");
    await page.goto("/sign-in");
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const answered = page.waitForResponse((response) => attempts(response.request()));
      await submitSignIn(page, invitedAccount.email, `wrong-password-${attempt}`);
      expect((await answered).status()).toBe(400);
      await expect(page.getByRole("alert")).toHaveText(WRONG_CREDENTIALS);
      await expect(page.getByRole("group", { name: "Security check" })).toHaveCount(0);
    }

    // Even the right password is not enough now: the server asks for a captcha.
    const refused = page.waitForResponse((response) => attempts(response.request()));
    await submitSignIn(page, invitedAccount.email, invitedAccount.password);
    expect((await refused).status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText(CAPTCHA_REQUIRED);
    const check = page.getByRole("group", { name: "Security check" });
    const image = check.getByRole("img", { name: /^Security check/ });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute("src", /^data:image\//);
    const answer = check.getByLabel("Characters in the image");
    await expect(answer).toBeVisible();
    await expect(answer).toBeFocused();
    await expectNoSeriousViolations(page, "the sign-in page with the captcha");

    // The answer is unknowable to the test; "#" is not a captcha character, so it is wrong.
    const firstImage = await image.getAttribute("src");
    await answer.fill("not it #");
    const wrongAnswer = page.waitForResponse((response) => attempts(response.request()));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    expect((await wrongAnswer).status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText(CAPTCHA_WRONG);
    await expect(page).toHaveURL(/\/sign-in$/);
    // A used challenge is gone: a new image replaces it and the old answer is cleared.
    await expect(image).not.toHaveAttribute("src", firstImage ?? "");
    await expect(answer).toHaveValue("");
    // What the user typed stays.
    await expect(page.getByLabel("Email")).toHaveValue(invitedAccount.email);
  });

  test("with a one-time code read from the development mailbox", async ({ page, request }) => {
    // e2e/models/session.spec.ts signs the same account in: one at a time (account-lock.ts).
    await withAccountLock(ACCOUNTS.otp, () => signInWithMailedCode(page, request));
  });

  async function signInWithMailedCode(page: Page, request: APIRequestContext) {
    const before = await newestMailTime(request, ACCOUNTS.otp, "one-time-code");
    await page.goto("/sign-in");
    await submitSignIn(page, ACCOUNTS.otp, "conduit-demo");
    const code = page.getByLabel("Sign-in code");
    await expect(code).toBeVisible();
    await expect(code).toBeFocused();
    await expect(
      page.getByText(`We have sent a 6-digit code to the email address of`),
    ).toContainText(ACCOUNTS.otp);
    await expectNoSeriousViolations(page, "the one-time-code step");

    const mail = await nextMail(request, ACCOUNTS.otp, before, "one-time-code");
    expect(mail.secret).toMatch(/^\d{6}$/);
    await code.fill(mail.secret ?? "");
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), Olivia$/ }),
    ).toBeVisible();
  }

  test("the page asked for while signed out is where the user returns", async ({ page }) => {
    await page.goto("/notifications");
    await expect(page).toHaveURL(/\/sign-in\?returnPath=%2Fnotifications$/);
    await submitSignIn(page, ACCOUNTS.viewer, "conduit-demo");
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  });

  for (const offSite of ["//evil.example", "https://evil.example/", "/\\evil.example"]) {
    test(`a return path off the site (${offSite}) lands on the dashboard`, async ({ page }) => {
      const offSiteRequests: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).hostname.endsWith("evil.example")) {
          offSiteRequests.push(request.url());
        }
      });
      await page.goto(`/sign-in?returnPath=${encodeURIComponent(offSite)}`);
      await submitSignIn(page, ACCOUNTS.viewer, "conduit-demo");
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
      await expect(userMenuButton(page)).toBeVisible();
      expect(offSiteRequests).toEqual([]);
    });
  }
});
