import type { MeResponse } from "../../core/api/account/me.ts";
import type { CaptchaChallenge } from "../../core/api/auth/captcha.ts";
import type { LoginErrorCode } from "../../core/api/auth/login-error-code.ts";
import type { TokenPair } from "../../core/api/auth/tokens.ts";
import type { SignInField, StoredSession } from "../../core/auth/index.ts";
import type { RequestFailure } from "../../core/errors/index.ts";

/**
 * The vocabulary of the session machine: what it remembers, what it is told, and what it asks
 * the adapters to do.
 */

/** Where the machine reads the time: the browser clock, or a SimulatedClock in tests. */
export interface SessionClock {
  now(): number;
}

/** The token pair as stored: either half may be missing (the boot rules decide what that means). */
export interface SessionTokens {
  readonly access: string | null;
  readonly refresh: string | null;
}

/** Why the last sign-in attempt did not go through, for the form to show. */
export type SignInProblem =
  /** The attempt was not sent: this input is missing or malformed. */
  | { readonly kind: "incomplete"; readonly field: SignInField }
  /** The server refused; `code` is its machine-readable reason when it gave one. */
  | {
      readonly kind: "refused";
      readonly code: LoginErrorCode | undefined;
      readonly message: string | undefined;
      readonly failure: RequestFailure;
    }
  /** GET /get-captcha failed; the user can ask for another challenge. */
  | { readonly kind: "captchaUnavailable"; readonly failure: RequestFailure };

export interface SessionContext {
  readonly clock: SessionClock;
  /** The pair in use, mirroring local storage. */
  readonly tokens: SessionTokens;
  /**
   * The staff member's own pair while they impersonate a customer, null otherwise: set exactly
   * when storage holds all four tokens and the flag (core `isImpersonationActive`).
   */
  readonly originals: TokenPair | null;
  readonly userInfo: MeResponse | null;
  /** Where to go after signing in (same-origin path, sanitised by core). */
  readonly returnPath: string | null;
  readonly captcha: CaptchaChallenge | null;
  /** The server asked for a captcha; every further attempt carries one. */
  readonly captchaRequired: boolean;
  /** The server asked for a one-time code (otp_required or otp_invalid). */
  readonly oneTimeCodeRequested: boolean;
  /**
   * That code comes from the user's authenticator app (the refusal's otp_method, issue 44): the
   * form asks for the app's code and takes a backup code instead.
   */
  readonly authenticatorCodeRequested: boolean;
  readonly signInError: SignInProblem | null;
}

export interface SessionInput {
  /** Local storage as the page found it. */
  readonly stored: StoredSession;
  /** The page the user was on, to come back to after signing in; sanitised by the machine. */
  readonly returnPath?: string | null | undefined;
  readonly clock?: SessionClock | undefined;
}

export type SessionEvent =
  | {
      readonly type: "SIGN_IN";
      readonly username: string;
      readonly password: string;
      readonly captchaText?: string | undefined;
      readonly oneTimeCode?: string | undefined;
      readonly returnPath?: string | undefined;
    }
  | {
      readonly type: "SIGN_IN_EXTERNALLY";
      /** The external provider's (Google's) access token. */
      readonly accessToken: string;
      readonly username?: string | undefined;
      readonly returnPath?: string | undefined;
    }
  | { readonly type: "RELOAD_CAPTCHA" }
  | { readonly type: "SIGN_OUT"; readonly returnPath?: string | undefined }
  /**
   * An authenticated call answered 401 (sent by the HTTP adapter). `refusedToken` is the access
   * token the call carried: a call sent before a refresh or an impersonation's start or exit
   * carried a token the session no longer uses.
   */
  | {
      readonly type: "UNAUTHORIZED";
      readonly refusedToken: string;
      readonly returnPath?: string | undefined;
    }
  /**
   * An ordinary call answered 401 with `refusedToken` (sent by the HTTP adapter before it
   * gives up): when that is the access token in use, it is refreshed at once, and the adapter
   * sends the call again with the new one. A second 401 is an UNAUTHORIZED. `returnPath`: the
   * page, to come back to after the next sign-in should the refresh be refused.
   */
  | {
      readonly type: "TOKEN_REFUSED";
      readonly refusedToken: string;
      readonly returnPath?: string | undefined;
    }
  /**
   * The page became visible again (the adapter's visibilitychange): a tab that was hidden or
   * asleep may have missed its refresh time, as browsers hold back timers of hidden tabs and
   * run none in a frozen or sleeping one.
   */
  | { readonly type: "PAGE_SHOWN" }
  /** Another tab changed the session keys; `stored` is local storage as it is now. */
  | { readonly type: "STORAGE_CHANGED"; readonly stored: StoredSession }
  | { readonly type: "IMPERSONATE"; readonly userId: string; readonly reason?: string }
  | { readonly type: "EXIT_IMPERSONATION" }
  | { readonly type: "RELOAD_USER_INFO" }
  /** PUT /me answered with the user's new info (e.g. a new default currency). */
  | { readonly type: "USER_INFO_UPDATED"; readonly userInfo: MeResponse };

/** A page the machine sends the user to; `returnPath` rides along to the sign-in page. */
export interface Navigation {
  readonly to: string;
  readonly returnPath?: string | undefined;
}

export interface PostLogoutInput {
  /** The refresh token in use, and the staff member's own one while impersonating. */
  readonly refreshTokens: ReadonlyArray<string>;
}
