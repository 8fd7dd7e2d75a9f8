import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import { httpFailure, networkFailure } from "../../src/core/errors/index.ts";
import {
  type SessionEvent,
  type SessionInput,
  type SessionSnapshot,
  sessionMachine,
} from "../../src/machines/session/index.ts";
import { clockAt, outcomeEvents, timerEvents } from "../../tests/machines/harness/path-coverage.ts";
import {
  CAPTCHA,
  PAIRS,
  START_MS,
  STORED,
  sessionTestBed,
  USER,
} from "../../tests/machines/harness/session-fixtures.ts";
import type { UiModel } from "./ui-model.ts";

/**
 * The session machine as a person meets it in the portal (e2e/models/session.spec.ts walks it):
 * the sign-in form with its captcha and one-time-code steps, the refresh at exp - 5 min (the
 * page's clock), signing out, and staff starting and leaving an impersonation. The scenarios
 * are what local storage holds when a page loads. The events are only those a person (or the
 * server, or time) causes on one page; the rest are exempted below, each with its reason.
 */

/** A refusal of POST /auth as the server words it: its reason in `code`. */
export function refusal(code: string) {
  return httpFailure(400, "Bad Request", { detail: `Refused: ${code}.`, code });
}

/** POST /auth/refresh for a session the server has ended. */
const REFRESH_REFUSED = httpFailure(401, "Unauthorized", { detail: "Expired." });

const SIGN_IN = { type: "SIGN_IN", username: "ada", password: "secret" } as const;
const signedOutEvents: Record<string, SessionEvent[]> = {
  enteringCredentials: [SIGN_IN, { type: "SIGN_IN", username: "", password: "" }],
  awaitingCaptcha: [
    { ...SIGN_IN, captchaText: "x7k2" },
    { ...SIGN_IN, captchaText: "" },
    { type: "RELOAD_CAPTCHA" },
  ],
  awaitingOneTimeCode: [
    { ...SIGN_IN, oneTimeCode: "123456" },
    { ...SIGN_IN, oneTimeCode: "" },
  ],
};

/**
 * What the server answers a sign-in, by what the form asked: a captcha cannot be read by a
 * test, so an attempt with one is refused; a code attempt is right (the code from the
 * development mailbox) or wrong.
 */
function signInOutcomes(context: SessionSnapshot["context"]) {
  if (context.captchaRequired) return { done: [], error: [refusal("captcha_invalid")] };
  if (context.oneTimeCodeRequested)
    return { done: [PAIRS.signedIn], error: [refusal("otp_invalid")] };
  return {
    done: [PAIRS.signedIn],
    error: [refusal("captcha_required"), refusal("otp_required"), refusal("invalid_credentials")],
  };
}

function uiEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const session = snapshot as SessionSnapshot;
  const { context } = session;
  const outcomes = {
    signIn: signInOutcomes(context),
    loadCaptcha: { done: [CAPTCHA], error: [networkFailure()] },
    fetchUserInfo: { done: [USER], error: [httpFailure(500), networkFailure()] },
    refreshTokens: { done: [PAIRS.refreshed], error: [REFRESH_REFUSED] },
    postLogout: { done: [null], error: [networkFailure()] },
    startImpersonation: { done: [PAIRS.customer], error: [networkFailure()] },
    exitImpersonation: { done: [{ detail: "Impersonation ended." }], error: [networkFailure()] },
  };
  const events: AnyEventObject[] = outcomeEvents(snapshot, outcomes);
  if (session.matches("signedOut")) {
    const step = Object.values(session.value as Record<string, string>)[0] ?? "";
    events.push(...(signedOutEvents[step] ?? []));
    // Opening /sign-out signed out: only from the plain form (the page load starts it afresh).
    const plain =
      !context.captchaRequired && !context.oneTimeCodeRequested && context.signInError === null;
    if (step === "enteringCredentials" && plain) events.push({ type: "SIGN_OUT" });
  }
  // The menu, the impersonation page, the banner and the clock: once the user is shown, with
  // no call of the session under way.
  const quiet =
    session.matches({ signedIn: { active: { userInfo: "loaded", tokens: "fresh" } } }) &&
    Object.keys(session.children).length === 0;
  if (quiet) {
    events.push({ type: "SIGN_OUT" });
    // Not while impersonating: see the exemption of tokens.refreshing's error.
    if (context.originals === null)
      events.push(
        ...timerEvents(sessionMachine, snapshot).filter((event) =>
          event.type.includes("refreshDue"),
        ),
      );
    if (session.matches({ signedIn: { active: { impersonation: "notImpersonating" } } }))
      events.push({ type: "IMPERSONATE", userId: "customer" });
    if (session.matches({ signedIn: { active: { impersonation: "impersonating" } } }))
      events.push({ type: "EXIT_IMPERSONATION" });
  }
  // GET /me tried again after its pause: the clock moves on.
  if (session.matches({ signedIn: { active: { userInfo: "retrying" } } }))
    events.push(
      ...timerEvents(sessionMachine, snapshot).filter((event) =>
        event.type.includes("userInfoRetry"),
      ),
    );
  return events;
}

/** The model state: where the machine is, plus the context facts its guards and the page read. */
function serializeState(snapshot: AnyMachineSnapshot): string {
  const { context } = snapshot as SessionSnapshot;
  return JSON.stringify([
    snapshot.value,
    context.originals !== null,
    context.tokens.access !== null,
    context.tokens.refresh !== null,
    context.captchaRequired,
    context.oneTimeCodeRequested,
    context.captcha !== null,
    context.userInfo !== null,
    context.signInError?.kind ?? null,
  ]);
}

/** The local storage a page loads with, by scenario name (session.spec.ts makes it real). */
export const SESSION_SCENARIOS = {
  "nothing stored": STORED.empty,
  "staff signed in": STORED.staff,
  "an expired token": STORED.expired,
  "an unreadable token": STORED.unreadable,
  "due for its refresh": STORED.dueForRefresh,
  "an access token alone": STORED.accessOnly,
} as const;

const ANOTHER_TAB =
  "another tab changing local storage: the model walks one page; e2e/sign-out.spec.ts, " +
  "e2e/impersonation.spec.ts and e2e/token-refresh.spec.ts walk two tabs, and the " +
  "machine-level replays cover the transition";
/** The authenticator step needs an account with an enrolled authenticator (issue 44). */
const AUTHENTICATOR =
  "the authenticator-code step needs an account that has enrolled an authenticator app, " +
  "which e2e/two-factor.spec.ts makes and walks (a code computed by the test, a backup code); " +
  "the machine-level replays cover it";
const GOOGLE =
  "the external (Google) sign-in needs Google Identity Services and a Google account, which " +
  "the offline e2e server has neither of; the machine-level replays cover it";
const CALL_REFUSED =
  "a call answered 401 for the token in use needs a session the server ended under a page " +
  "that keeps calling; e2e/failure-handling.spec.ts and e2e/impersonation.spec.ts walk it " +
  "through the portal, the machine-level replays cover every branch";
const USER_INFO_ABORTED =
  "an aborted GET /me is the browser dropping the request (an AbortError, as when the page " +
  "unloads), after which the page shows nothing of it; the machine-level replays cover it";
const NO_RELOAD =
  "RELOAD_USER_INFO is sent only after a two-factor change (Account settings -> Security, the " +
  "required enrolment) or a call refused for want of that enrolment, which the model's " +
  "session never meets; e2e/two-factor.spec.ts walks them, the machine-level replays cover it";
/** A company that requires two-factor sign-in (issue 44). */
const ENROLMENT =
  "a company that requires two-factor sign-in holds every demo account without an " +
  "authenticator, so e2e/two-factor.spec.ts walks the enrolment on a server of its own (an " +
  "administrator turns the requirement on, a user enrols with a code the test computes); the " +
  "machine-level replays cover it";

export const sessionModel: UiModel = {
  name: "session",
  options: {
    machine: sessionMachine,
    serializeState,
    events: uiEvents,
    createHarness: (input) => {
      const bed = sessionTestBed((input as SessionInput).stored);
      return { ...bed, checkInvariants: () => undefined };
    },
  },
  scenarios: Object.entries(SESSION_SCENARIOS).map(([name, stored]) => ({
    name,
    // A fresh clock per walk: the harness moves it.
    get input() {
      return { stored, returnPath: null, clock: clockAt(START_MS) };
    },
  })),
  exemptions: {
    "session.signedOut|STORAGE_CHANGED|0": ANOTHER_TAB,
    "session.signedIn|STORAGE_CHANGED|0": ANOTHER_TAB,
    "session.signedIn|STORAGE_CHANGED|1": ANOTHER_TAB,
    "session.signedIn|STORAGE_CHANGED|2": ANOTHER_TAB,
    "session.signedOut.enteringCredentials|SIGN_IN_EXTERNALLY|0": GOOGLE,
    "session.signedOut.enteringCredentials|SIGN_IN_EXTERNALLY|1": GOOGLE,
    "session.signedOut.awaitingCaptcha|SIGN_IN_EXTERNALLY|0": GOOGLE,
    "session.signedOut.awaitingCaptcha|SIGN_IN_EXTERNALLY|1": GOOGLE,
    "session.signedOut.awaitingOneTimeCode|SIGN_IN_EXTERNALLY|0": GOOGLE,
    "session.signedOut.awaitingOneTimeCode|SIGN_IN_EXTERNALLY|1": GOOGLE,
    "session.signedOut.awaitingAuthenticatorCode|SIGN_IN|0": AUTHENTICATOR,
    "session.signedOut.awaitingAuthenticatorCode|SIGN_IN|1": AUTHENTICATOR,
    "session.signedOut.awaitingAuthenticatorCode|SIGN_IN_EXTERNALLY|0": GOOGLE,
    "session.signedOut.awaitingAuthenticatorCode|SIGN_IN_EXTERNALLY|1": GOOGLE,
    "session.signedOut.signingIn|xstate.error.actor.signIn|1": AUTHENTICATOR,
    "session.signedOut.signingIn|xstate.error.actor.signIn|3":
      "a refusal other than a captcha one after a captcha was asked needs the captcha answered " +
      "right, which a test cannot read from the image; the machine-level replays cover it",
    "session.signedIn|UNAUTHORIZED|0": CALL_REFUSED,
    "session.signedIn|UNAUTHORIZED|1": CALL_REFUSED,
    "session.signedIn.active.tokens.fresh|TOKEN_REFUSED|0": CALL_REFUSED,
    "session.signedIn.active.tokens.renewingRefused|xstate.done.actor.refreshTokens|0":
      CALL_REFUSED,
    "session.signedIn.active.tokens.renewingRefused|xstate.error.actor.refreshTokens|0":
      CALL_REFUSED,
    "session.signedIn.active.tokens.fresh|PAGE_SHOWN|0":
      "the page shown again (visibilitychange) cannot come from a headless browser, whose page " +
      "is never hidden; the machine-level replays cover it",
    "session.signedIn.active.userInfo.loading|xstate.error.actor.fetchUserInfo|2":
      USER_INFO_ABORTED,
    "session.signedIn.active.userInfo.loaded|USER_INFO_UPDATED|0":
      "the user's info answered by PUT /me (a new currency or name on the account settings " +
      "page) is walked by e2e/account-settings.spec.ts, not a session flow; the " +
      "machine-level replays cover it",
    "session.signedIn.active.userInfo.loaded|RELOAD_USER_INFO|0": NO_RELOAD,
    "session.signedIn.active.userInfo.loading|xstate.done.actor.fetchUserInfo|0": ENROLMENT,
    "session.signedIn.active.userInfo.enrolling|RELOAD_USER_INFO|0": ENROLMENT,
    "session.signedIn.active.userInfo.interrupted|RELOAD_USER_INFO|0": NO_RELOAD,
    "session.signedIn.active.userInfo.unavailable|RELOAD_USER_INFO|0": NO_RELOAD,
    "session.signedIn.active.tokens.refreshing|xstate.error.actor.refreshTokens|0":
      "the customer's token and the staff member's own are issued minutes apart at most, so the " +
      "clock moved to the customer's refresh finds the staff member's due too: the page renews " +
      "it on the way back (signedIn.renewing), a state the model's far-apart tokens do not " +
      "reach; e2e/impersonation.spec.ts and the machine-level replays cover it",
    "session.signedIn.renewing|xstate.error.actor.refreshTokens|0":
      "an impersonation due for its refresh when a page loads needs the customer's token " +
      "five minutes from its end; the same branch while the page runs (tokens.refreshing) " +
      "is walked, and the machine-level replays cover this one",
  },
};
