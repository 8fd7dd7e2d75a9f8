import { assertEvent } from "xstate";
import { failureOf, navigateAfterSignIn, sessionSetup } from "./session.setup.ts";
import { loginRequestOf } from "./sign-in-attempt.ts";

/**
 * Signed out: the sign-in form. A basic attempt is credentials alone; the server may then ask
 * for a captcha (captcha_required, captcha_invalid) or a one-time code (otp_required,
 * otp_invalid; from the user's authenticator app when the refusal says otp_method
 * "authenticator", where a backup code also works), and the next attempt carries it. External sign-in sends the provider's token.
 */

/** Submitting the form: only a complete payload goes out, else the missing field is named. */
const submitAttempt = [
  { guard: "loginRequestIsComplete", target: "signingIn", actions: "startSignIn" },
  { actions: "reportIncompleteLogin", description: "Not sent: the form names what is missing." },
] as const;

const formEvents = { SIGN_IN: submitAttempt, SIGN_IN_EXTERNALLY: submitAttempt } as const;

export const signedOutState = sessionSetup.createStateConfig({
  description: "No session: the sign-in form is shown.",
  initial: "enteringCredentials",
  on: {
    STORAGE_CHANGED: {
      guard: "otherTabSignedIn",
      target: "#session.signedIn",
      description: "Another tab signed in: this one follows.",
      actions: [
        { type: "adoptStoredSession", params: ({ event }) => event.stored },
        "resetSignInForm",
        navigateAfterSignIn,
      ],
    },
    SIGN_OUT: {
      target: "#session.signingOut",
      actions: { type: "rememberReturnPath", params: ({ event }) => event.returnPath },
    },
  },
  states: {
    enteringCredentials: {
      description: "Username and password, or the external (Google) sign-in.",
      on: formEvents,
    },
    loadingCaptcha: {
      description: "The server wants a captcha: a new challenge is fetched (GET /get-captcha).",
      invoke: {
        id: "loadCaptcha",
        src: "loadCaptcha",
        onDone: {
          target: "awaitingCaptcha",
          actions: { type: "acceptCaptcha", params: ({ event }) => event.output },
        },
        onError: {
          target: "awaitingCaptcha",
          actions: { type: "recordCaptchaUnavailable", params: failureOf },
        },
      },
    },
    awaitingCaptcha: {
      description: "Credentials plus the captcha answer; a new challenge can be asked for.",
      on: { ...formEvents, RELOAD_CAPTCHA: "loadingCaptcha" },
    },
    awaitingOneTimeCode: {
      description: "Credentials were right; the one-time code sent to the user is asked for.",
      on: formEvents,
    },
    awaitingAuthenticatorCode: {
      description:
        "Credentials were right; the user's authenticator app code (or a backup code) is asked for.",
      on: formEvents,
    },
    signingIn: {
      description: "POST /auth with the payload core buildLoginRequest chose.",
      invoke: {
        id: "signIn",
        src: "signIn",
        input: ({ context, event }) => {
          assertEvent(event, ["SIGN_IN", "SIGN_IN_EXTERNALLY"]);
          return { request: loginRequestOf(context, event) };
        },
        onDone: {
          target: "#session.signedIn",
          actions: [
            { type: "acceptSignIn", params: ({ event }) => event.output },
            { type: "persistTokens", params: ({ event }) => event.output },
            navigateAfterSignIn,
          ],
        },
        onError: [
          {
            guard: { type: "refusalRequiresCaptcha", params: failureOf },
            target: "loadingCaptcha",
            actions: { type: "recordRefusal", params: failureOf },
          },
          {
            guard: { type: "refusalRequiresAuthenticatorCode", params: failureOf },
            target: "awaitingAuthenticatorCode",
            actions: { type: "recordRefusal", params: failureOf },
          },
          {
            guard: { type: "refusalRequiresOneTimeCode", params: failureOf },
            target: "awaitingOneTimeCode",
            actions: { type: "recordRefusal", params: failureOf },
          },
          {
            guard: "captchaRequired",
            description: "The challenge just answered is used up: a new one is needed.",
            target: "loadingCaptcha",
            actions: { type: "recordRefusal", params: failureOf },
          },
          {
            target: "enteringCredentials",
            actions: { type: "recordRefusal", params: failureOf },
          },
        ],
      },
    },
  },
});
