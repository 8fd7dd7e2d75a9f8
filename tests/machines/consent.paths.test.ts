import { describe, expect, it } from "vitest";
import {
  type ConsentInput,
  type ConsentSnapshot,
  consentMachine,
  hasAccepted,
  isAnalyticsRunning,
  isBannerVisible,
} from "../../src/machines/consent/index.ts";
import {
  clockAt,
  coverageRun,
  type PathCoverageOptions,
  replayScenario,
  type Scenario,
  uncoveredTransitions,
} from "./harness/path-coverage.ts";
import { pendingCalls } from "./harness/pending-calls.ts";
import { recordCoverage } from "./harness/record-coverage.ts";

const options: PathCoverageOptions = {
  machine: consentMachine,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  events: () => [{ type: "ACCEPT" }, { type: "DECLINE" }],
  createHarness: (input) => {
    const { stored } = input as ConsentInput;
    const storage = { gdpr_accept: stored };
    let analyticsStarts = 0;
    return {
      machine: consentMachine.provide({
        actions: {
          storeConsent: (_, { accepted }) => {
            storage.gdpr_accept = String(accepted);
          },
          startAnalytics: () => {
            analyticsStarts += 1;
          },
        },
      }),
      input,
      clock: clockAt(0),
      calls: pendingCalls(),
      checkInvariants: (snapshot) => {
        const consent = snapshot as ConsentSnapshot;
        const { isLocalHost, isDemoHost } = input as ConsentInput;
        const choice = storage.gdpr_accept;
        const banner = "the banner shows exactly while no choice is stored";
        expect(isBannerVisible(consent), banner).toBe(choice !== "true" && choice !== "false");
        expect(hasAccepted(consent), "accepted exactly when 'true' is stored").toBe(
          choice === "true",
        );
        const allowed = choice === "true" && !isLocalHost && !isDemoHost;
        const analytics = "analytics run once, with consent, off local and demo hosts";
        expect(isAnalyticsRunning(consent), analytics).toBe(allowed);
        expect(analyticsStarts, analytics).toBe(allowed ? 1 : 0);
      },
    };
  },
};

const hosts = [
  { name: "public host", isLocalHost: false, isDemoHost: false },
  { name: "local host", isLocalHost: true, isDemoHost: false },
  { name: "demo portal", isLocalHost: false, isDemoHost: true },
];

const scenarios: Scenario[] = [null, "true", "false", "maybe"].flatMap((stored) =>
  hosts.map(({ name, ...host }) => ({
    name: `${String(stored)} stored, ${name}`,
    input: { stored, ...host } satisfies ConsentInput,
  })),
);

describe("consent paths", () => {
  it("replays every path from every stored value and host, covering every transition", async () => {
    // Each scenario explores on its own: the invariants depend on the host, not only the state.
    const taken = new Set<string>();
    for (const scenario of scenarios) {
      const run = coverageRun();
      await replayScenario(options, scenario, run, { allEdges: true });
      for (const key of run.taken) taken.add(key);
    }
    recordCoverage(consentMachine, taken);
    expect(uncoveredTransitions(consentMachine, taken)).toEqual([]);
  });
});
