import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import type { MeResponse } from "../../../core/api/account/me.ts";
import {
  captchaChallenge,
  isBusy,
  isImpersonating,
  isSignedIn,
  mustEnrolTwoFactorNow,
  needsAuthenticatorCode,
  needsCaptcha,
  needsOneTimeCode,
  type SessionSnapshot,
  signInError,
  userInfo,
} from "../../../machines/index.ts";
import { usePortal } from "../portal-context.tsx";
import { signInMessage } from "./sign-in-messages.ts";

/**
 * The session as the UI sees it (DESIGN.md section 3): what to show, and what the user can
 * ask for. Each value is selected on its own, so a component re-renders only when what it
 * reads changes.
 */

/**
 * Where the session stands. "booting": a session exists but is not ready to show (its token
 * is being renewed, or who the user is has not loaded yet): guards show a loading state.
 * "enrolling": signed in, but the company requires an authenticator the user has not set up
 * (issue 44): only the enrolment is shown, and no query of the user's data runs (the server
 * would refuse it).
 */
export type SessionPhase =
  | "booting"
  | "signedOut"
  | "signingIn"
  | "enrolling"
  | "signedIn"
  | "signingOut";

export interface SignInRequest {
  readonly username: string;
  readonly password: string;
  readonly captchaText?: string | undefined;
  readonly oneTimeCode?: string | undefined;
  readonly returnPath?: string | undefined;
}

export interface SessionView {
  readonly phase: SessionPhase;
  readonly isSignedIn: boolean;
  readonly isImpersonating: boolean;
  readonly isBusy: boolean;
  readonly user: MeResponse | null;
  readonly permissions: readonly string[];
  readonly needsCaptcha: boolean;
  readonly captcha: { readonly id: string; readonly image: string } | null;
  readonly needsOneTimeCode: boolean;
  /** The code step asks for the authenticator app's code; a backup code also works. */
  readonly needsAuthenticatorCode: boolean;
  readonly signInError: string | null;
  signIn(request: SignInRequest): void;
  signInExternally(accessToken: string, returnPath?: string): void;
  reloadCaptcha(): void;
  signOut(returnPath?: string): void;
  /** Acts as the user; `reason` (optional, typed by staff) goes to the customer's activity log. */
  impersonate(userId: string, reason?: string): void;
  exitImpersonation(): void;
  userInfoUpdated(user: MeResponse): void;
  /** Reads /me again (a change on the server altered it: two-factor turned on, issue 44). */
  reloadUserInfo(): void;
}

const NO_PERMISSIONS: readonly string[] = Object.freeze([]);

export function sessionPhase(snapshot: SessionSnapshot): SessionPhase {
  if (snapshot.matches("signingOut")) return "signingOut";
  if (snapshot.matches({ signedOut: "signingIn" })) return "signingIn";
  if (snapshot.matches("signedOut")) return "signedOut";
  if (mustEnrolTwoFactorNow(snapshot)) return "enrolling";
  if (snapshot.matches("signedIn") && userInfo(snapshot) !== null) return "signedIn";
  return "booting";
}

export function useSession(): SessionView {
  const { session } = usePortal();
  const phase = useSelector(session, sessionPhase);
  const signedIn = useSelector(session, isSignedIn);
  const impersonating = useSelector(session, isImpersonating);
  const busy = useSelector(session, isBusy);
  const user = useSelector(session, userInfo);
  const showCaptcha = useSelector(session, needsCaptcha);
  const challenge = useSelector(session, captchaChallenge);
  const showOneTimeCode = useSelector(session, needsOneTimeCode);
  const fromAuthenticator = useSelector(session, needsAuthenticatorCode);
  const problem = useSelector(session, signInError);

  const intentions = useMemo(
    () => ({
      signIn: (request: SignInRequest) => session.send({ type: "SIGN_IN", ...request }),
      signInExternally: (accessToken: string, returnPath?: string) =>
        session.send({ type: "SIGN_IN_EXTERNALLY", accessToken, returnPath }),
      reloadCaptcha: () => session.send({ type: "RELOAD_CAPTCHA" }),
      signOut: (returnPath?: string) => session.send({ type: "SIGN_OUT", returnPath }),
      impersonate: (userId: string, reason?: string) =>
        session.send(
          reason?.trim()
            ? { type: "IMPERSONATE", userId, reason: reason.trim() }
            : { type: "IMPERSONATE", userId },
        ),
      exitImpersonation: () => session.send({ type: "EXIT_IMPERSONATION" }),
      userInfoUpdated: (updated: MeResponse) =>
        session.send({ type: "USER_INFO_UPDATED", userInfo: updated }),
      reloadUserInfo: () => session.send({ type: "RELOAD_USER_INFO" }),
    }),
    [session],
  );
  const captcha = useMemo(
    () => (challenge === null ? null : { id: challenge.captcha_id, image: challenge.image }),
    [challenge],
  );

  return {
    phase,
    isSignedIn: signedIn,
    isImpersonating: impersonating,
    isBusy: busy,
    user,
    permissions: user?.permissions ?? NO_PERMISSIONS,
    needsCaptcha: showCaptcha,
    captcha,
    needsOneTimeCode: showOneTimeCode,
    needsAuthenticatorCode: fromAuthenticator,
    signInError: useMemo(() => signInMessage(problem), [problem]),
    ...intentions,
  };
}

/** Whether the session is ready for authenticated calls: signed in and the user known. */
export function useSessionReady(): boolean {
  const { session } = usePortal();
  return useSelector(session, (snapshot) => sessionPhase(snapshot) === "signedIn");
}
