import { and, not, stateIn } from "xstate";
import type { MeResponse } from "../../core/api/account/me.ts";
import {
  otpMethodOf,
  requiresCaptcha,
  requiresOneTimeCode,
} from "../../core/api/auth/login-error-code.ts";
import {
  type BootDecision,
  decideBoot,
  isImpersonationActive,
  refusalEndsSession,
} from "../../core/auth/index.ts";
import { mustEnrolTwoFactor } from "../../core/auth/two-factor-enrolment.ts";
import { decideUserInfoFailure } from "../../core/errors/index.ts";
import { asRequestFailure } from "../shared/request-failure.ts";
import { EXITING_IMPERSONATION } from "./session.state-ids.ts";
import type { SessionContext, SessionEvent } from "./session.types.ts";
import { loginErrorOf, loginPayloadOf } from "./sign-in-attempt.ts";
import { isUsable, sessionFromStorage } from "./stored-session.ts";

/**
 * The questions the session machine asks, by name. Each one defers to a core rule; none
 * decides anything on its own.
 */

interface GuardArgs {
  readonly context: SessionContext;
  readonly event: SessionEvent;
}

/** An actor's failure, handed to a guard through `params`. */
export interface FailureParams {
  readonly error: unknown;
}

function decisionOf({ context }: GuardArgs): BootDecision {
  return decideBoot(context.tokens, context.clock.now());
}

/** What another tab left in storage, when the event is a storage change. */
function otherTabDecision({ context, event }: GuardArgs): BootDecision | null {
  return event.type === "STORAGE_CHANGED"
    ? decideBoot(
        { access: event.stored.access, refresh: event.stored.refresh },
        context.clock.now(),
      )
    : null;
}

function isImpersonatingNow({ context }: GuardArgs): boolean {
  return context.originals !== null;
}

/** A 401 refused the access token in use, not one already replaced (core refusalEndsSession). */
function refusedTokenIsInUse({ context, event }: GuardArgs): boolean {
  return (
    (event.type === "UNAUTHORIZED" || event.type === "TOKEN_REFUSED") &&
    refusalEndsSession(event.refusedToken, context.tokens.access)
  );
}

/**
 * A 401 that ends the session in use: it refused the token in use, and that token is not the
 * customer's while its impersonation's exit is on the wire (its refusal is expected then).
 */
const refusalOfTokenInUse = and<SessionContext, SessionEvent, unknown[]>([
  refusedTokenIsInUse,
  not(stateIn(EXITING_IMPERSONATION)),
]);

export const sessionGuards = {
  /** Boot: the stored token is valid (possibly due for its refresh). */
  storedSessionIsUsable: (args: GuardArgs) => isUsable(decisionOf(args)),
  /** Boot: the stored access token has expired. */
  storedSessionExpired: (args: GuardArgs) => decisionOf(args).kind === "expired",
  /** Boot: a token is stored but missing, unreadable, or past the refresh time for good. */
  storedSessionIsBroken: (args: GuardArgs) => decisionOf(args).kind === "sign-out",

  /** The access token can be used as is: valid and not yet due for its refresh. */
  accessTokenIsFresh: (args: GuardArgs) => decisionOf(args).kind === "active",
  hasRefreshToken: ({ context }: GuardArgs) => context.tokens.refresh !== null,
  isImpersonating: isImpersonatingNow,
  /** A 401 that ends the session in use (see refusalOfTokenInUse). */
  refusalEndsSession: refusalOfTokenInUse,
  /** The same 401, while the token in use is a customer's (an impersonation). */
  refusalEndsImpersonation: and<SessionContext, SessionEvent, unknown[]>([
    refusalOfTokenInUse,
    isImpersonatingNow,
  ]),

  /**
   * A call's 401 that a refresh may mend: it refused the staff member's or customer's own
   * access token in use (see refusalOfTokenInUse), not while impersonating (a customer's
   * token refused means the impersonation ended: UNAUTHORIZED handles it), with a refresh
   * token to send.
   */
  refusalCanBeRenewed: and<SessionContext, SessionEvent, unknown[]>([
    refusalOfTokenInUse,
    not(isImpersonatingNow),
    ({ context }: GuardArgs) => context.tokens.refresh !== null,
  ]),

  /** Another tab signed in (or refreshed) and this tab is signed out. */
  otherTabSignedIn: (args: GuardArgs) => {
    const decision = otherTabDecision(args);
    return decision !== null && isUsable(decision);
  },
  /** Another tab signed out: storage holds no usable session any more. */
  otherTabSignedOut: (args: GuardArgs) => {
    const decision = otherTabDecision(args);
    return decision !== null && !isUsable(decision);
  },
  /** Another tab started or exited an impersonation: the user changed. */
  otherTabSwitchedUser: ({ context, event }: GuardArgs) =>
    event.type === "STORAGE_CHANGED" &&
    isImpersonationActive(event.stored) !== (context.originals !== null),
  /** Another tab stored a different pair (a refresh). */
  otherTabChangedTokens: ({ context, event }: GuardArgs) => {
    if (event.type !== "STORAGE_CHANGED") return false;
    const { tokens } = sessionFromStorage(event.stored);
    return tokens.access !== context.tokens.access || tokens.refresh !== context.tokens.refresh;
  },

  /** The sign-in form sent everything the next POST /auth needs. */
  loginRequestIsComplete: ({ context, event }: GuardArgs) =>
    loginPayloadOf(context, event)?.ok === true,
  /** The server refused and wants a captcha answer with the next attempt. */
  refusalRequiresCaptcha: (_: GuardArgs, { error }: FailureParams) => {
    const code = loginErrorOf(error);
    return code !== undefined && requiresCaptcha(code);
  },
  /** The server refused and wants the one-time code with the next attempt. */
  refusalRequiresOneTimeCode: (_: GuardArgs, { error }: FailureParams) => {
    const code = loginErrorOf(error);
    return code !== undefined && requiresOneTimeCode(code);
  },
  /** It wants the code of the user's authenticator app (or a backup code) (issue 44). */
  refusalRequiresAuthenticatorCode: (_: GuardArgs, { error }: FailureParams) => {
    const failure = asRequestFailure(error);
    const code = loginErrorOf(failure);
    return (
      code !== undefined &&
      requiresOneTimeCode(code) &&
      failure.kind === "http" &&
      otpMethodOf(failure.body) === "authenticator"
    );
  },
  /** A captcha was required before; the one just answered is used up. */
  captchaRequired: ({ context }: GuardArgs) => context.captchaRequired,

  /** GET /me says the company requires an authenticator the user has not set up (issue 44). */
  userMustEnrolTwoFactor: (_: GuardArgs, { userInfo }: { readonly userInfo: MeResponse }) =>
    mustEnrolTwoFactor(userInfo),
  /** GET /me answered 500: the error page. */
  userInfoFailureNeedsErrorPage: (_: GuardArgs, { error }: FailureParams) =>
    decideUserInfoFailure(asRequestFailure(error)) === "error-page",
  /** Any other failure of GET /me except an abort: fetch again. */
  userInfoFailureIsRetried: (_: GuardArgs, { error }: FailureParams) =>
    decideUserInfoFailure(asRequestFailure(error)) === "retry",
};
