import { navigateToSignIn, sessionSetup } from "./session.setup.ts";

/**
 * Signing out (spec section 4): the refresh token is posted to /logout when there is one, then
 * local storage (except the consent choice) and cached data are cleared and the sign-in page is
 * shown, whether the call succeeded or not.
 */

const finishSignOut = ["clearSession", "forgetSession", navigateToSignIn] as const;

export const signingOutState = sessionSetup.createStateConfig({
  description: "Ending the session.",
  initial: "checkingRefreshToken",
  states: {
    checkingRefreshToken: {
      description: "Is there a refresh token to revoke?",
      always: [
        { guard: "hasRefreshToken", target: "revokingRefreshToken" },
        {
          target: "#session.signedOut",
          description: "No refresh token: straight to sign-in.",
          actions: finishSignOut,
        },
      ],
    },
    revokingRefreshToken: {
      description: "POST /logout with the refresh token (and the staff member's own one).",
      invoke: {
        id: "postLogout",
        src: "postLogout",
        input: ({ context }) => ({
          refreshTokens: [context.tokens.refresh, context.originals?.refresh].filter(
            (token): token is string => typeof token === "string",
          ),
        }),
        onDone: { target: "#session.signedOut", actions: finishSignOut },
        onError: { target: "#session.signedOut", actions: finishSignOut },
      },
    },
  },
});
