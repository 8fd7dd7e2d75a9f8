import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import {
  CHANGE_FORM_STEPS,
  type ChangeFormService,
  changeAskOf,
  changeFormInitial,
  changeFormProblems,
} from "../../src/core/api/services/change-form.ts";
import { CHANGE_MESSAGES } from "../../src/core/api/services/change-rules.ts";
import {
  type WizardEvent,
  type WizardFormConfig,
  type WizardSnapshot,
  wizardMachine,
} from "../../src/machines/wizard/index.ts";
import {
  clockAt,
  coverageRun,
  outcomeEvents,
  type PathCoverageOptions,
  replayScenario,
  uncoveredTransitions,
} from "./harness/path-coverage.ts";
import { pendingCalls } from "./harness/pending-calls.ts";

/** A live 1 Gbps AWS connect: the change dialog's form (issue 42) on the generic wizard. */
const CONNECT: ChangeFormService = {
  type: "cloud_connect",
  speed_mbps: 1000,
  port: null,
  cloud_connect: { provider: "aws" },
};

const config: WizardFormConfig = {
  id: "service-change",
  steps: CHANGE_FORM_STEPS.map((step) => ({ ...step, fields: [...step.fields] })),
  initialForm: changeFormInitial(CONNECT),
  validateStep: (step, form) => changeFormProblems(CONNECT, step, form),
};

const userEvents: WizardEvent[] = [
  { type: "OPEN" },
  { type: "CLOSE" },
  { type: "RESET" },
  { type: "UPDATE", values: { mbps: "2000" } },
  { type: "UPDATE", values: { mbps: "1000" } },
  { type: "UPDATE", values: { term_months: "24" } },
  { type: "UPDATE", values: { term_months: "" } },
  { type: "MARK_DONE" },
  { type: "NEXT" },
  { type: "BACK" },
  { type: "SUBMIT" },
];

const outcomes = {
  submit: {
    done: [{ id: "1", reference: "CHG-00001" }],
    error: [
      {
        message: "Check the highlighted fields.",
        fields: { mbps: "The port has only 500 Mbps free." },
      },
      { message: "This service is locked for changes; an administrator must unlock it first." },
    ],
  },
};

function serializeState(snapshot: AnyMachineSnapshot): string {
  const { context } = snapshot as WizardSnapshot;
  return JSON.stringify([
    snapshot.value,
    context.activeStep,
    context.steps.map((step) => step.isStepDone),
    context.form,
    context.status,
    context.error !== null,
  ]);
}

const options: PathCoverageOptions = {
  machine: wizardMachine,
  serializeState,
  events: (snapshot) => [...userEvents, ...outcomeEvents(snapshot, outcomes)],
  createHarness: (input) => {
    const calls = pendingCalls();
    let previous: WizardSnapshot | null = null;
    return {
      machine: wizardMachine.provide({ actors: { submit: calls.stub() } }),
      input,
      clock: clockAt(0),
      calls,
      checkInvariants: (snapshot) => {
        const wizard = snapshot as WizardSnapshot;
        const { activeStep, steps, form, status } = wizard.context;
        // The quote step is reached only with something to change.
        if (activeStep === 1)
          expect(
            Object.keys(changeAskOf(CONNECT, form)).length,
            "a change is asked",
          ).toBeGreaterThan(0);
        if (wizard.matches("submitting"))
          expect(
            steps.every((step) => step.isStepDone),
            "only a finished form is sent",
          ).toBe(true);
        if (status === "failed" && previous?.matches("submitting")) {
          expect(form, "a refused change keeps what was typed").toEqual(previous.context.form);
          if (wizard.context.error?.fields.mbps !== undefined)
            expect(activeStep, "a refused speed goes back to its step").toBe(0);
        }
        expect(wizard.context.open).toBe(!wizard.matches("closed"));
        previous = wizard;
      },
    };
  },
};

describe("change wizard paths", () => {
  it("replays every path of the change dialog, covering every transition", async () => {
    const run = coverageRun();
    const report = await replayScenario(
      options,
      { name: "connect", input: { formConfig: config } },
      run,
    );
    expect(report.vertices).toBeGreaterThan(10);
    expect(uncoveredTransitions(wizardMachine, run.taken)).toEqual([]);
  });

  it("refuses to go on with nothing changed, and asks for what was chosen", () => {
    expect(changeFormProblems(CONNECT, 0, changeFormInitial(CONNECT))).toEqual({
      mbps: CHANGE_MESSAGES.nothingChanges,
    });
    expect(changeAskOf(CONNECT, { mbps: "2000", term_months: "" })).toEqual({
      bandwidth_mbps: 2000,
    });
    expect(changeAskOf({ ...CONNECT, type: "port" }, { mbps: "1000", term_months: "36" })).toEqual({
      term_months: 36,
    });
  });
});
