import { impersonationRegion } from "./impersonation.region.ts";
import { backToOwnSession, refreshFailed } from "./refresh-failed.ts";
import { IMPERSONATION_REFUSED_TOAST } from "./session.notices.ts";
import { navigateHome, navigateToSignIn, sessionSetup } from "./session.setup.ts";
import { requireRefreshToken } from "./stored-session.ts";
import { tokensRegion } from "./tokens.region.ts";
import { userInfoRegion } from "./user-info.region.ts";

/**
 * Signed in. The access token is made usable first (refreshed at once when it is due or has
 * expired), then three things run side by side: user info loads, the refresh waits for
 * exp - 5 min, and staff may start or exit an impersonation. Another tab's sign-out, refresh,
 * or impersonation start or exit is followed.
 */
export const signedInState = sessionSetup.createStateConfig({
  description: "A session is in use. Another tab's sign-out, refresh or impersonation is followed.",
  initial: "checkingAccessToken",
  on: {
    SIGN_OUT: {
      target: "#session.signingOut",
      actions: { type: "rememberReturnPath", params: ({ event }) => event.returnPath },
    },
    UNAUTHORIZED: [
      {
        guard: "refusalEndsImpersonation",
        target: "#session.signedIn",
        reenter: true,
        description:
          "A call made as the customer answered 401: the customer's session ended on the " +
          "server (an exit in another tab, a revoked impersonation). The staff member's own " +
          "session comes back, as when a renewal fails; a 401 for it signs out in turn.",
        actions: [...backToOwnSession, { type: "notify", params: IMPERSONATION_REFUSED_TOAST }],
      },
      {
        guard: "refusalEndsSession",
        target: "#session.signingOut",
        description:
          "An authenticated call answered 401 for the access token in use. A 401 for a token " +
          "already replaced (refreshed, or swapped by an impersonation's start or exit), or for " +
          "the customer's while its exit is on the wire, is ignored: the session goes on.",
        actions: { type: "rememberReturnPath", params: ({ event }) => event.returnPath },
      },
    ],
    STORAGE_CHANGED: [
      {
        guard: "otherTabSignedOut",
        target: "#session.signedOut",
        description: "Another tab signed out; storage is already clear.",
        actions: ["clearCachedData", "forgetSession", navigateToSignIn],
      },
      {
        guard: "otherTabSwitchedUser",
        target: "#session.signedIn",
        reenter: true,
        description: "Another tab started or exited an impersonation.",
        actions: [
          { type: "adoptStoredSession", params: ({ event }) => event.stored },
          "clearCachedData",
          navigateHome,
        ],
      },
      {
        guard: "otherTabChangedTokens",
        target: "#session.signedIn",
        reenter: true,
        description: "Another tab refreshed the tokens.",
        actions: { type: "adoptStoredSession", params: ({ event }) => event.stored },
      },
    ],
  },
  states: {
    checkingAccessToken: {
      // Only usable sessions come here: a token due for its refresh comes with a valid
      // refresh token (core decideBoot), and saved originals always hold both tokens.
      description: "Is the access token usable as it is, or due for its refresh (core decideBoot)?",
      always: [{ guard: "accessTokenIsFresh", target: "active" }, { target: "renewing" }],
    },
    renewing: {
      description: "The access token is due or expired: it is refreshed before anything uses it.",
      invoke: {
        id: "refreshTokens",
        src: "refreshTokens",
        input: ({ context }) => ({ refresh: requireRefreshToken(context) }),
        onDone: {
          target: "active",
          actions: [
            { type: "acceptTokens", params: ({ event }) => event.output },
            { type: "persistTokens", params: ({ event }) => event.output },
          ],
        },
        onError: refreshFailed,
      },
    },
    active: {
      description: "User info, the refresh timer and impersonation, side by side.",
      type: "parallel",
      states: {
        userInfo: userInfoRegion,
        tokens: tokensRegion,
        impersonation: impersonationRegion,
      },
    },
  },
});
