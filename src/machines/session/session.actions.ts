import { assign } from "xstate";
import type { MeResponse } from "../../core/api/account/me.ts";
import type { CaptchaChallenge } from "../../core/api/auth/captcha.ts";
import {
  otpMethodOf,
  requiresCaptcha,
  requiresOneTimeCode,
} from "../../core/api/auth/login-error-code.ts";
import type { TokenPair } from "../../core/api/auth/tokens.ts";
import { type StoredSession, sanitizeReturnPath } from "../../core/auth/index.ts";
import { errorMessage } from "../../core/errors/index.ts";
import { sideEffect } from "../shared/not-provided.ts";
import { asRequestFailure } from "../shared/request-failure.ts";
import type { Toast } from "../shared/toast.ts";
import type { FailureParams } from "./session.guards.ts";
import type { Navigation, SessionContext, SessionEvent } from "./session.types.ts";
import { loginErrorOf, loginPayloadOf } from "./sign-in-attempt.ts";
import { sessionFromStorage } from "./stored-session.ts";

/**
 * What the session does, by name: first how it updates what it remembers, then the side
 * effects the adapters provide (storage, cached data, navigation, toasts). Side effects take
 * their data as parameters, so an adapter never reads the machine's context.
 */

type Update<TParams> = (
  context: SessionContext,
  params: TParams,
  event: SessionEvent,
) => Partial<SessionContext>;

function update<TParams = undefined>(change: Update<TParams>) {
  return assign<SessionContext, SessionEvent, TParams, SessionEvent, never>(
    ({ context, event }, params) => change(context, params, event),
  );
}

const NO_TOKENS = { access: null, refresh: null } as const;

/** The sign-in form as it starts: no captcha, no one-time-code step, no error. */
export const FRESH_SIGN_IN_FORM = {
  captcha: null,
  captchaRequired: false,
  oneTimeCodeRequested: false,
  authenticatorCodeRequested: false,
  signInError: null,
} as const satisfies Partial<SessionContext>;

export function returnPathOf(path: string | null | undefined): string | null {
  return path === null || path === undefined ? null : sanitizeReturnPath(path);
}

export const sessionActions = {
  acceptSignIn: update((_, tokens: TokenPair) => ({
    tokens,
    originals: null,
    ...FRESH_SIGN_IN_FORM,
  })),
  acceptTokens: update((_, tokens: TokenPair) => ({ tokens })),
  adoptStoredSession: update((_, stored: StoredSession) => sessionFromStorage(stored)),
  resetSignInForm: update(() => FRESH_SIGN_IN_FORM),
  /** Forgets the user and resets the sign-in form; the return path is kept for the next one. */
  forgetSession: update(() => ({
    tokens: NO_TOKENS,
    originals: null,
    userInfo: null,
    ...FRESH_SIGN_IN_FORM,
  })),
  /** The staff member's pair becomes the originals; the customer's pair is used from now on. */
  beginImpersonation: update((context, tokens: TokenPair) => ({
    originals:
      context.tokens.access === null || context.tokens.refresh === null
        ? null
        : { access: context.tokens.access, refresh: context.tokens.refresh },
    tokens,
    userInfo: null,
  })),
  endImpersonation: update((context) => ({
    tokens: context.originals ?? NO_TOKENS,
    originals: null,
    userInfo: null,
  })),
  acceptUserInfo: update((_, userInfo: MeResponse) => ({ userInfo })),
  /** Where the user was when the session ended, to come back to after the next sign-in. */
  rememberReturnPath: update((_, path: string | undefined) => ({ returnPath: returnPathOf(path) })),

  /** A sign-in attempt goes out: the last error is cleared; a return path given replaces ours. */
  startSignIn: update((context, _: undefined, event) => ({
    signInError: null,
    returnPath:
      "returnPath" in event
        ? (returnPathOf(event.returnPath) ?? context.returnPath)
        : context.returnPath,
  })),
  reportIncompleteLogin: update((context, _: undefined, event) => {
    const payload = loginPayloadOf(context, event);
    return payload?.ok === false
      ? { signInError: { kind: "incomplete", field: payload.field } }
      : {};
  }),
  /** Remembers why POST /auth refused and what the next attempt must carry. */
  recordRefusal: update((context, { error }: FailureParams) => {
    const failure = asRequestFailure(error);
    const code = loginErrorOf(failure);
    const codeRequested = code !== undefined && requiresOneTimeCode(code);
    return {
      signInError: { kind: "refused", code, message: errorMessage(failure), failure },
      captchaRequired: context.captchaRequired || (code !== undefined && requiresCaptcha(code)),
      oneTimeCodeRequested: codeRequested,
      authenticatorCodeRequested:
        codeRequested && failure.kind === "http" && otpMethodOf(failure.body) === "authenticator",
      captcha: null,
    };
  }),
  acceptCaptcha: update((_, captcha: CaptchaChallenge) => ({ captcha })),
  recordCaptchaUnavailable: update((_, { error }: FailureParams) => ({
    captcha: null,
    signInError: { kind: "captchaUnavailable", failure: asRequestFailure(error) },
  })),

  /** Stores the pair in use (access_token, refresh_token). */
  persistTokens: sideEffect<TokenPair>("session", "persistTokens"),
  /** Copies the stored pair in use to original_access/refresh_token; sets is_impersonating. */
  saveOriginals: sideEffect("session", "saveOriginals"),
  /** Moves the stored originals back to the pair in use; removes the copies and the flag. */
  restoreOriginals: sideEffect("session", "restoreOriginals"),
  /** Clears local storage except the consent choice, and all cached server data. */
  clearSession: sideEffect("session", "clearSession"),
  /** Drops cached server data only (another tab changed the user; storage is already right). */
  clearCachedData: sideEffect("session", "clearCachedData"),
  navigate: sideEffect<Navigation>("session", "navigate"),
  notify: sideEffect<Toast>("session", "notify"),
};
