import { assertEvent } from "xstate";
import { backToOwnSession } from "./refresh-failed.ts";
import { impersonationFailedToast } from "./session.notices.ts";
import { navigateHome, sessionSetup } from "./session.setup.ts";
import { requireRefreshToken } from "./stored-session.ts";

/**
 * Signed in, third region: staff start an impersonation (their tokens kept as originals, the
 * customer's in use, the flag set, home) and exit it (originals restored, copies and flag
 * removed, home). Starting or exiting re-enters `signedIn`: user info reloads for the new user.
 */
export const impersonationRegion = sessionSetup.createStateConfig({
  description: "Staff acting as a customer: the customer's tokens in use, their own kept aside.",
  initial: "checking",
  states: {
    checking: {
      description: "Does storage hold all four tokens and the flag (core isImpersonationActive)?",
      always: [
        { guard: "isImpersonating", target: "impersonating" },
        { target: "notImpersonating" },
      ],
    },
    notImpersonating: {
      description: "The user's own session; staff may start an impersonation.",
      on: { IMPERSONATE: "starting" },
    },
    starting: {
      description: "POST /impersonation/users with the customer's id.",
      invoke: {
        id: "startImpersonation",
        src: "startImpersonation",
        input: ({ event }) => {
          assertEvent(event, "IMPERSONATE");
          // The reason staff typed goes to the customer's activity log (issue 44).
          return event.reason ? { id: event.userId, reason: event.reason } : { id: event.userId };
        },
        onDone: {
          target: "#session.signedIn",
          reenter: true,
          description: "Own tokens saved as originals, the customer's stored, flag set; home.",
          actions: [
            "saveOriginals",
            { type: "beginImpersonation", params: ({ event }) => event.output },
            { type: "persistTokens", params: ({ event }) => event.output },
            "clearCachedData",
            navigateHome,
          ],
        },
        onError: {
          target: "notImpersonating",
          actions: { type: "notify", params: ({ event }) => impersonationFailedToast(event.error) },
        },
      },
    },
    impersonating: {
      description: "Acting as a customer: avatar red, banner shown, Exit impersonation offered.",
      on: { EXIT_IMPERSONATION: "exiting" },
    },
    exiting: {
      description: "POST /impersonation/exit, best effort: the originals come back either way.",
      invoke: {
        id: "exitImpersonation",
        src: "exitImpersonation",
        input: ({ context }) => ({ refresh: requireRefreshToken(context) }),
        onDone: { target: "#session.signedIn", reenter: true, actions: backToOwnSession },
        onError: { target: "#session.signedIn", reenter: true, actions: backToOwnSession },
      },
    },
  },
});
