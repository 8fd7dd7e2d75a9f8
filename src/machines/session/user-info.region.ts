import { SESSION_ROUTES } from "./session.routes.ts";
import { failureOf, sessionSetup } from "./session.setup.ts";

/**
 * Signed in, first region: GET /me. A 500 goes to the error page; any other failure retries
 * after a pause; an aborted load waits to be asked again (core decideUserInfoFailure).
 */
export const userInfoRegion = sessionSetup.createStateConfig({
  description: "GET /me: who is signed in and what they may do.",
  initial: "loading",
  states: {
    loading: {
      description: "GET /me (10 s timeout).",
      invoke: {
        id: "fetchUserInfo",
        src: "fetchUserInfo",
        onDone: [
          {
            guard: {
              type: "userMustEnrolTwoFactor",
              params: ({ event }) => ({ userInfo: event.output }),
            },
            target: "enrolling",
            actions: { type: "acceptUserInfo", params: ({ event }) => event.output },
          },
          {
            target: "loaded",
            actions: { type: "acceptUserInfo", params: ({ event }) => event.output },
          },
        ],
        onError: [
          {
            guard: { type: "userInfoFailureNeedsErrorPage", params: failureOf },
            target: "unavailable",
            actions: { type: "navigate", params: { to: SESSION_ROUTES.errorPage } },
          },
          { guard: { type: "userInfoFailureIsRetried", params: failureOf }, target: "retrying" },
          { target: "interrupted" },
        ],
      },
    },
    retrying: {
      description: "The load failed (not with a 500): it is tried again after a pause.",
      after: { userInfoRetry: "loading" },
    },
    loaded: {
      description: "User info shown; PUT /me answers replace it.",
      on: {
        USER_INFO_UPDATED: {
          actions: { type: "acceptUserInfo", params: ({ event }) => event.userInfo },
        },
        // Also sent when a call is refused for want of the enrolment (the requirement was
        // turned on meanwhile): /me then says so, and the enrolment is shown.
        RELOAD_USER_INFO: "loading",
      },
    },
    enrolling: {
      description:
        "The company requires two-factor sign-in and the user has no authenticator (issue 44): " +
        "only the enrolment is shown, and /me is read again once it is done.",
      on: { RELOAD_USER_INFO: "loading" },
    },
    interrupted: {
      description: "The load was aborted: nothing to show, nothing to retry until asked.",
      on: { RELOAD_USER_INFO: "loading" },
    },
    unavailable: {
      description: "GET /me answered 500: the error page is shown.",
      on: { RELOAD_USER_INFO: "loading" },
    },
  },
});
