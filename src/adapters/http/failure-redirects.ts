import { isEnrolmentRefusal } from "../../core/auth/two-factor-enrolment.ts";
import { decideRedirect, ERROR_ROUTES, type RequestFailure } from "../../core/errors/index.ts";

/**
 * The one place where a failed call leads somewhere (spec section 8, DESIGN.md section 3).
 * core `decideRedirect` chooses; this turns the choice into an effect: the session is told
 * about a 401 and the token it refused (the session signs out, keeping the return path, when
 * that token is still the one in use), every other route is a navigation.
 * The HTTP client itself never touches `window.location`.
 */

export interface FailureRedirectPorts {
  /** A sign-out is under way (the session actor says so); a 401 then changes nothing. */
  isSigningOut(): boolean;
  /**
   * Sends UNAUTHORIZED to the session actor, with the token the refused call carried: the
   * session alone knows whether that token is still the one in use.
   */
  unauthorized(refusedToken: string): void;
  navigate(to: string): void;
  /**
   * A call was refused because the company now requires an authenticator the user has not set
   * up (issue 44): the session reads /me again, which holds the user at the enrolment.
   */
  enrolmentRequired(): void;
  /** Development build: a dead dev server shows the failure instead of the error page. */
  readonly isDev: boolean;
}

/** What the client knows about the call that failed. */
export interface FailedCall {
  /** The bearer token the call carried, null for a call sent without one (POST /auth). */
  readonly bearer: string | null;
  readonly redirectOn403: boolean;
}

export type FailureRedirects = (failure: RequestFailure, call: FailedCall) => void;

export function createFailureRedirects(ports: FailureRedirectPorts): FailureRedirects {
  return (failure, call) => {
    if (call.bearer !== null && isEnrolmentRefusal(failure)) {
      ports.enrolmentRequired();
      return;
    }
    const route = decideRedirect(failure, {
      isAuthenticatedCall: call.bearer !== null,
      redirectOn403: call.redirectOn403,
      isSigningOut: ports.isSigningOut(),
      isDev: ports.isDev,
    });
    if (route === null) return;
    if (route !== ERROR_ROUTES.SIGN_OUT) ports.navigate(route);
    // decideRedirect signs out only a call that carried a token.
    else if (call.bearer !== null) ports.unauthorized(call.bearer);
  };
}
