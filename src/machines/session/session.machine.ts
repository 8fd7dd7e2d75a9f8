import { portalNow } from "../../core/clock.ts";
import { FRESH_SIGN_IN_FORM, returnPathOf } from "./session.actions.ts";
import { SESSION_EXPIRED_TOAST } from "./session.notices.ts";
import { navigateToSignIn, sessionSetup } from "./session.setup.ts";
import type { SessionClock } from "./session.types.ts";
import { signedInState } from "./signed-in.state.ts";
import { signedOutState } from "./signed-out.state.ts";
import { signingOutState } from "./signing-out.state.ts";
import { sessionFromStorage } from "./stored-session.ts";

/**
 * The portal's session (spec section 4, DESIGN.md section 4): boot from local storage, sign-in,
 * user info, the token refresh, impersonation, sign-out, and following the other tabs.
 * Every rule comes from src/core; every call and side effect is a named implementation that
 * the adapters provide.
 */

const browserClock: SessionClock = { now: () => portalNow().getTime() };

export const sessionMachine = sessionSetup.createMachine({
  id: "session",
  description:
    "The portal's session: boot from storage, sign-in, user info, refresh, impersonation, sign-out, other tabs.",
  context: ({ input }) => ({
    clock: input.clock ?? browserClock,
    ...sessionFromStorage(input.stored),
    userInfo: null,
    returnPath: returnPathOf(input.returnPath),
    ...FRESH_SIGN_IN_FORM,
  }),
  initial: "booting",
  states: {
    booting: {
      description: "Decides from the tokens found in local storage (core decideBoot).",
      always: [
        { guard: "storedSessionIsUsable", target: "signedIn" },
        {
          guard: "storedSessionExpired",
          target: "signedOut",
          description: "Client cleared; 'Unauthorized' under 'Authentication'.",
          actions: [
            "clearSession",
            "forgetSession",
            { type: "notify", params: SESSION_EXPIRED_TOAST },
            navigateToSignIn,
          ],
        },
        {
          guard: "storedSessionIsBroken",
          target: "signingOut",
          description: "Missing, unreadable, or past the refresh time: sign-out with return path.",
        },
        { target: "signedOut" },
      ],
    },
    signedOut: signedOutState,
    signedIn: signedInState,
    signingOut: signingOutState,
  },
});
