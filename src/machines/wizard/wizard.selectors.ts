import type { SnapshotFrom } from "xstate";
import type { WizardDraft, wizardMachine } from "./wizard.machine.ts";

export type WizardSnapshot = SnapshotFrom<typeof wizardMachine>;

/** The active step's configuration (title, fields). */
export function activeStepConfig(snapshot: WizardSnapshot) {
  const { formConfig, activeStep } = snapshot.context;
  return formConfig.steps[activeStep];
}

export function isLastStep(snapshot: WizardSnapshot): boolean {
  return snapshot.context.activeStep === snapshot.context.totalSteps - 1;
}

export function isSubmitting(snapshot: WizardSnapshot): boolean {
  return snapshot.matches("submitting");
}

/** The problem of one field, from the step's check or the server's refusal. */
export function fieldProblem(snapshot: WizardSnapshot, field: string): string | undefined {
  return snapshot.context.error?.fields[field];
}

/** What the draft keeps of a wizard: the form and how far the customer got. */
export function draftOf(snapshot: WizardSnapshot): WizardDraft {
  return {
    form: snapshot.context.form,
    activeStep: snapshot.context.activeStep,
    stepsDone: snapshot.context.steps.map((step) => step.isStepDone),
  };
}
