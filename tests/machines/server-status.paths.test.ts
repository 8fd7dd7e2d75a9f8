import { describe, expect, it } from "vitest";
import type { AnyActorRef, AnyMachineSnapshot } from "xstate";
import { networkFailure } from "../../src/core/errors/index.ts";
import {
  banner,
  isFailing,
  type ServerStatusSnapshot,
  serverStatusMachine,
} from "../../src/machines/server-status/index.ts";
import {
  clockAt,
  coverageRun,
  outcomeEvents,
  type PathCoverageOptions,
  replayScenario,
  timerEvents,
  uncoveredTransitions,
} from "./harness/path-coverage.ts";
import { pendingCalls } from "./harness/pending-calls.ts";
import { recordCoverage } from "./harness/record-coverage.ts";

const serverInfo = undefined;

const options: PathCoverageOptions = {
  machine: serverStatusMachine,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  events: (snapshot) => [
    { type: "PAUSE" },
    { type: "RESUME" },
    ...outcomeEvents(snapshot, { checkStatus: { done: [serverInfo], error: [networkFailure()] } }),
    ...timerEvents(serverStatusMachine, snapshot),
  ],
  createHarness: () => {
    const calls = pendingCalls();
    return {
      machine: serverStatusMachine.provide({ actors: { checkStatus: calls.stub() } }),
      input: undefined,
      clock: clockAt(0),
      calls,
      checkInvariants: (snapshot: AnyMachineSnapshot, actor: AnyActorRef) => {
        const status = snapshot as ServerStatusSnapshot;
        expect(banner(status)?.variant === "error", "error banner iff failing").toBe(
          isFailing(status),
        );
        if (status.matches("watching")) {
          const checking = Object.keys(status.children).length === 1;
          const waiting = Object.keys(actor.system.getSnapshot()._scheduledEvents).length > 0;
          expect(checking || waiting, "while watching, a check runs or the next is due").toBe(true);
        }
        if (status.matches("paused")) {
          expect(status.children, "paused: no check runs").toEqual({});
          expect(banner(status), "paused: no banner").toBeNull();
        }
      },
    };
  },
};

describe("serverStatus paths", () => {
  it("replays every generated path with the banner invariants, covering every transition", async () => {
    const run = coverageRun();
    const report = await replayScenario(options, { name: "start", input: undefined }, run, {
      allEdges: true,
    });
    expect(report.paths).toBe(report.edges + 1 + report.vertices - 1);
    recordCoverage(serverStatusMachine, run.taken);
    expect(uncoveredTransitions(serverStatusMachine, run.taken)).toEqual([]);
  });

  it("notices transitions no path takes", async () => {
    const withoutPausing: PathCoverageOptions = {
      ...options,
      events: (snapshot) => options.events(snapshot).filter((event) => event.type !== "PAUSE"),
    };
    const run = coverageRun();
    await replayScenario(withoutPausing, { name: "no pause", input: undefined }, run, {
      allEdges: true,
    });
    expect(uncoveredTransitions(serverStatusMachine, run.taken)).toEqual([
      "serverStatus.watching|PAUSE|0",
      "serverStatus.paused|RESUME|0",
    ]);
  });
});
