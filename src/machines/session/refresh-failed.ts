import { IMPERSONATION_ENDED_TOAST, refreshFailedToast } from "./session.notices.ts";
import { navigateHome } from "./session.setup.ts";

/** Exiting: the staff member's own pair is back in storage and in use; home. */
export const backToOwnSession = [
  "restoreOriginals",
  "endImpersonation",
  "clearCachedData",
  navigateHome,
] as const;

function failureToast({ event }: { readonly event: { readonly error: unknown } }) {
  return refreshFailedToast(event.error);
}

/**
 * The refresh failed. An impersonation that cannot be renewed gives the staff member their own
 * session back; any other session ends with the 'Refresh token' notice.
 */
export const refreshFailed = [
  {
    guard: "isImpersonating",
    target: "#session.signedIn",
    reenter: true,
    actions: [...backToOwnSession, { type: "notify", params: IMPERSONATION_ENDED_TOAST }],
  },
  {
    target: "#session.signingOut",
    actions: { type: "notify", params: failureToast },
  },
] as const;
