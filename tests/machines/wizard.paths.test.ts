import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import {
  type WizardEvent,
  type WizardForm,
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
import { recordCoverage } from "./harness/record-coverage.ts";

/** Three steps asking for a, b and c; a value is valid unless empty or "bad". */
const config: WizardFormConfig = {
  id: "test",
  steps: [
    { id: "one", title: "One", fields: ["a"] },
    { id: "two", title: "Two", fields: ["b"] },
    { id: "three", title: "Three", fields: ["c"] },
  ],
  initialForm: { a: "", b: "", c: "" },
  validateStep: (index, form) => {
    const field = ["a", "b", "c"][index] ?? "";
    const value = form[field] ?? "";
    return value === "" || value === "bad" ? { [field]: "Needed." } : {};
  },
};

const DRAFT_FORM: WizardForm = { a: "ok", b: "ok", c: "" };

const userEvents: WizardEvent[] = [
  { type: "OPEN" },
  { type: "OPEN", draft: { form: DRAFT_FORM, activeStep: 2, stepsDone: [true, true, false] } },
  // A draft claiming more than it holds: the wizard checks it again.
  { type: "OPEN", draft: { form: { a: "bad" }, activeStep: 2, stepsDone: [true, true, true] } },
  { type: "CLOSE" },
  { type: "RESET" },
  { type: "UPDATE", values: { a: "ok" } },
  { type: "UPDATE", values: { a: "bad" } },
  { type: "UPDATE", values: { b: "ok" } },
  { type: "UPDATE", values: { c: "ok" } },
  { type: "MARK_DONE" },
  { type: "NEXT" },
  { type: "BACK" },
  { type: "SUBMIT" },
];

const outcomes = {
  submit: {
    done: [{ id: "ORD-1" }],
    error: [{ message: "Refused.", fields: { b: "Taken." } }, { message: "Unavailable." }],
  },
};

function serializeState(snapshot: AnyMachineSnapshot): string {
  const { context } = snapshot as WizardSnapshot;
  return JSON.stringify([
    snapshot.value,
    context.open,
    context.activeStep,
    context.steps.map((step) => step.isStepDone),
    context.form,
    context.init,
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
    let lastEvent: WizardEvent | null = null;
    let previous: WizardSnapshot | null = null;
    return {
      machine: wizardMachine.provide({ actors: { submit: calls.stub() } }),
      input,
      clock: clockAt(0),
      calls,
      beforeEvent: (event) => {
        lastEvent = event as WizardEvent;
      },
      checkInvariants: (snapshot) => {
        const wizard = snapshot as WizardSnapshot;
        const { activeStep, totalSteps, steps, form, init, status } = wizard.context;
        expect(activeStep, "active step within 0..totalSteps-1").toBeGreaterThanOrEqual(0);
        expect(activeStep, "active step within 0..totalSteps-1").toBeLessThan(totalSteps);
        expect(steps).toHaveLength(totalSteps);
        for (const [index, step] of steps.slice(0, activeStep).entries()) {
          expect(step.isStepDone, `step ${index} passed before it was done`).toBe(true);
        }
        for (const [index, step] of steps.entries()) {
          if (step.isStepDone)
            expect(config.validateStep(index, form), `step ${index} done while invalid`).toEqual(
              {},
            );
        }
        expect(wizard.context.open, "open exactly outside the closed state").toBe(
          !wizard.matches("closed"),
        );
        if (lastEvent?.type === "RESET" && previous !== null) {
          expect(form, "reset restores init").toEqual(init);
          expect(activeStep, "reset goes to the first step").toBe(0);
          expect(
            steps.some((step) => step.isStepDone),
            "reset undoes every step",
          ).toBe(false);
          expect(wizard.context.reset).toBe(previous.context.reset + 1);
        }
        if (status === "failed" && previous?.matches("submitting")) {
          expect(form, "a failed submission keeps the form").toEqual(previous.context.form);
          expect(wizard.matches("editing"), "a failed submission goes back to editing").toBe(true);
        }
        if (wizard.matches("submitting")) {
          expect(
            steps.every((step) => step.isStepDone),
            "only a finished form is sent",
          ).toBe(true);
        }
        previous = wizard;
        lastEvent = null;
      },
    };
  },
};

describe("wizard paths", () => {
  it("replays every path from a blank form, covering every transition, with the invariants", async () => {
    const run = coverageRun();
    const report = await replayScenario(
      options,
      { name: "blank", input: { formConfig: config } },
      run,
    );
    expect(report.vertices).toBeGreaterThan(50);
    recordCoverage(wizardMachine, run.taken);
    expect(uncoveredTransitions(wizardMachine, run.taken)).toEqual([]);
  });
});
