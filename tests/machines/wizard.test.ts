import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import {
  restoreDraft,
  type WizardFormConfig,
  wizardMachine,
} from "../../src/machines/wizard/index.ts";
import { pendingCalls, settle } from "./harness/pending-calls.ts";

const config: WizardFormConfig = {
  id: "test",
  steps: [
    { id: "one", title: "One", fields: ["a"] },
    { id: "two", title: "Two", fields: ["b", "b2"] },
    { id: "three", title: "Three", fields: ["c"] },
  ],
  initialForm: { a: "", b: "", b2: "", c: "" },
  validateStep: (index, form) => {
    const field = ["a", "b", "c"][index] ?? "";
    return (form[field] ?? "") === "" ? { [field]: "Needed." } : {};
  },
};

function filledWizard() {
  const calls = pendingCalls();
  const actor = createActor(wizardMachine.provide({ actors: { submit: calls.stub() } }), {
    input: { formConfig: config },
  }).start();
  actor.send({ type: "OPEN" });
  for (const [field, value] of [
    ["a", "1"],
    ["b", "2"],
    ["c", "3"],
  ] as const) {
    actor.send({ type: "UPDATE", values: { [field]: value } });
    actor.send({ type: "MARK_DONE" });
    actor.send({ type: "NEXT" });
  }
  return { actor, calls };
}

describe("wizard", () => {
  it("refuses to move on from an undone step and names its problems", () => {
    const actor = createActor(wizardMachine, { input: { formConfig: config } }).start();
    actor.send({ type: "OPEN" });
    actor.send({ type: "NEXT" });
    expect(actor.getSnapshot().context.activeStep).toBe(0);
    actor.send({ type: "MARK_DONE" });
    expect(actor.getSnapshot().context.error?.fields).toEqual({ a: "Needed." });
  });

  it("a refusal naming a field of step two goes there with everything typed kept", async () => {
    const { actor, calls } = filledWizard();
    expect(actor.getSnapshot().context.activeStep).toBe(2);
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().value).toBe("submitting");
    await calls.reject("submit", { message: "Refused.", fields: { b2: "VLAN 100 is taken." } });
    await settle();
    const { context } = actor.getSnapshot();
    expect(context.status).toBe("failed");
    expect(context.activeStep).toBe(1);
    expect(context.steps.map((step) => step.isStepDone)).toEqual([true, false, true]);
    expect(context.form).toEqual({ a: "1", b: "2", b2: "", c: "3" });
    expect(context.error).toEqual({ message: "Refused.", fields: { b2: "VLAN 100 is taken." } });
  });

  it("keeps the order a submission answered", async () => {
    const { actor, calls } = filledWizard();
    actor.send({ type: "SUBMIT" });
    await calls.resolve("submit", { id: "SVC-1" });
    expect(actor.getSnapshot().value).toBe("submitted");
    expect(actor.getSnapshot().context.result).toEqual({ id: "SVC-1" });
  });

  it("restores a draft only as far as its steps still check", () => {
    const draft = restoreDraft(config, {
      form: { a: "1", b: "" },
      activeStep: 2,
      stepsDone: [true, true, false],
    });
    expect(draft).toEqual({
      form: { a: "1", b: "", b2: "", c: "" },
      activeStep: 1,
      stepsDone: [true, false, false],
    });
    expect(restoreDraft(config, { form: {}, activeStep: 99, stepsDone: [] }).activeStep).toBe(0);
  });
});
