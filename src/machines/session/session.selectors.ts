import type { SnapshotFrom } from "xstate";
import type { MeResponse } from "../../core/api/account/me.ts";
import type { CaptchaChallenge } from "../../core/api/auth/captcha.ts";
import { mustEnrolTwoFactor } from "../../core/auth/two-factor-enrolment.ts";
import type { sessionMachine } from "./session.machine.ts";
import type { SignInProblem } from "./session.types.ts";

/**
 * What the UI may know about the session, as pure functions of a snapshot (the adapters' view
 * models select with them; nothing outside reads the context directly).
 */

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export function isSignedIn(snapshot: SessionSnapshot): boolean {
  return snapshot.matches("signedIn");
}

/** Acting as a customer: the staff member's own tokens are kept aside. */
export function isImpersonating(snapshot: SessionSnapshot): boolean {
  return snapshot.context.originals !== null;
}

/** The access token sent with each request; null once signed out or when none was stored. */
export function accessTokenInUse(snapshot: SessionSnapshot): string | null {
  return snapshot.context.tokens.access;
}

/** Who is signed in; null until GET /me has answered (and after switching user). */
export function userInfo(snapshot: SessionSnapshot): MeResponse | null {
  return snapshot.context.userInfo;
}

/**
 * Held at the two-factor enrolment its company requires (issue 44): from /me's answer until
 * /me, read again once the authenticator is on, says otherwise (the enrolment stays on screen
 * while it is read).
 */
export function mustEnrolTwoFactorNow(snapshot: SessionSnapshot): boolean {
  if (snapshot.matches({ signedIn: { active: { userInfo: "enrolling" } } })) return true;
  return (
    snapshot.matches({ signedIn: { active: { userInfo: "loading" } } }) &&
    mustEnrolTwoFactor(snapshot.context.userInfo)
  );
}

/** The sign-in form shows the captcha image and field. */
export function needsCaptcha(snapshot: SessionSnapshot): boolean {
  return (
    snapshot.matches("signedOut") &&
    snapshot.context.captchaRequired &&
    !snapshot.context.oneTimeCodeRequested
  );
}

/** The challenge to show; null while it loads or when it could not be fetched. */
export function captchaChallenge(snapshot: SessionSnapshot): CaptchaChallenge | null {
  return snapshot.context.captcha;
}

/** The sign-in form shows the one-time-code step. */
export function needsOneTimeCode(snapshot: SessionSnapshot): boolean {
  return snapshot.matches("signedOut") && snapshot.context.oneTimeCodeRequested;
}

/** That step asks for the authenticator app's code, or a backup code (issue 44). */
export function needsAuthenticatorCode(snapshot: SessionSnapshot): boolean {
  return snapshot.matches("signedOut") && snapshot.context.authenticatorCodeRequested;
}

export function signInError(snapshot: SessionSnapshot): SignInProblem | null {
  return snapshot.context.signInError;
}

/** Something the user waits for is under way: buttons are disabled, a spinner shows. */
export function isBusy(snapshot: SessionSnapshot): boolean {
  return (
    snapshot.matches("signingOut") ||
    snapshot.matches({ signedOut: "signingIn" }) ||
    snapshot.matches({ signedOut: "loadingCaptcha" }) ||
    snapshot.matches({ signedIn: "renewing" }) ||
    snapshot.matches({ signedIn: { active: { impersonation: "starting" } } }) ||
    snapshot.matches({ signedIn: { active: { impersonation: "exiting" } } })
  );
}
