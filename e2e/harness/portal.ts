import {
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type Request,
} from "@playwright/test";
import { DEMO_PASSWORD } from "./accounts.ts";
import { signInByApi, type TokenPair } from "./api.ts";

/**
 * What a person does in the portal, and what a test reads of it, by the names on screen.
 * Paths are relative to the test's baseURL unless a full address is given.
 */

export interface SignInOptions {
  readonly password?: string;
  /** Where the sign-in should land (default /dashboard). */
  readonly landsOn?: string | RegExp;
  /** The sign-in page to start from (default /sign-in); an absolute URL for another server. */
  readonly from?: string;
}

/** Fills the sign-in form and submits it (the page must already show it). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Signs in through the form and waits for the landing page with the user's data loaded. */
export async function signIn(
  page: Page,
  email: string,
  options: SignInOptions = {},
): Promise<void> {
  await page.goto(options.from ?? "/sign-in");
  await expect(page.getByRole("heading", { name: "Sign in", exact: true })).toBeVisible();
  await submitSignIn(page, email, options.password ?? DEMO_PASSWORD);
  await expect(page).toHaveURL(options.landsOn ?? /\/dashboard$/);
  // The frame knows who is signed in once /me has answered: the user menu names them.
  await expect(userMenuButton(page)).toBeVisible();
}

/**
 * The refresh token of the session this worker last handed out, per account: a worker (one
 * process, its tests one after another) signs each demo account in with the password once.
 */
const heldSessions = new Map<string, string>();

/** A same-origin page with no script, for writing local storage before the portal loads. */
const BLANK_PAGE = "/__e2e-blank";

/**
 * Signs the account in with a session this worker already holds and opens `landOn` (default
 * the dashboard, where a sign-in lands) in the private frame, with the user's data loaded, as
 * `signIn` does: for tests whose subject is not signing in. A test about another page lands on
 * it at once: loading the dashboard first, then the page, cost each such test a second page
 * load (about a second of browser and server CPU, twice that beside a second worker).
 * It skips the sign-in page and its form (a page load and a password check); the tests about
 * signing in, signing out, sessions and impersonation use `signIn`.
 *
 * Each test gets a fresh token pair of the held session by a refresh (cheap), so no test ever
 * presents a token another test rotated. When the previous test ended the session (signed out,
 * or rotated the refresh token itself) the refresh is refused and the worker signs in again.
 */
export async function resumeSession(
  page: Page,
  email: string,
  landOn = "/dashboard",
): Promise<void> {
  const held = heldSessions.get(email);
  let pair: TokenPair | undefined;
  if (held !== undefined) {
    const refreshed = await page.request.post("/v2/auth/refresh", { data: { refresh: held } });
    if (refreshed.ok()) pair = (await refreshed.json()) as TokenPair;
  }
  pair ??= await signInByApi(page.request, email);
  heldSessions.set(email, pair.refresh);

  await page.route(`**${BLANK_PAGE}`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>blank</title>" }),
  );
  await page.goto(BLANK_PAGE);
  await page.evaluate(({ access, refresh }) => {
    localStorage.setItem("access_token", access);
    localStorage.setItem("refresh_token", refresh);
  }, pair);
  await page.unroute(`**${BLANK_PAGE}`);
  await page.goto(landOn);
  // Another page may rewrite its own address (a filter it drops), so only the dashboard's is
  // checked; the user menu is there once the private frame has the user's data.
  if (landOn === "/dashboard") await expect(page).toHaveURL(/\/dashboard$/);
  await expect(userMenuButton(page)).toBeVisible();
}

/**
 * Signs out by the sign-out page's address (for pages without a user menu) and waits for the
 * sign-in page it ends on: the logout call has then been answered and the tokens are gone.
 */
export async function signOutByAddress(page: Page): Promise<void> {
  await page.goto("/sign-out");
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole("heading", { name: "Sign in", exact: true })).toBeVisible();
}

/** The user-menu trigger of the desktop top bar ("<company> Account menu of <full name>"). */
export function userMenuButton(page: Page): Locator {
  return page.getByRole("banner").getByRole("button", { name: /Account menu of/ });
}

/** The initials avatar of the user menu; `data-tone` is "impersonating" while acting as someone. */
export function userAvatar(page: Page): Locator {
  return userMenuButton(page).locator("[data-tone]");
}

/** The main navigation of the desktop top bar. */
export function mainNavigation(page: Page): Locator {
  return page.getByRole("banner").getByRole("navigation", { name: "Main" });
}

/** The server-status banner above every page. */
export function serverStatusBanner(page: Page): Locator {
  return page.getByTestId("server-status-banner");
}

/** The toast with this title in the bottom-left message region. */
export function toast(page: Page, title: string): Locator {
  return page
    .getByRole("region", { name: "Portal messages" })
    .getByRole("status")
    .filter({ hasText: title });
}

export interface StoredSession {
  readonly access: string | null;
  readonly refresh: string | null;
  readonly originalAccess: string | null;
  readonly originalRefresh: string | null;
  readonly isImpersonating: string | null;
  readonly consent: string | null;
}

/** What the portal keeps in local storage (src/core/auth/storage-keys.ts). */
export function storedSession(page: Page): Promise<StoredSession> {
  return page.evaluate(() => ({
    access: localStorage.getItem("access_token"),
    refresh: localStorage.getItem("refresh_token"),
    originalAccess: localStorage.getItem("original_access_token"),
    originalRefresh: localStorage.getItem("original_refresh_token"),
    isImpersonating: localStorage.getItem("is_impersonating"),
    consent: localStorage.getItem("gdpr_accept"),
  }));
}

/** The `exp` claim of a JWT, in milliseconds (the test reads it; it never checks signatures). */
export function expiryOf(token: string): number {
  const payload = token.split(".")[1];
  if (payload === undefined) throw new Error("not a JWT");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
    exp?: unknown;
  };
  if (typeof claims.exp !== "number") throw new Error("the token has no exp");
  return claims.exp * 1000;
}

/** Records the requests of a page or a whole context that match `matches`. */
export function recordRequests(
  target: Page | BrowserContext,
  matches: (request: Request) => boolean,
): { readonly requests: Request[]; urls(): string[] } {
  const requests: Request[] = [];
  target.on("request", (request) => {
    if (matches(request)) requests.push(request);
  });
  return { requests, urls: () => requests.map((request) => request.url()) };
}

/** A request to the API path `path` (under /v2) with this method. */
export function isApiCall(method: string, path: string): (request: Request) => boolean {
  return (request) =>
    request.method() === method && new URL(request.url()).pathname === `/v2${path}`;
}
