import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import { orderFlowConfig } from "../../src/adapters/resources/ordering/order-flows.ts";
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
 * The wizard machine as /services/create runs it for a port (e2e/models/wizard.spec.ts walks
 * it): the real flow config of src/adapters/resources/ordering/order-flows.ts, with the one
 * data centre the walk chooses. Its buttons send events in pairs, as the page does: Continue
 * is MARK_DONE then NEXT, Place order MARK_DONE then SUBMIT, Discard draft CLOSE then OPEN
 * with a blank form; opening the page is OPEN. The cloud connect and EVPL flows run the same
 * machine with other configs (e2e/ordering.spec.ts orders both kinds), and so does the
 * service-change dialog, which e2e/models/service-change.model.ts walks: the machine is
 * covered by both models together.
 */

/** The data centre the walk picks, in a metro with every standard port speed. */
export const WALK_LOCATION = "chosen";

export const PORT_CONFIG: WizardFormConfig = orderFlowConfig("port", {
  metroOf: (id) => (id === WALK_LOCATION ? "Amsterdam" : undefined),
  portOf: () => undefined,
  cniOf: () => undefined,
  regionKnown: () => false,
});

/** What a person fills into each step (valid) or takes out of it (invalid), by step. */
export const STEP_VALUES: ReadonlyArray<{
  readonly valid: Record<string, string>;
  readonly invalid: Record<string, string>;
}> = [
  // Choosing a data centre clears the speed and media (the page's own update).
  {
    valid: { location: WALK_LOCATION, speed_mbps: "", media: "" },
    invalid: { location: "", speed_mbps: "", media: "" },
  },
  {
    valid: { speed_mbps: "10000", media: "10GBASE-LR", diversity_zone: "red" },
    invalid: { speed_mbps: "", media: "" },
  },
  { valid: { term_months: "24", name: "E2E model port" }, invalid: { name: "" } },
];

const CONTINUE = gesture("continue", [{ type: "MARK_DONE" }, { type: "NEXT" }]);
const PLACE_ORDER = gesture("placeOrder", [{ type: "MARK_DONE" }, { type: "SUBMIT" }]);
const DISCARD = gesture("discard", [
  { type: "CLOSE" },
  { type: "OPEN", draft: { form: PORT_CONFIG.initialForm, activeStep: 0, stepsDone: [] } },
]);

function uiEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const wizard = snapshot as WizardSnapshot;
  const { activeStep, totalSteps } = wizard.context;
  if (wizard.matches("closed")) return [{ type: "OPEN" }];
  if (wizard.matches("submitted")) return [{ type: "RESET" }];
  if (wizard.matches("submitting"))
    return outcomeEvents(snapshot, {
      submit: { done: [{ id: "ORD-1", reference: "ORD-1" }], error: [{ message: "Unreachable." }] },
    });
  const values = STEP_VALUES[activeStep];
  const events: AnyEventObject[] = [{ type: "BACK" }, DISCARD];
  if (values !== undefined) {
    events.push(
      { type: "UPDATE", values: values.valid } satisfies WizardEvent,
      { type: "UPDATE", values: values.invalid } satisfies WizardEvent,
    );
  }
  events.push(activeStep === totalSteps - 1 ? PLACE_ORDER : CONTINUE);
  return events;
}

/** The model state: where the wizard is and what its page shows, never the typed text. */
function serializeState(snapshot: AnyMachineSnapshot): string {
  const { context } = snapshot as WizardSnapshot;
  const valid = context.steps.map(
    (_, index) => Object.keys(context.formConfig.validateStep(index, context.form)).length === 0,
  );
  return JSON.stringify([
    snapshot.value,
    context.activeStep,
    context.steps.map((step) => step.isStepDone),
    valid,
    context.status,
    context.error !== null,
  ]);
}

const NO_SCREEN_RESETS_AN_OPEN_FORM =
  "no screen sends RESET while a form is open: the order page's Discard draft closes and " +
  "reopens with a blank form (RESET would bring back the restored draft) and resets only a " +
  "placed order (Order another service), the service-change dialog resets only a placed " +
  "change, as it closes (e2e/models/service-change.model.ts); " +
  "tests/machines/change-wizard.paths.test.ts and wizard.paths.test.ts replay it";

export const wizardModel: UiModel = {
  name: "wizard",
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
  // Open, three steps filled and passed, placed, answered, and the next order: 11.
  longestPath: 11,
  scenarios: [{ name: "a port, no draft", input: { formConfig: PORT_CONFIG } }],
  // Closing a placed order and RESET while closed: the service-change dialog's model walks them.
  exemptions: { "wizard.editing|RESET|0": NO_SCREEN_RESETS_AN_OPEN_FORM },
};
