import { useMachine } from "@xstate/react";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import type {
  CloudRegion,
  OrderablePort,
  OrderDraft,
  OrderFlow,
  PlacedOrder,
} from "../../../core/api/ordering/index.ts";
import type { Location } from "../../../core/api/reference/index.ts";
import {
  activeStepConfig,
  draftOf,
  isLastStep,
  isSubmitting,
  type WizardForm,
  type WizardStepConfig,
  wizardMachine,
} from "../../../machines/wizard/index.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { type FlowFacts, findCni, orderFlowConfig, orderFormOf } from "./order-flows.ts";
import { useOrderingActions } from "./order-submission.ts";

/** The draft field holding the order's idempotency key, so a reload keeps the same order. */
const ORDER_KEY_FIELD = "order_key";

export type { WizardForm };

export interface OrderData {
  readonly locations: ReadonlyArray<Location>;
  readonly ports: ReadonlyArray<OrderablePort>;
  readonly regions: ReadonlyArray<CloudRegion>;
}

/** What the wizard's screen reads and does (the machine stays in the adapters). */
export interface OrderWizardView {
  readonly form: WizardForm;
  readonly steps: ReadonlyArray<WizardStepConfig & { readonly isStepDone: boolean }>;
  readonly activeStep: number;
  readonly step: WizardStepConfig | undefined;
  readonly isLastStep: boolean;
  readonly isSubmitting: boolean;
  readonly failure: string | null;
  /** Changes each time the wizard is reset: fields keyed on it start afresh. */
  readonly resetCount: number;
  /** The order once placed, else null. */
  readonly placed: PlacedOrder | null;
  problem(field: string): string | undefined;
  update(values: WizardForm): void;
  /** Marks the active step done (if it checks) and moves on. */
  next(): void;
  back(): void;
  /** Checks the last step and places the order. */
  submit(): void;
  /** Starts again with a blank form and forgets the draft. */
  discard(): void;
  /** After an order: a blank wizard for the next one. */
  another(): void;
}

function newOrderKey(): string {
  return crypto.randomUUID();
}

/**
 * One flow of /services/create on the generic wizard machine: opened with the user's draft
 * of that flow, the draft kept on the server as it is typed (debounced; only for those who
 * may order), a placed order's draft discarded. The Stately inspector sees the machine with
 * `?inspect`.
 */
export function useOrderWizard(
  flow: OrderFlow,
  draft: OrderDraft | null,
  data: OrderData,
  mayOrder: boolean,
): OrderWizardView {
  // The inspector's callback (when `?inspect` asked for it).
  const inspect = usePortal().inspect;
  const actions = useOrderingActions();
  const dataRef = useRef(data);
  dataRef.current = data;
  const keyRef = useRef(draft?.form[ORDER_KEY_FIELD] ?? newOrderKey());
  const machine = useMemo(() => {
    const facts: FlowFacts = {
      metroOf: (id) => dataRef.current.locations.find((location) => location.id === id)?.metro,
      portOf: (id) => dataRef.current.ports.find((port) => port.id === id),
      cniOf: (id) => findCni(dataRef.current.ports, id),
      regionKnown: (provider, region) =>
        dataRef.current.regions.some((entry) => entry.provider === provider && entry.id === region),
    };
    return {
      config: orderFlowConfig(flow, facts),
      logic: wizardMachine.provide({
        actors: {
          submit: fromPromise<unknown, { readonly form: WizardForm }>(({ input }) =>
            actions.placeOrder({
              idempotency_key: keyRef.current,
              type: flow,
              form: orderFormOf(input.form),
            }),
          ),
        },
      }),
    };
  }, [flow, actions]);
  const [snapshot, send] = useMachine(machine.logic, {
    input: { formConfig: machine.config },
    ...(inspect ? { inspect } : {}),
  });
  const { context } = snapshot;

  // Open once, with the draft of this flow if there is one.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const own = draft !== null && draft.type === flow ? draft : null;
    if (own === null) {
      send({ type: "OPEN" });
      return;
    }
    const form = Object.fromEntries(
      Object.entries(own.form).filter(([field]) => field !== ORDER_KEY_FIELD),
    );
    send({
      type: "OPEN",
      draft: { form, activeStep: own.active_step, stepsDone: own.steps_done },
    });
  }, [draft, flow, send]);

  // Keep the draft as it is typed, until the order is placed or discarded.
  const touched = useRef(false);
  const editing = snapshot.matches("editing");
  useEffect(() => {
    if (!mayOrder || !editing || !touched.current) return;
    const { form, activeStep, stepsDone } = draftOf(snapshot);
    const timer = setTimeout(() => {
      void actions.saveDraft({
        type: flow,
        form: { ...form, [ORDER_KEY_FIELD]: keyRef.current },
        active_step: activeStep,
        steps_done: [...stepsDone],
      });
    }, 300);
    return () => clearTimeout(timer);
  }, [snapshot, mayOrder, editing, flow, actions]);

  const submitted = snapshot.matches("submitted");
  useEffect(() => {
    if (submitted && mayOrder) void actions.discardDraft();
  }, [submitted, mayOrder, actions]);

  // Everything the screen gets is stable while what it reads is unchanged, so the memoised
  // parts of the screen (the step list, the running price, the fields) skip the renders a
  // move or a draft save does not concern (the wizard's budget: a move renders in < 50 ms).
  const startAfresh = useCallback(() => {
    touched.current = false;
    keyRef.current = newOrderKey();
    send({ type: "RESET" });
  }, [send]);
  const error = context.error;
  const problem = useCallback((field: string) => error?.fields[field], [error]);
  const update = useCallback(
    (values: WizardForm) => {
      touched.current = true;
      send({ type: "UPDATE", values });
    },
    [send],
  );
  const next = useCallback(() => {
    send({ type: "MARK_DONE" });
    send({ type: "NEXT" });
  }, [send]);
  const back = useCallback(() => send({ type: "BACK" }), [send]);
  const submit = useCallback(() => {
    send({ type: "MARK_DONE" });
    send({ type: "SUBMIT" });
  }, [send]);
  const initialForm = machine.config.initialForm;
  const discard = useCallback(() => {
    // RESET would bring back the restored draft (the wizard's init): reopen it blank.
    touched.current = false;
    keyRef.current = newOrderKey();
    send({ type: "CLOSE" });
    send({ type: "OPEN", draft: { form: initialForm, activeStep: 0, stepsDone: [] } });
    if (mayOrder) void actions.discardDraft();
  }, [send, initialForm, mayOrder, actions]);
  const configSteps = context.formConfig.steps;
  const stepStates = context.steps;
  const steps = useMemo(
    () =>
      configSteps.map((step, index) => ({
        ...step,
        isStepDone: stepStates[index]?.isStepDone === true,
      })),
    [configSteps, stepStates],
  );

  return {
    form: context.form,
    steps,
    activeStep: context.activeStep,
    step: activeStepConfig(snapshot),
    isLastStep: isLastStep(snapshot),
    isSubmitting: isSubmitting(snapshot),
    failure: context.status === "failed" ? (context.error?.message ?? null) : null,
    resetCount: context.reset,
    placed: submitted ? (context.result as PlacedOrder) : null,
    problem,
    update,
    next,
    back,
    submit,
    discard,
    another: startAfresh,
  };
}
