import type { RequestFailure } from "./request-failures.ts";

/** The public pages a failed call can send the user to (spec sections 2 and 8). */
export const ERROR_ROUTES = {
  SIGN_OUT: "/sign-out",
  NO_PERMISSIONS: "/no-permissions",
  UNDER_MAINTENANCE: "/under-maintenance",
  ERROR: "/error",
} as const;

export type ErrorRoute = (typeof ERROR_ROUTES)[keyof typeof ERROR_ROUTES];

/** What the one place that navigates on failures knows about the call and the app. */
export interface RedirectContext {
  /** The call carried the user's bearer token (a 401 from POST /auth is a wrong password). */
  readonly isAuthenticatedCall: boolean;
  /** A sign-out is already under way; a second one would loop. */
  readonly isSigningOut: boolean;
  /** The caller handles 403 itself (e.g. a screen probing whether an action is allowed). */
  readonly redirectOn403: boolean;
  /** Development build: a dead dev server should show the failure, not the error page. */
  readonly isDev: boolean;
}

/** The status code that, reported without a response, sends the user to the error page. */
const NO_RESPONSE_ERROR_CODE = 500;

/**
 * Where a failed call sends the user (spec section 8), or null to stay and let the caller
 * show a notice:
 * - 401 on an authenticated call, not already signing out -> sign-out;
 * - 403, unless the caller disabled it -> no-permissions;
 * - 503 -> under-maintenance;
 * - no response (network error or timeout) carrying code 500, outside dev -> error page.
 * An aborted request is the caller's own doing and never redirects.
 */
export function decideRedirect(
  failure: RequestFailure,
  context: RedirectContext,
): ErrorRoute | null {
  switch (failure.kind) {
    case "http":
      return redirectForStatus(failure.status, context);
    case "network":
    case "timeout":
      return !context.isDev && failure.code === NO_RESPONSE_ERROR_CODE ? ERROR_ROUTES.ERROR : null;
    case "aborted":
      return null;
  }
}

function redirectForStatus(status: number, context: RedirectContext): ErrorRoute | null {
  if (status === 401) {
    return context.isAuthenticatedCall && !context.isSigningOut ? ERROR_ROUTES.SIGN_OUT : null;
  }
  if (status === 403) return context.redirectOn403 ? ERROR_ROUTES.NO_PERMISSIONS : null;
  if (status === 503) return ERROR_ROUTES.UNDER_MAINTENANCE;
  return null;
}

/**
 * What to do when loading the user's info (GET /me) fails (spec section 8): a 500 answer goes
 * to the error page; anything else (network, timeout, other statuses) fetches again.
 * An abort is not a failure of the load, so it neither navigates nor retries.
 */
export type UserInfoFailureOutcome = "error-page" | "retry" | "ignore";

export function decideUserInfoFailure(failure: RequestFailure): UserInfoFailureOutcome {
  if (failure.kind === "aborted") return "ignore";
  return failure.kind === "http" && failure.status === 500 ? "error-page" : "retry";
}
