import { type ConsentInput, consentMachine } from "../../src/machines/consent/index.ts";
import { clockAt } from "../../tests/machines/harness/path-coverage.ts";
import { pendingCalls } from "../../tests/machines/harness/pending-calls.ts";
import type { UiModel } from "./ui-model.ts";

/**
 * The consent machine as the e2e portal runs it: on 127.0.0.1, a local host, where analytics
 * never start. A page starts from each value 'gdpr_accept' can hold.
 */
const LOCAL_HOST = { isLocalHost: true, isDemoHost: false } as const;

export const consentModel: UiModel = {
  name: "consent",
  options: {
    machine: consentMachine,
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    events: () => [{ type: "ACCEPT" }, { type: "DECLINE" }],
    createHarness: (input) => ({
      machine: consentMachine.provide({
        actions: { storeConsent: () => undefined, startAnalytics: () => undefined },
      }),
      input,
      clock: clockAt(0),
      calls: pendingCalls(),
      checkInvariants: () => undefined,
    }),
  },
  scenarios: [null, "true", "false"].map((stored) => ({
    name: `${stored ?? "nothing"} stored`,
    input: { stored, ...LOCAL_HOST } satisfies ConsentInput,
  })),
  exemptions: {
    "consent.accepted.checkingHost||0":
      "analytics start only off local hosts; e2e/consent.spec.ts proves it on a server of its own at 127.0.0.2, and the machine-level replays cover the transition",
  },
};
