import type { Page, Request, Route } from "@playwright/test";
import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import { HTTP_RETRY_LIMIT } from "../../src/core/constants.ts";
import { ERROR_ROUTES } from "../../src/core/errors/index.ts";
import {
  type SessionSnapshot,
  USER_INFO_RETRY_DELAY_MS,
} from "../../src/machines/session/index.ts";
import { withAccountLock } from "../harness/account-lock.ts";
import { ACCOUNTS, DEMO_PASSWORD } from "../harness/accounts.ts";
import {
  inviteAccount,
  newestMailTime,
  nextMail,
  signInByApi,
  signOutByApi,
} from "../harness/api.ts";
import { expect, test } from "../harness/fixtures.ts";
import { storedSession, userMenuButton } from "../harness/portal.ts";
import { SESSION_SCENARIOS, sessionModel } from "./session.model.ts";
import { pathTitle, uiPaths } from "./ui-model.ts";
import { type UiDriver, walkPath } from "./walk-path.ts";

/**
 * The session machine walked through the real portal (e2e/models/session.model.ts). Every call
 * the session makes is held until the path says how it ends: passed on to the real server
 * (which answers as what the person typed decides: a right or wrong password, a one-time code
 * from the development mailbox), or refused on the wire (a fault the server cannot produce on
 * demand). The page's clock is the test's: the refresh at exp - 5 min is the clock moved on.
 * A page must then show what the machine's state promises, and hold exactly the calls the
 * machine has under way.
 */

/** The session's calls by the machine's actor id. */
const CALLS: Readonly<Record<string, { method: string; path: string }>> = {
  signIn: { method: "POST", path: "/v2/auth" },
  loadCaptcha: { method: "GET", path: "/v2/get-captcha" },
  fetchUserInfo: { method: "GET", path: "/v2/me" },
  refreshTokens: { method: "POST", path: "/v2/auth/refresh" },
  postLogout: { method: "POST", path: "/v2/logout" },
  startImpersonation: { method: "POST", path: "/v2/impersonation/users" },
  exitImpersonation: { method: "POST", path: "/v2/impersonation/exit" },
};

const REFRESH_LEAD_MS = 5 * 60 * 1000;

function actorOf(request: Request): string | undefined {
  const path = new URL(request.url()).pathname;
  return Object.entries(CALLS).find(
    ([, call]) => call.method === request.method() && call.path === path,
  )?.[0];
}

/** An unsigned JWT: the portal only reads a token's expiry before it uses it. */
function unsignedToken(expiresAtMs: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part({ sub: "staff", exp: Math.floor(expiresAtMs / 1000) })}.signature`;
}

function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
  return (payload as { exp: number }).exp * 1000;
}

const signInHeading = (page: Page) => page.getByRole("heading", { name: "Sign in", exact: true });
const captchaGroup = (page: Page) => page.getByRole("group", { name: "Security check" });
const impersonationBanner = (page: Page) => page.getByRole("region", { name: "Impersonation" });

let unique = 0;

/**
 * Who acts: staff with full impersonation, or read-only staff (the auditor), each with the
 * customer they act as.
 */
const ROLES = {
  full: {
    staff: ACCOUNTS.staff,
    staffName: "Sofia Santos",
    impersonate: "Impersonate Alice Anders",
    customerName: "Alice Anders",
  },
  readOnly: {
    staff: ACCOUNTS.auditor,
    staffName: "Arthur Ash",
    impersonate: "View as (read-only) Victor Vale",
    customerName: "Victor Vale",
  },
} as const;

function driverFor(page: Page, role: keyof typeof ROLES = "full"): UiDriver {
  const acting = ROLES[role];
  const held: Route[] = [];
  /** Calls refused on the wire until the machine hears of it (the client retries a GET). */
  const refusing = new Set<string>();
  const refused = new Map<string, number>();
  page.on("requestfailed", (request) => {
    const actor = actorOf(request);
    if (actor !== undefined) refused.set(actor, (refused.get(actor) ?? 0) + 1);
  });
  page.on("requestfailed", (request) => {
    const index = held.findIndex((route) => route.request() === request);
    if (index >= 0) held.splice(index, 1);
  });
  void page.route(
    (url) => Object.values(CALLS).some((call) => call.path === url.pathname),
    (route) => {
      const actor = actorOf(route.request());
      if (actor === undefined) return route.continue();
      if (refusing.has(actor)) return route.abort("connectionrefused");
      held.push(route);
    },
  );
  const heldBy = (actor: string) => held.filter((route) => actorOf(route.request()) === actor);
  /** The email and password the form is filled with, and when the last code mail came. */
  const account = { email: "", password: "", mailBefore: null as string | null };

  const release = async (actor: string, how: "server" | "failed" | "refused") => {
    const [route, ...others] = heldBy(actor);
    expect(others, `one ${actor} call is waiting`).toHaveLength(0);
    if (route === undefined) throw new Error(`no ${actor} call is waiting`);
    held.splice(held.indexOf(route), 1);
    if (how !== "refused") {
      // "failed": the server's 500, which it gives on no request of its own accord.
      const answered = page.waitForResponse((r) => r.request() === route.request());
      if (how === "server") await route.continue();
      else await route.fulfill({ status: 500, json: { detail: "Internal server error." } });
      await answered;
    } else {
      refused.set(actor, 0);
      const attempts = route.request().method() === "GET" ? HTTP_RETRY_LIMIT + 1 : 1;
      refusing.add(actor);
      await route.abort("connectionrefused");
      // The retries of a GET (spec section 7) come after their pauses: the clock moves them on.
      await expect
        .poll(async () => {
          if ((refused.get(actor) ?? 0) < attempts) await page.clock.fastForward(5000);
          return refused.get(actor) ?? 0;
        }, `${actor} refused ${attempts} times`)
        .toBe(attempts);
      refusing.delete(actor);
    }
    await page.evaluate(() => document.readyState);
  };

  /** The form filled for the attempt the path's next event answers. */
  const signIn = async (_: Page, event: AnyEventObject, next?: AnyEventObject) => {
    const code = (next as { error?: { body?: { code?: string } } } | undefined)?.error?.body?.code;
    const submit = page.getByRole("button", { name: /^(Sign in|Verify and sign in)$/ });
    if ("oneTimeCode" in event) {
      let value = event.oneTimeCode === "" ? "" : "000000";
      if (next?.type === "xstate.done.actor.signIn") {
        value =
          (await nextMail(page.request, account.email, account.mailBefore, "one-time-code"))
            .secret ?? "";
      }
      await page.getByLabel("Sign-in code").fill(value);
    } else if ("captchaText" in event) {
      // A captcha a test cannot read: "#" is no captcha character, so the answer is wrong.
      await captchaGroup(page)
        .getByLabel("Characters in the image")
        .fill(event.captchaText === "" ? "" : "not it #");
    } else if (event.username === "") {
      await page.getByLabel("Email").fill("");
      await page.getByLabel("Password").fill("");
    } else {
      if (code === "captcha_required") {
        // An account of this walk's own, three wrong passwords behind it.
        const invited = await inviteAccount(page.request, "model");
        for (let attempt = 0; attempt < 3; attempt += 1) {
          await page.request.post("/v2/auth", {
            data: { username: invited.email, password: "wrong" },
          });
        }
        Object.assign(account, { email: invited.email, password: invited.password });
      } else if (code === "otp_required") {
        const before = await newestMailTime(page.request, ACCOUNTS.otp, "one-time-code");
        Object.assign(account, {
          email: ACCOUNTS.otp,
          password: DEMO_PASSWORD,
          mailBefore: before,
        });
      } else if (code === "invalid_credentials") {
        unique += 1;
        Object.assign(account, {
          email: `nobody-${Date.now()}-${unique}@acme.test`,
          password: "wrong",
        });
      } else {
        Object.assign(account, { email: acting.staff, password: DEMO_PASSWORD });
      }
      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel("Password").fill(account.password);
    }
    await submit.click();
  };

  const openUserMenu = async () => {
    await userMenuButton(page).click();
  };

  const shows = async (_: Page, model: AnyMachineSnapshot) => {
    const snapshot = model as SessionSnapshot;
    const { context } = snapshot;
    // Exactly the calls the machine has under way are waiting.
    for (const actor of Object.keys(CALLS)) {
      const running = actor in snapshot.children ? 1 : 0;
      await expect.poll(() => heldBy(actor).length, `${actor} calls under way`).toBe(running);
    }
    if (snapshot.matches("signedOut")) {
      await expect(page).toHaveURL(/\/sign-in(\?|$)/);
      await expect(signInHeading(page)).toBeVisible();
      const stored = await storedSession(page);
      expect(stored.access, "signed out: no token stored").toBeNull();
      const submit = page.getByRole("button", {
        name: /^(Sign in|Signing in…|Verify and sign in)$/,
      });
      if (snapshot.matches({ signedOut: "signingIn" })) {
        await expect(submit).toHaveText("Signing in…");
        await expect(submit).toBeDisabled();
        return;
      }
      if (snapshot.matches({ signedOut: "awaitingOneTimeCode" })) {
        await expect(page.getByLabel("Sign-in code")).toBeVisible();
        await expect(submit).toHaveText("Verify and sign in");
      } else {
        await expect(page.getByLabel("Email")).toBeVisible();
        await expect(captchaGroup(page)).toHaveCount(context.captchaRequired ? 1 : 0);
      }
      if (snapshot.matches({ signedOut: "loadingCaptcha" })) {
        await expect(captchaGroup(page).getByRole("button", { name: "New image" })).toBeDisabled();
      }
      if (snapshot.matches({ signedOut: "awaitingCaptcha" })) {
        await expect(captchaGroup(page).getByRole("button", { name: "New image" })).toBeEnabled();
        const image = captchaGroup(page).getByRole("img", { name: /^Security check/ });
        await expect(image).toHaveCount(context.captcha === null ? 0 : 1);
      }
      const alert = page.getByRole("alert").filter({ hasNotText: /^$/ });
      if (context.signInError === null)
        await expect(page.getByRole("form").getByRole("alert")).toHaveCount(0);
      else await expect(alert.first()).toBeVisible();
      return;
    }
    if (snapshot.matches("signingOut")) {
      // The logout call is under way (checked above); the tokens are still there.
      expect((await storedSession(page)).refresh).not.toBeNull();
      return;
    }
    // Signed in.
    await expect(page).not.toHaveURL(/\/sign-in/);
    const stored = await storedSession(page);
    expect(stored.access, "signed in: a token is stored").not.toBeNull();
    expect(stored.isImpersonating, "the flag stored exactly while impersonating").toBe(
      context.originals === null ? null : "true",
    );
    if (snapshot.matches({ signedIn: { active: { userInfo: "unavailable" } } })) {
      await expect(page).toHaveURL(new RegExp(`${ERROR_ROUTES.ERROR}$`));
    }
    const loaded = snapshot.matches({ signedIn: { active: { userInfo: "loaded" } } });
    if (!loaded) {
      await expect(userMenuButton(page)).toHaveCount(0);
      return;
    }
    await expect(userMenuButton(page)).toBeVisible();
    await expect(userMenuButton(page)).toContainText(
      `Account menu of ${context.originals === null ? acting.staffName : acting.customerName}`,
    );
    // The banner stays until the staff member's own session is back (after the exit call).
    await expect(impersonationBanner(page)).toHaveCount(context.originals === null ? 0 : 1);
    if (context.originals !== null && role === "readOnly")
      await expect(impersonationBanner(page)).toContainText("read-only mode: changes are refused");
  };

  return {
    start: async (_, input) => {
      const { stored } = input as {
        stored: (typeof SESSION_SCENARIOS)[keyof typeof SESSION_SCENARIOS];
      };
      await page.clock.install();
      const scenario = Object.entries(SESSION_SCENARIOS).find(([, value]) => value === stored)?.[0];
      let storage: Record<string, string> = {};
      const now = Date.now();
      if (scenario === "staff signed in") {
        const pair = await signInByApi(page.request, acting.staff);
        storage = { access_token: pair.access, refresh_token: pair.refresh };
      } else if (scenario === "an access token alone") {
        const pair = await signInByApi(page.request, acting.staff);
        storage = { access_token: pair.access };
      } else if (scenario === "an expired token") {
        storage = {
          access_token: unsignedToken(now - 60_000),
          refresh_token: unsignedToken(now + 3_600_000),
        };
      } else if (scenario === "an unreadable token") {
        storage = { access_token: "not-a-token", refresh_token: unsignedToken(now + 3_600_000) };
      } else if (scenario === "due for its refresh") {
        const pair = await signInByApi(page.request, acting.staff);
        storage = { access_token: unsignedToken(now + 2 * 60_000), refresh_token: pair.refresh };
      }
      await page.addInitScript((values) => {
        if (sessionStorage.getItem("model-started") !== null) return;
        sessionStorage.setItem("model-started", "1");
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      }, storage);
      await page.goto(scenario === "nothing stored" ? "/sign-in" : "/dashboard");
    },
    actions: {
      SIGN_IN: signIn,
      RELOAD_CAPTCHA: () => captchaGroup(page).getByRole("button", { name: "New image" }).click(),
      SIGN_OUT: async () => {
        if (await signInHeading(page).isVisible()) {
          await page.goto("/sign-out");
          return;
        }
        await openUserMenu();
        await page.getByRole("menuitem", { name: "Sign out" }).click();
      },
      IMPERSONATE: async () => {
        await openUserMenu();
        await page.getByRole("menuitem", { name: "Impersonation" }).click();
        await page.getByRole("button", { name: acting.impersonate }).click();
      },
      EXIT_IMPERSONATION: () =>
        impersonationBanner(page).getByRole("button", { name: "Exit impersonation" }).click(),
      "xstate.after.refreshDue.session.signedIn.active.tokens.fresh": async () => {
        const { access } = await storedSession(page);
        const due = expiryOf(access ?? "") - REFRESH_LEAD_MS;
        // Paused past the refresh: the new token, from the server's clock, is not due again.
        await page.clock.pauseAt(due - 1000);
        await page.clock.fastForward(2000);
      },
      "xstate.done.actor.signIn": () => release("signIn", "server"),
      "xstate.error.actor.signIn": () => release("signIn", "server"),
      "xstate.done.actor.loadCaptcha": () => release("loadCaptcha", "server"),
      "xstate.error.actor.loadCaptcha": () => release("loadCaptcha", "refused"),
      "xstate.done.actor.fetchUserInfo": () => release("fetchUserInfo", "server"),
      "xstate.error.actor.fetchUserInfo": async (_, event) => {
        const status = (event as { error?: { status?: number } }).error?.status;
        await release("fetchUserInfo", status === 500 ? "failed" : "refused");
      },
      "xstate.after.userInfoRetry.session.signedIn.active.userInfo.retrying": async () => {
        await page.clock.fastForward(USER_INFO_RETRY_DELAY_MS);
      },
      "xstate.done.actor.refreshTokens": () => release("refreshTokens", "server"),
      "xstate.error.actor.refreshTokens": async () => {
        // The session ended on the server: the refresh is answered 401.
        const { refresh } = await storedSession(page);
        await signOutByApi(page.request, refresh ?? "");
        await release("refreshTokens", "server");
      },
      "xstate.done.actor.postLogout": () => release("postLogout", "server"),
      "xstate.error.actor.postLogout": () => release("postLogout", "refused"),
      "xstate.done.actor.startImpersonation": () => release("startImpersonation", "server"),
      "xstate.error.actor.startImpersonation": () => release("startImpersonation", "refused"),
      "xstate.done.actor.exitImpersonation": () => release("exitImpersonation", "server"),
      "xstate.error.actor.exitImpersonation": () => release("exitImpersonation", "refused"),
    },
    // One check reads the whole state: the page shows the session, not one state of it.
    stateKey: () => "session",
    states: { session: shows },
  };
}

const paths = await uiPaths(sessionModel);

/**
 * Read-only impersonation runs the same transitions: the generated path that starts one and
 * exits it is walked again by the auditor, who acts as a customer in read-only mode.
 */
const readOnlyWalk = paths.find(
  (path) =>
    path.steps.some((step) => step.event.type === "IMPERSONATE") &&
    path.steps.at(-1)?.event.type === "xstate.done.actor.exitImpersonation",
);
if (readOnlyWalk !== undefined) {
  test(`session, read-only: ${pathTitle(readOnlyWalk)}`, async ({ page }) => {
    await walkPath(page, readOnlyWalk, driverFor(page, "readOnly"));
  });
}

for (const [index, path] of paths.entries()) {
  test(`session ${index + 1}: ${pathTitle(path)}`, async ({ page }) => {
    // A path through the one-time-code step signs otp@acme.test in, as e2e/sign-in.spec.ts does.
    const walk = () => walkPath(page, path, driverFor(page));
    if (JSON.stringify(path.steps).includes("otp_required")) {
      await withAccountLock(ACCOUNTS.otp, walk);
    } else {
      await walk();
    }
  });
}
