import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import {
  CHANGE_FORM_STEPS,
  type ChangeFormService,
  changeFormInitial,
  changeFormProblems,
} from "../../src/core/api/services/change-form.ts";
import {
  type WizardEvent,
  type WizardFormConfig,
  type WizardSnapshot,
  wizardMachine,
} from "../../src/machines/wizard/index.ts";
import { clockAt, outcomeEvents } from "../../tests/machines/harness/path-coverage.ts";
import { pendingCalls } from "../../tests/machines/harness/pending-calls.ts";
import { gesture, type UiModel } from "./ui-model.ts";

/**
 * The wizard machine as a service page's "Change speed or term" dialog runs it (issue 42,
 * src/adapters/resources/services/service-change.ts#useChangeWizard), walked by
 * e2e/models/service-change.spec.ts on a live 10G port. Its buttons send events as the
 * dialog does: See the price is MARK_DONE then NEXT, Confirm change MARK_DONE then SUBMIT,
 * and closing a placed change is CLOSE then RESET (the next opening offers a new change).
 * Step one's answer is the term: a new 36-month term is a change, keeping the current term
 * (at the current speed) is none, which the step refuses.
 */

/** The ports the walk changes (server/src/db/seed/services-acme.ts), a 10G port on 10GBASE-LR. */
export const CHANGED_PORT: ChangeFormService = {
  type: "port",
  speed_mbps: 10_000,
  port: { media: "10GBASE-LR" },
  cloud_connect: null,
};

export const CHANGE_CONFIG: WizardFormConfig = {
  id: "service-change",
  steps: CHANGE_FORM_STEPS.map((step) => ({ ...step, fields: [...step.fields] })),
  initialForm: changeFormInitial(CHANGED_PORT),
  validateStep: (step, form) => changeFormProblems(CHANGED_PORT, step, form),
};

/** The term step one asks for: a new term is a change, "" keeps the current one. */
export const NEW_TERM = "36";

const SEE_THE_PRICE = gesture("seeThePrice", [{ type: "MARK_DONE" }, { type: "NEXT" }]);
const CONFIRM = gesture("confirm", [{ type: "MARK_DONE" }, { type: "SUBMIT" }]);
const CLOSE_PLACED = gesture("closePlaced", [{ type: "CLOSE" }, { type: "RESET" }]);

function uiEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const wizard = snapshot as WizardSnapshot;
  if (wizard.matches("closed")) return [{ type: "OPEN" }];
  if (wizard.matches("submitted")) return [CLOSE_PLACED];
  if (wizard.matches("submitting"))
    return outcomeEvents(snapshot, {
      submit: {
        done: [{ id: "1", reference: "CHG-00001" }],
        error: [
          { message: "This service is locked for changes; an administrator must unlock it first." },
        ],
      },
    });
  if (wizard.context.activeStep === 1) return [{ type: "BACK" }, CONFIRM, { type: "CLOSE" }];
  return [
    { type: "UPDATE", values: { term_months: NEW_TERM } } satisfies WizardEvent,
    { type: "UPDATE", values: { term_months: "" } } satisfies WizardEvent,
    SEE_THE_PRICE,
    { type: "CLOSE" },
  ];
}

/** The model state: where the dialog is and what it shows, never the typed text. */
function serializeState(snapshot: AnyMachineSnapshot): string {
  const { context } = snapshot as WizardSnapshot;
  return JSON.stringify([
    snapshot.value,
    context.activeStep,
    context.steps.map((step) => step.isStepDone),
    Object.keys(context.formConfig.validateStep(0, context.form)).length === 0,
    context.status,
    context.error !== null,
  ]);
}

export const serviceChangeModel: UiModel = {
  name: "wizard",
  flow: "the service-change dialog",
  options: {
    machine: wizardMachine,
    serializeState,
    events: uiEvents,
    createHarness: (input) => {
      const calls = pendingCalls();
      return {
        machine: wizardMachine.provide({ actors: { submit: calls.stub() } }),
        input,
        clock: clockAt(0),
        calls,
        checkInvariants: () => undefined,
      };
    },
  },
  scenarios: [{ name: "a live port", input: { formConfig: CHANGE_CONFIG } }],
  exemptions: {},
};
