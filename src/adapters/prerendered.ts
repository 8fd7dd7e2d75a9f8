import {
  banner,
  isBannerVisible,
  needsCaptcha,
  needsOneTimeCode,
  signInError,
} from "../machines/index.ts";
import type { Portal } from "./portal.ts";
import { sessionPhase } from "./react/auth/use-session.ts";

/**
 * Whether the portal's actors stand where the server's rendering of the sign-in page assumed
 * (src/prerender.tsx): signed out with a fresh form (no refusal, captcha or code step), the
 * cookie banner up (no choice stored), no server-status banner. Only then does the browser's
 * first render give the same markup, so that it can hydrate it; otherwise (a stored session,
 * a stored consent, a session that just expired with its notice) the portal renders anew and
 * the server's markup is replaced in the same commit. The server asserts the same with this
 * function before it uses its rendering.
 */
export function showsPrerenderedState(
  portal: Pick<Portal, "session" | "consent" | "serverStatus">,
): boolean {
  const session = portal.session.getSnapshot();
  return (
    sessionPhase(session) === "signedOut" &&
    signInError(session) === null &&
    !needsCaptcha(session) &&
    !needsOneTimeCode(session) &&
    isBannerVisible(portal.consent.getSnapshot()) &&
    banner(portal.serverStatus.getSnapshot()) === null
  );
}
