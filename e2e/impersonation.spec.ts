import { ACCOUNTS } from "./harness/accounts.ts";
import { expect, test } from "./harness/fixtures.ts";
import {
  isApiCall,
  signIn,
  storedSession,
  toast,
  userAvatar,
  userMenuButton,
} from "./harness/portal.ts";

/** danger.500 of the theme (src/ui/theme/tokens.ts): the avatar while impersonating. */
const IMPERSONATING_RED = "rgb(198, 40, 40)";

test.describe("impersonation", () => {
  test("staff act as a customer: red avatar, a banner naming them, exit restores the staff session", async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.staff);
    await expect(userMenuButton(page)).toContainText("Account menu of Sofia Santos");
    const staff = await storedSession(page);

    await userMenuButton(page).click();
    await page.getByRole("menuitem", { name: "Impersonation" }).click();
    await expect(page).toHaveURL(/\/impersonation\/user-impersonation$/);
    await expect(page).toHaveTitle("Conduit Portal | User impersonation");
    await page.getByRole("button", { name: "Impersonate Alice Anders" }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    const banner = page.getByRole("region", { name: "Impersonation" });
    await expect(banner).toHaveText(/You are acting as Alice Anders of Acme Corp/);
    await expect(banner).not.toContainText("read-only");
    // It cannot be dismissed: its only control ends the impersonation.
    await expect(banner.getByRole("button")).toHaveText(["Exit impersonation"]);
    await expect(userMenuButton(page)).toContainText("Account menu of Alice Anders");
    await expect(userAvatar(page)).toHaveAttribute("data-tone", "impersonating");
    await expect(userAvatar(page)).toHaveCSS("background-color", IMPERSONATING_RED);
    await expect(
      page.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), Alice$/ }),
    ).toBeVisible();
    const acting = await storedSession(page);
    expect(acting).toMatchObject({
      isImpersonating: "true",
      originalAccess: staff.access,
      originalRefresh: staff.refresh,
    });

    // The banner stays on every private page.
    await page.goto("/notifications");
    await expect(banner).toBeVisible();
    await expect(userAvatar(page)).toHaveAttribute("data-tone", "impersonating");

    await banner.getByRole("button", { name: "Exit impersonation" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(banner).toBeHidden();
    await expect(userMenuButton(page)).toContainText("Account menu of Sofia Santos");
    await expect(userAvatar(page)).toHaveAttribute("data-tone", "default");
    await expect(userAvatar(page)).not.toHaveCSS("background-color", IMPERSONATING_RED);
    expect(await storedSession(page)).toMatchObject({
      access: staff.access,
      refresh: staff.refresh,
      originalAccess: null,
      originalRefresh: null,
      isImpersonating: null,
    });
  });

  test("read-only staff see the customer's portal, a write is refused, exit restores", async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.auditor);
    await page.goto("/impersonation/user-impersonation");
    await page.getByRole("button", { name: "View as (read-only) Victor Vale" }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    const banner = page.getByRole("region", { name: "Impersonation" });
    await expect(banner).toHaveText(
      /You are acting as Victor Vale of Acme Corp in read-only mode: changes are refused/,
    );
    await expect(userAvatar(page)).toHaveCSS("background-color", IMPERSONATING_RED);

    // Reading works; marking the notifications read is a write, which the server refuses.
    const bell = page.getByRole("button", {
      name: /^Notifications, (more than )?\d+ unread notifications?$/,
    });
    // The count as a number: a demo alert rule ("Busy ports") may fire by the hour while the
    // test runs and tell the company, so the count may grow; it must not drop.
    const unreadIn = (label: string | null) => Number(/(\d+) unread/.exec(label ?? "")?.[1]);
    const unreadBefore = unreadIn(await bell.getAttribute("aria-label"));
    await bell.click();
    const markAll = page.getByRole("button", { name: "Mark all as read" });
    await expect(markAll).toBeEnabled();
    const refused = page.waitForResponse((response) =>
      isApiCall("PUT", "/notifications/read")(response.request()),
    );
    await markAll.click();
    expect((await refused).status()).toBe(403);
    await expect(toast(page, "Notifications")).toContainText(
      "A read-only impersonation cannot make changes.",
    );
    // Spec section 8: a 403 leads to /no-permissions.
    await expect(page).toHaveURL(/\/no-permissions$/);

    await page.getByRole("link", { name: "Go to the portal home" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(banner).toBeVisible();
    await expect
      .poll(async () => unreadIn(await bell.getAttribute("aria-label")))
      .toBeGreaterThanOrEqual(unreadBefore);

    await banner.getByRole("button", { name: "Exit impersonation" }).click();
    await expect(banner).toBeHidden();
    await expect(userMenuButton(page)).toContainText("Account menu of Arthur Ash");
    await expect(userAvatar(page)).toHaveAttribute("data-tone", "default");
    expect((await storedSession(page)).isImpersonating).toBeNull();
  });

  test("two tabs: an impersonation started in one switches the other, an exit in the other restores both", async ({
    context,
  }) => {
    const first = await context.newPage();
    await signIn(first, ACCOUNTS.staff);
    const staff = await storedSession(first);
    const second = await context.newPage();
    await second.goto("/notifications");
    await expect(userMenuButton(second)).toContainText("Account menu of Sofia Santos");

    // The first tab starts: the second follows, identity and banner.
    await first.goto("/impersonation/user-impersonation");
    await first.getByRole("button", { name: "Impersonate Alice Anders" }).click();
    const bannerOf = (page: typeof first) => page.getByRole("region", { name: "Impersonation" });
    for (const page of [first, second]) {
      await expect(bannerOf(page)).toHaveText(/You are acting as Alice Anders of Acme Corp/);
      await expect(userMenuButton(page)).toContainText("Account menu of Alice Anders");
    }
    const customerBearer = `Bearer ${(await storedSession(first)).access}`;

    // The race behind the defect: the first tab learns of the exit from a 401 for the
    // customer's token (and puts the staff pair back itself) before the second tab, whose exit
    // ended that session, writes storage. The first tab's next customer poll is held until the
    // server has ended the session, and the exit's answer waits until the first tab has handled
    // the 401. This does not force the defect in the browser (the second tab usually follows
    // the first tab's storage change before its exit answer lands, and then never restores):
    // the test passed with the defect too. The session store's own test reproduces it.
    let releasePoll = (): void => undefined;
    const pollReleased = new Promise<void>((resolve) => {
      releasePoll = resolve;
    });
    let holding = true;
    await first.route(
      (url) => url.pathname === "/v2/notifications",
      async (route) => {
        if (holding && route.request().headers().authorization === customerBearer) {
          holding = false;
          await pollReleased;
        }
        await route.continue();
      },
    );
    // A poll goes out when the page is shown again; bring the first tab's one now.
    await first.goto("/notifications");
    await second.route(
      (url) => url.pathname === "/v2/impersonation/exit",
      async (route) => {
        const answer = await route.fetch();
        releasePoll();
        await first.waitForFunction(() => localStorage.getItem("is_impersonating") === null);
        await route.fulfill({ response: answer });
      },
    );
    const signOuts: string[] = [];
    for (const page of [first, second]) {
      page.on("request", (request) => {
        if (isApiCall("POST", "/logout")(request)) signOuts.push(request.url());
      });
    }

    await bannerOf(second).getByRole("button", { name: "Exit impersonation" }).click();
    for (const page of [first, second]) {
      await expect(bannerOf(page)).toBeHidden();
      await expect(userMenuButton(page)).toContainText("Account menu of Sofia Santos");
    }
    expect(await storedSession(second)).toMatchObject({
      access: staff.access,
      refresh: staff.refresh,
      originalAccess: null,
      isImpersonating: null,
    });
    // Both tabs are still signed in as the staff member, and their calls are answered.
    for (const page of [first, second]) {
      await page.goto("/notifications");
      await expect(userMenuButton(page)).toContainText("Account menu of Sofia Santos");
      await expect(page).toHaveURL(/\/notifications$/);
    }
    const staffCall = await second.request.get("/v2/notifications", {
      headers: { authorization: `Bearer ${staff.access}` },
    });
    expect(staffCall.status()).toBe(200);
    expect(signOuts).toEqual([]);
  });

  test("a customer's call refused once the exit has ended their session leaves the staff member signed in", async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.staff);
    const staff = await storedSession(page);
    await page.goto("/impersonation/user-impersonation");
    await page.getByRole("button", { name: "Impersonate Alice Anders" }).click();
    const banner = page.getByRole("region", { name: "Impersonation" });
    await expect(banner).toBeVisible();
    const customerBearer = `Bearer ${(await storedSession(page)).access}`;

    // The network, not the server, decides which answer arrives first; the routes below
    // order two real answers the way CI once met them. A notifications poll sent with the
    // customer's token is held until the server has ended the customer's session (so it is
    // answered 401), and the exit's own answer waits until that 401 is back in the page.
    let releasePoll = (): void => undefined;
    const pollReleased = new Promise<void>((resolve) => {
      releasePoll = resolve;
    });
    let pollHeld = (): void => undefined;
    const heldPoll = new Promise<void>((resolve) => {
      pollHeld = resolve;
    });
    let holding = true;
    await page.route(
      (url) => url.pathname === "/v2/notifications",
      async (route) => {
        if (holding && route.request().headers().authorization === customerBearer) {
          holding = false;
          pollHeld();
          await pollReleased;
        }
        await route.continue();
      },
    );
    await heldPoll;
    const refusal = page.waitForResponse(
      (response) =>
        isApiCall("GET", "/notifications")(response.request()) && response.status() === 401,
    );
    await page.route(
      (url) => url.pathname === "/v2/impersonation/exit",
      async (route) => {
        const answer = await route.fetch();
        releasePoll();
        await (await refusal).finished();
        await route.fulfill({ response: answer });
      },
    );
    const signOuts: string[] = [];
    page.on("request", (request) => {
      if (isApiCall("POST", "/logout")(request)) signOuts.push(request.url());
    });

    await banner.getByRole("button", { name: "Exit impersonation" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(banner).toBeHidden();
    await expect(userMenuButton(page)).toContainText("Account menu of Sofia Santos");
    // The next poll goes out with the staff member's own token and is answered.
    const staffPoll = await page.waitForResponse(
      (response) =>
        isApiCall("GET", "/notifications")(response.request()) &&
        response.request().headers().authorization === `Bearer ${staff.access}`,
    );
    expect(staffPoll.status()).toBe(200);
    expect(signOuts).toEqual([]);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
