import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import {
  decideBoot,
  isImpersonationActive,
  type StoredSession,
} from "../../src/core/auth/index.ts";
import { mustEnrolTwoFactor } from "../../src/core/auth/two-factor-enrolment.ts";
import { CONSENT_STORAGE_KEY } from "../../src/core/constants.ts";
import { abortedFailure, httpFailure, networkFailure } from "../../src/core/errors/index.ts";
import {
  isImpersonating,
  isSignedIn,
  type SessionEvent,
  type SessionInput,
  type SessionSnapshot,
  sessionMachine,
} from "../../src/machines/session/index.ts";
import {
  clockAt,
  coverageRun,
  outcomeEvents,
  type PathCoverageOptions,
  type ReplayReport,
  replayScenario,
  type Scenario,
  timerEvents,
  uncoveredTransitions,
} from "./harness/path-coverage.ts";
import { recordCoverage } from "./harness/record-coverage.ts";
import {
  CAPTCHA,
  PAIRS,
  readSession,
  START_MS,
  STORED,
  sessionTestBed,
  USER,
  USER_MUST_ENROL,
  writeSession,
} from "./harness/session-fixtures.ts";

function refusal(code: string) {
  return httpFailure(400, "Bad Request", { detail: `Refused: ${code}.`, code });
}

const userEvents: SessionEvent[] = [
  { type: "SIGN_IN", username: "ada", password: "secret" },
  { type: "SIGN_IN", username: "ada", password: "secret", captchaText: "x7k2" },
  { type: "SIGN_IN", username: "ada", password: "secret", oneTimeCode: "123456" },
  // A backup code in place of the authenticator app's code (issue 44).
  { type: "SIGN_IN", username: "ada", password: "secret", oneTimeCode: "abcde-fghjk" },
  { type: "SIGN_IN", username: "", password: "" },
  { type: "SIGN_IN_EXTERNALLY", accessToken: "google-access-token" },
  { type: "SIGN_IN_EXTERNALLY", accessToken: "" },
  { type: "RELOAD_CAPTCHA" },
  { type: "SIGN_OUT" },
  // The tokens in use of the scenarios, and one already replaced.
  ...[PAIRS.staff, PAIRS.customer, PAIRS.signedIn, PAIRS.refreshed].map(
    (pair): SessionEvent => ({
      type: "UNAUTHORIZED",
      refusedToken: pair.access,
      returnPath: "/billing",
    }),
  ),
  { type: "UNAUTHORIZED", refusedToken: "a-replaced-token", returnPath: "/billing" },
  ...[PAIRS.staff, PAIRS.customer, PAIRS.signedIn, PAIRS.refreshed].map(
    (pair): SessionEvent => ({
      type: "TOKEN_REFUSED",
      refusedToken: pair.access,
      returnPath: "/billing",
    }),
  ),
  { type: "IMPERSONATE", userId: "7" },
  { type: "EXIT_IMPERSONATION" },
  { type: "RELOAD_USER_INFO" },
  { type: "PAGE_SHOWN" },
  { type: "USER_INFO_UPDATED", userInfo: { ...USER, default_currency: { id: "2" } } },
  { type: "STORAGE_CHANGED", stored: STORED.empty },
  { type: "STORAGE_CHANGED", stored: STORED.staff },
  { type: "STORAGE_CHANGED", stored: STORED.staffRotated },
  { type: "STORAGE_CHANGED", stored: STORED.impersonating },
];

const outcomes = {
  signIn: {
    done: [PAIRS.signedIn],
    error: [
      refusal("captcha_required"),
      refusal("otp_required"),
      httpFailure(400, "Bad Request", {
        detail: "Enter the code from your authenticator app.",
        code: "otp_required",
        otp_method: "authenticator",
      }),
      refusal("invalid_credentials"),
    ],
  },
  loadCaptcha: { done: [CAPTCHA], error: [networkFailure()] },
  fetchUserInfo: {
    done: [USER, USER_MUST_ENROL],
    error: [httpFailure(500), networkFailure(), abortedFailure()],
  },
  refreshTokens: { done: [PAIRS.refreshed], error: [httpFailure(401, "", { detail: "Expired." })] },
  postLogout: { done: [null], error: [networkFailure()] },
  startImpersonation: { done: [PAIRS.customer], error: [httpFailure(400)] },
  exitImpersonation: { done: [{ detail: "Impersonation ended." }], error: [networkFailure()] },
};

/** The model state: where the machine is, plus the few context facts the guards read. */
function serializeState(snapshot: AnyMachineSnapshot): string {
  const { context } = snapshot as SessionSnapshot;
  return JSON.stringify([
    snapshot.value,
    context.originals !== null,
    context.tokens.access !== null,
    context.tokens.refresh !== null,
    context.captchaRequired,
    context.oneTimeCodeRequested,
    context.authenticatorCodeRequested,
    context.captcha !== null,
    context.userInfo !== null,
  ]);
}

const sessionPathOptions: PathCoverageOptions = {
  machine: sessionMachine,
  serializeState,
  events: (snapshot) => [
    ...userEvents,
    ...outcomeEvents(snapshot, outcomes),
    ...timerEvents(sessionMachine, snapshot),
  ],
  createHarness: (input) => {
    const { stored } = input as SessionInput;
    const bed = sessionTestBed(stored, { returnPath: "/services" });
    return {
      ...bed,
      beforeEvent: (event) => {
        // Another tab wrote storage before this tab hears of it.
        if (event.type === "STORAGE_CHANGED")
          writeSession(bed.storage, event.stored as StoredSession);
      },
      checkInvariants: (snapshot) => {
        const session = snapshot as SessionSnapshot;
        const inStorage = readSession(bed.storage);
        expect(
          isImpersonating(session),
          "impersonating exactly when the four tokens and the flag are stored",
        ).toBe(isImpersonationActive(inStorage));
        if (isSignedIn(session)) {
          expect(inStorage.access, "signed in implies an access token is stored").toBeTruthy();
          expect(
            { access: inStorage.access, refresh: inStorage.refresh },
            "the stored pair is the pair in use",
          ).toEqual(session.context.tokens);
        }
        if (session.matches("signedOut")) {
          const decision = decideBoot(inStorage, bed.clock.now()).kind;
          expect(
            ["signed-out", "sign-out", "expired"],
            "signed out: no usable session stored",
          ).toContain(decision);
        }
        if (session.matches({ signedIn: { active: { userInfo: "enrolling" } } })) {
          expect(
            mustEnrolTwoFactor(session.context.userInfo),
            "held at the enrolment only when /me said the company requires it",
          ).toBe(true);
        }
        if (session.matches({ signedIn: { active: { userInfo: "loaded" } } })) {
          expect(
            mustEnrolTwoFactor(session.context.userInfo),
            "the portal is never shown to a user /me holds at the enrolment",
          ).toBe(false);
        }
        expect(bed.storage.get(CONSENT_STORAGE_KEY), "the consent choice is never removed").toBe(
          "true",
        );
      },
    };
  },
};

const sessionScenarios: Scenario[] = Object.entries(STORED).map(([name, stored]) => ({
  name,
  input: { stored, returnPath: "/services", clock: clockAt(START_MS) },
}));

const run = coverageRun();
const replays = new Map<string, Promise<ReplayReport>>();
let queue: Promise<unknown> = Promise.resolve();

/** Each scenario is replayed once, in order: later ones build on what earlier ones reached. */
function replayed(scenario: Scenario): Promise<ReplayReport> {
  const known = replays.get(scenario.name);
  if (known !== undefined) return known;
  const report = queue.then(() => replayScenario(sessionPathOptions, scenario, run));
  queue = report.catch(() => undefined);
  replays.set(scenario.name, report);
  return report;
}

describe("session paths", () => {
  it.each(sessionScenarios)(
    "replays the paths booting from $name storage",
    { timeout: 60_000 },
    async (scenario) => {
      const report = await replayed(scenario);
      expect(report.paths).toBeGreaterThan(0);
    },
  );

  it("covers every transition of the machine", { timeout: 60_000 }, async () => {
    await Promise.allSettled(sessionScenarios.map(replayed));
    recordCoverage(sessionMachine, run.taken);
    expect(uncoveredTransitions(sessionMachine, run.taken)).toEqual([]);
  });
});
