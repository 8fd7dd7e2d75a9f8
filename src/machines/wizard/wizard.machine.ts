import { assign, fromPromise, setup } from "xstate";

/**
 * The generic multi-step wizard (spec sections 3 and 4): it holds exactly the spec's state
 * (init, open, totalSteps, steps each with isStepDone, activeStep, status, error, form,
 * formConfig, reset) and knows steps, their validity and submission, never what is being
 * ordered: each flow (a port, a cloud connect, an EVPL) is a `formConfig`.
 *
 * Rules the path tests check after every step:
 * - the active step moves forward or back by one and stays within 0..totalSteps-1;
 * - a step cannot be passed before it is done (every step before the active one is done);
 * - RESET brings back `init` (the form the wizard opened with) and the first step;
 * - a failed submission keeps the form and goes to the step of the first refused field.
 */

/** A form is flat: field name to what was typed or chosen. */
export type WizardForm = Readonly<Record<string, string>>;

/** Problems found in a form: field name to a message. */
export type FieldProblems = Readonly<Record<string, string>>;

export interface WizardStepConfig {
  readonly id: string;
  readonly title: string;
  /** The fields this step asks for: a refusal naming one of them sends the wizard here. */
  readonly fields: ReadonlyArray<string>;
}

/** What a flow gives the wizard: its steps, its blank form and the check of a step. */
export interface WizardFormConfig {
  readonly id: string;
  readonly steps: ReadonlyArray<WizardStepConfig>;
  readonly initialForm: WizardForm;
  /** The problems of one step of the form (none: the step may be marked done). */
  readonly validateStep: (stepIndex: number, form: WizardForm) => FieldProblems;
}

export interface WizardStep {
  readonly isStepDone: boolean;
}

export type WizardStatus = "idle" | "submitting" | "submitted" | "failed";

export interface WizardError {
  readonly message: string;
  readonly fields: FieldProblems;
}

export interface WizardContext {
  /** The form the wizard opened with (blank, or a restored draft): what RESET brings back. */
  readonly init: WizardForm;
  readonly open: boolean;
  readonly totalSteps: number;
  readonly steps: ReadonlyArray<WizardStep>;
  readonly activeStep: number;
  readonly status: WizardStatus;
  readonly error: WizardError | null;
  readonly form: WizardForm;
  readonly formConfig: WizardFormConfig;
  /** How many times the wizard was reset: a view keys its fields on it to start them afresh. */
  readonly reset: number;
  /** What the last successful submission answered (the order), null before. */
  readonly result: unknown;
}

/** A restored draft: the form and how far the customer had got. */
export interface WizardDraft {
  readonly form: WizardForm;
  readonly activeStep: number;
  readonly stepsDone: ReadonlyArray<boolean>;
}

export interface WizardInput {
  readonly formConfig: WizardFormConfig;
}

/** A refusal of a submission, as the adapters pass it on: a message and field problems. */
export interface SubmissionRefusal {
  readonly message: string;
  readonly fields?: FieldProblems;
}

export type WizardEvent =
  | { readonly type: "OPEN"; readonly draft?: WizardDraft }
  | { readonly type: "CLOSE" }
  | { readonly type: "RESET" }
  | { readonly type: "UPDATE"; readonly values: WizardForm }
  | { readonly type: "MARK_DONE" }
  | { readonly type: "NEXT" }
  | { readonly type: "BACK" }
  | { readonly type: "SUBMIT" };

function blankSteps(total: number): WizardStep[] {
  return Array.from({ length: total }, () => ({ isStepDone: false }));
}

/**
 * A draft as the wizard can take it: every step before the active one done (checked again,
 * so an edited or outdated draft never lets the customer past an invalid step).
 */
export function restoreDraft(config: WizardFormConfig, draft: WizardDraft): WizardDraft {
  const form = { ...config.initialForm, ...draft.form };
  const total = config.steps.length;
  const stepsDone: boolean[] = [];
  let activeStep = 0;
  for (let index = 0; index < total; index += 1) {
    const done =
      draft.stepsDone[index] === true && Object.keys(config.validateStep(index, form)).length === 0;
    stepsDone.push(done);
  }
  const wanted = Math.min(Math.max(0, Math.trunc(draft.activeStep) || 0), total - 1);
  while (activeStep < wanted && stepsDone[activeStep] === true) activeStep += 1;
  return { form, activeStep, stepsDone };
}

/** The step asking for the first refused field that a step asks for, else the active one. */
export function stepOfFields(
  config: WizardFormConfig,
  fields: FieldProblems,
  fallback: number,
): number {
  const names = Object.keys(fields);
  const index = config.steps.findIndex((step) => step.fields.some((f) => names.includes(f)));
  return index === -1 ? fallback : index;
}

export const wizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
  },
  actors: {
    /** Sends the form; rejects with a SubmissionRefusal. Provided by each flow's adapter. */
    submit: fromPromise<unknown, { readonly form: WizardForm }>(() =>
      Promise.reject({ message: 'wizard: the "submit" actor is not provided' }),
    ),
  },
  guards: {
    canGoForward: ({ context }) =>
      context.activeStep < context.totalSteps - 1 &&
      context.steps[context.activeStep]?.isStepDone === true,
    canGoBack: ({ context }) => context.activeStep > 0,
    activeStepValid: ({ context }) =>
      Object.keys(context.formConfig.validateStep(context.activeStep, context.form)).length === 0,
    allStepsDone: ({ context }) => context.steps.every((step) => step.isStepDone),
  },
  actions: {
    openWith: assign(({ context }, params: { readonly draft: WizardDraft | undefined }) => {
      if (params.draft === undefined) return { open: true };
      const draft = restoreDraft(context.formConfig, params.draft);
      return {
        open: true,
        init: draft.form,
        form: draft.form,
        activeStep: draft.activeStep,
        steps: draft.stepsDone.map((isStepDone) => ({ isStepDone })),
        status: "idle" as const,
        error: null,
      };
    }),
    close: assign({ open: false }),
    resetToInit: assign(({ context }) => ({
      form: context.init,
      activeStep: 0,
      steps: blankSteps(context.totalSteps),
      status: "idle" as const,
      error: null,
      result: null,
      reset: context.reset + 1,
    })),
    /**
     * Changing an answer undoes the active step and the step asking for it: each must be
     * checked again. An answer of an earlier step sends the wizard back there, so no step is
     * ever passed while undone.
     */
    update: assign(({ context }, params: { readonly values: WizardForm }) => {
      const changed = Object.keys(params.values);
      const undone = context.formConfig.steps.map(
        (step, index) =>
          index === context.activeStep || step.fields.some((field) => changed.includes(field)),
      );
      const firstUndone = undone.indexOf(true);
      return {
        form: { ...context.form, ...params.values },
        steps: context.steps.map((step, index) => (undone[index] ? { isStepDone: false } : step)),
        activeStep: Math.min(context.activeStep, firstUndone),
        error: null,
      };
    }),
    // A step already done keeps the same `steps`: Continue marks the step done before every
    // move, and a new array each time re-rendered everything that shows the steps.
    markDone: assign(({ context }) => ({
      steps:
        context.steps[context.activeStep]?.isStepDone === true
          ? context.steps
          : context.steps.map((step, index) =>
              index === context.activeStep ? { isStepDone: true } : step,
            ),
      error: null,
    })),
    showProblems: assign(({ context }) => ({
      error: {
        message: "Check the highlighted fields.",
        fields: context.formConfig.validateStep(context.activeStep, context.form),
      },
    })),
    forward: assign(({ context }) => ({ activeStep: context.activeStep + 1, error: null })),
    back: assign(({ context }) => ({ activeStep: context.activeStep - 1, error: null })),
    startSubmission: assign({ status: "submitting" as const, error: null }),
    /** The form stays as typed; the wizard goes to the step of the first refused field. */
    refuse: assign(({ context }, params: { readonly refusal: unknown }) => {
      const refusal = asRefusal(params.refusal);
      const fields = refusal.fields ?? {};
      const step = stepOfFields(context.formConfig, fields, context.activeStep);
      return {
        status: "failed" as const,
        error: { message: refusal.message, fields },
        activeStep: step,
        steps: context.steps.map((entry, index) =>
          index === step && Object.keys(fields).length > 0 ? { isStepDone: false } : entry,
        ),
      };
    }),
    succeed: assign((_, params: { readonly result: unknown }) => ({
      status: "submitted" as const,
      result: params.result,
    })),
  },
}).createMachine({
  id: "wizard",
  description: "A multi-step form: steps checked one by one, then submitted once.",
  context: ({ input }) => ({
    init: input.formConfig.initialForm,
    open: false,
    totalSteps: input.formConfig.steps.length,
    steps: blankSteps(input.formConfig.steps.length),
    activeStep: 0,
    status: "idle",
    error: null,
    form: input.formConfig.initialForm,
    formConfig: input.formConfig,
    reset: 0,
    result: null,
  }),
  initial: "closed",
  states: {
    closed: {
      description: "Not shown; what was typed is kept until RESET.",
      on: {
        OPEN: {
          target: "editing",
          actions: { type: "openWith", params: ({ event }) => ({ draft: event.draft }) },
        },
        RESET: { actions: "resetToInit" },
      },
    },
    editing: {
      description: "The customer fills the active step, marks it done and moves on or back.",
      on: {
        CLOSE: { target: "closed", actions: "close" },
        RESET: { actions: "resetToInit" },
        UPDATE: { actions: { type: "update", params: ({ event }) => ({ values: event.values }) } },
        MARK_DONE: [{ guard: "activeStepValid", actions: "markDone" }, { actions: "showProblems" }],
        NEXT: { guard: "canGoForward", actions: "forward" },
        BACK: { guard: "canGoBack", actions: "back" },
        SUBMIT: { guard: "allStepsDone", target: "submitting", actions: "startSubmission" },
      },
    },
    submitting: {
      description: "The form is sent once; the customer waits for the answer.",
      invoke: {
        id: "submit",
        src: "submit",
        input: ({ context }) => ({ form: context.form }),
        onDone: {
          target: "submitted",
          actions: { type: "succeed", params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: "editing",
          actions: { type: "refuse", params: ({ event }) => ({ refusal: event.error }) },
        },
      },
    },
    submitted: {
      description: "Accepted: the result (the order) is in context. RESET starts a new one.",
      on: {
        CLOSE: { target: "closed", actions: "close" },
        RESET: { target: "editing", actions: "resetToInit" },
      },
    },
  },
});

function asRefusal(error: unknown): SubmissionRefusal {
  if (typeof error === "object" && error !== null && "message" in error) {
    const { message, fields } = error as { message: unknown; fields?: unknown };
    return {
      message: typeof message === "string" ? message : "The order was refused.",
      ...(typeof fields === "object" && fields !== null ? { fields: fields as FieldProblems } : {}),
    };
  }
  return { message: "The order could not be sent." };
}
