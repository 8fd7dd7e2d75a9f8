import { memo, type ReactNode, useRef } from "react";
import { Link } from "react-router-dom";
import { css, cx } from "#styled-system/css/index.js";
import { flex, grid, wrap } from "#styled-system/patterns/index.js";
import { heading, panel, text, textLink } from "#styled-system/recipes/index.js";
import { useOrderStatus } from "../../../../adapters/resources/ordering/order.ts";
import { priceAskOf } from "../../../../adapters/resources/ordering/order-flows.ts";
import { useOrderingActions } from "../../../../adapters/resources/ordering/order-submission.ts";
import {
  type OrderData,
  type OrderWizardView,
  useOrderWizard,
  type WizardForm,
} from "../../../../adapters/resources/ordering/order-wizard-flow.ts";
import { usePricing } from "../../../../adapters/resources/ordering/pricing.ts";
import {
  ORDER_FLOW_LABELS,
  ORDER_STAGE_LABELS,
  type OrderDraft,
  type OrderFlow,
  type PlacedOrder,
} from "../../../../core/api/ordering/index.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { PriceTable } from "../shared/price-table.tsx";
import {
  CloudKeyStep,
  CloudStep,
  EvplBEndStep,
  LocationStep,
  PortEndFields,
  PortStep,
  TermStep,
} from "./order-fields.tsx";
import { OrderReview } from "./order-review.tsx";

interface OrderWizardProps {
  readonly flow: OrderFlow;
  readonly draft: OrderDraft | null;
  readonly data: OrderData;
  readonly mayOrder: boolean;
}

/**
 * One flow of /services/create: the step's fields, Back and Continue, the running price
 * beside every step, and after the order its progress. The wizard itself (steps, checks,
 * draft) is useOrderWizard's.
 *
 * The draft is read once, when the wizard opens; each save of it as it is typed comes back
 * as a new `draft` that would only re-render the whole wizard, so that alone does not.
 */
export const OrderWizard = memo(
  OrderWizardScreen,
  (before, after) =>
    before.flow === after.flow && before.data === after.data && before.mayOrder === after.mayOrder,
);

function OrderWizardScreen({ flow, draft, data, mayOrder }: OrderWizardProps) {
  const wizard = useOrderWizard(flow, draft, data, mayOrder);
  const actions = useOrderingActions();
  const visited = useVisitedSteps(wizard.step?.id, wizard.resetCount);
  if (wizard.placed !== null)
    return <OrderPlaced order={wizard.placed} onAnother={wizard.another} />;
  const { step, form, problem, update } = wizard;
  const fieldsProps = { form, problem, update };
  const last = wizard.isLastStep;
  const metro = data.locations.find((location) => location.id === form.location)?.metro;
  const stepPanels = [
    ...flowSteps(flow, { ...fieldsProps, metro, data, actions }),
    ["review", <Review key="review" flow={flow} form={form} data={data} />] as const,
  ].filter(([id]) => visited.has(id));

  return (
    <div className={wizardLayout}>
      <section aria-labelledby="wizard-step-title" className={wizardPanel}>
        <StepList steps={wizard.steps} activeStep={wizard.activeStep} />
        <h2 id="wizard-step-title" className={stepTitle}>
          {ORDER_FLOW_LABELS[flow]}: {step?.title}
        </h2>
        {wizard.failure !== null && (
          <Alert status="error" title="The order was not placed" className={failureAlert}>
            {wizard.failure}
          </Alert>
        )}
        <div key={wizard.resetCount} className={stepStack}>
          {stepPanels.map(([id, fields]) => (
            // Only the active step shows; the others stay mounted, inert and skipped by the
            // browser (content-visibility), in the same grid cell. So a move changes two
            // attributes: no step is torn down or built, the hidden ones are neither styled nor
            // laid out, and the steps' area keeps the height of the tallest one seen, so Back
            // and Continue stay under the pointer that pressed them (the budget: a move renders
            // in < 50 ms at 4x slowdown).
            <div key={id} inert={id !== step?.id}>
              {fields}
            </div>
          ))}
        </div>
        <div className={wizardButtons}>
          <Button
            type="button"
            variant="outline"
            disabled={wizard.activeStep === 0}
            onClick={wizard.back}
          >
            Back
          </Button>
          {!last && (
            <Button type="button" onClick={wizard.next}>
              Continue
            </Button>
          )}
          {last && mayOrder && (
            <Button type="button" disabled={wizard.isSubmitting} onClick={wizard.submit}>
              {wizard.isSubmitting ? "Placing order…" : "Place order"}
            </Button>
          )}
          {mayOrder && (
            <Button type="button" variant="ghost" onClick={wizard.discard}>
              Discard draft
            </Button>
          )}
        </div>
        {last && !mayOrder && (
          <p className={mayNotOrderNote}>
            Ordering needs permission to manage services; ask an administrator of your company.
          </p>
        )}
      </section>
      <RunningPrice flow={flow} form={form} />
    </div>
  );
}

/*
 * The wizard's class names, worked out once: css() runs at every render it is called in, and
 * the screen renders on every move (the budget: a move renders in < 50 ms at 4x slowdown).
 */
const wizardPanel = panel();
const wizardLayout = grid({
  gap: "6",
  gridTemplateColumns: { base: "1fr", lg: "minmax(0, 2fr) minmax(0, 1fr)" },
});
const stepTitle = cx(heading({ size: "part" }), css({ mb: "4" }));
const failureAlert = css({ mb: "4" });
const wizardButtons = wrap({ gap: "3", mt: "6" });
const mayNotOrderNote = cx(text({ size: "sm" }), css({ mt: "4" }));
/**
 * Every mounted step in one grid cell. An inert one is skipped (not styled, laid out or painted)
 * and keeps its last size (contain-intrinsic-size: auto), so the cell is as tall as the tallest.
 */
const stepStack = css({
  display: "grid",
  "& > *": { gridArea: "1 / 1", minWidth: "0", containIntrinsicSize: "auto none" },
  "& > [inert]": {
    contentVisibility: "hidden",
    // Browsers without content-visibility (Safari before 18) would show every step.
    "@supports not (content-visibility: hidden)": { visibility: "hidden" },
  },
});

/**
 * The ids of the steps shown since the wizard opened or was last reset (`generation`): their
 * fields stay mounted (hidden while another step is active), so that coming back to a step
 * is only showing it again. A step never shown is not built at all.
 */
function useVisitedSteps(id: string | undefined, generation: number): ReadonlySet<string> {
  const seen = useRef({ generation, ids: new Set<string>() });
  if (seen.current.generation !== generation) seen.current = { generation, ids: new Set() };
  if (id !== undefined) seen.current.ids.add(id);
  return seen.current.ids;
}

/*
 * Each step's fields, memoised: their props (the form, problem, update, the lists) are the
 * same objects until something in them changes, so a move re-renders none of them.
 */
const Location = memo(LocationStep);
const Port = memo(PortStep);
const Cloud = memo(CloudStep);
const PortEnd = memo(PortEndFields);
const CloudKey = memo(CloudKeyStep);
const EvplBEnd = memo(EvplBEndStep);
const Term = memo(TermStep);
const Review = memo(OrderReview);

/** The fields of every step of `flow` but the review (the same for every flow), by step id. */
function flowSteps(
  flow: OrderFlow,
  props: {
    readonly form: WizardForm;
    readonly problem: (field: string) => string | undefined;
    readonly update: (values: WizardForm) => void;
    readonly metro: string | undefined;
    readonly data: OrderData;
    readonly actions: ReturnType<typeof useOrderingActions>;
  },
): ReadonlyArray<readonly [string, ReactNode]> {
  const { metro, data, actions, ...fields } = props;
  switch (flow) {
    case "port":
      return [
        ["location", <Location key="location" {...fields} locations={data.locations} />],
        ["port", <Port key="port" {...fields} metro={metro} />],
        ["terms", <Term key="terms" {...fields} />],
      ];
    case "cloud_connect":
      return [
        ["cloud", <Cloud key="cloud" {...fields} regions={data.regions} />],
        ["a-end", <PortEnd key="a-end" {...fields} ports={data.ports} end="a" withBandwidth />],
        ["key", <CloudKey key="key" {...fields} checkAzureKey={actions.validateAzureKey} />],
        ["terms", <Term key="terms" {...fields} />],
      ];
    case "evpl":
      return [
        ["a-end", <PortEnd key="a-end" {...fields} ports={data.ports} end="a" />],
        ["b-end", <EvplBEnd key="b-end" {...fields} ports={data.ports} />],
        ["terms", <Term key="terms" {...fields} withBandwidth />],
      ];
  }
}

/** The steps and where the customer is; re-rendered only when one of them changes. */
const StepList = memo(function StepList({
  steps,
  activeStep,
}: {
  readonly steps: OrderWizardView["steps"];
  readonly activeStep: number;
}) {
  return (
    <ol aria-label="Steps" className={stepListStyle}>
      {steps.map((entry, index) => (
        <li
          key={entry.id}
          aria-current={index === activeStep ? "step" : undefined}
          className={index === activeStep ? activeStepStyle : stepStyle}
        >
          {index + 1}. {entry.title}
          {entry.isStepDone ? " ✓" : ""}
        </li>
      ))}
    </ol>
  );
});

const stepListStyle = wrap({ gap: "3", mb: "4", fontSize: "sm" });
const stepStyle = css({ fontWeight: "normal", color: "text.muted" });
const activeStepStyle = css({ fontWeight: "bold", color: "text.default" });

/**
 * The price of what is chosen so far. A move between steps changes neither the flow nor the
 * form, so it does not re-render this (nor ask for the price again).
 */
const RunningPrice = memo(function RunningPrice({
  flow,
  form,
}: {
  readonly flow: OrderFlow;
  readonly form: WizardForm;
}) {
  const ask = priceAskOf(flow, form);
  const mbps = ask?.mbps;
  const pricing = usePricing(ask);
  const term = Number(form.term_months);
  return (
    <aside aria-label="Price" className={panel()}>
      <h2 className={heading({ size: "section" })}>Price</h2>
      {mbps === undefined && (
        <p className={text({ size: "sm" })}>
          {flow === "port"
            ? "Choose a speed to see its price."
            : "Choose a bandwidth to see its price."}
        </p>
      )}
      {mbps !== undefined && pricing.isPending && <p className={text({ size: "sm" })}>Pricing…</p>}
      {mbps !== undefined && pricing.error !== null && (
        <p className={text({ size: "sm" })}>{pricing.error}</p>
      )}
      {pricing.data !== undefined && mbps !== undefined && (
        <PriceTable
          terms={pricing.data.terms}
          chosen={Number.isFinite(term) ? term : undefined}
          caption={`In ${pricing.data.currency}, excluding tax`}
        />
      )}
    </aside>
  );
});

function OrderPlaced({
  order,
  onAnother,
}: {
  readonly order: PlacedOrder;
  readonly onAnother: () => void;
}) {
  const status = useOrderStatus(order.service);
  const stage = status.data?.stage ?? order.stage;
  return (
    <section className={panel()} aria-labelledby="order-placed-title">
      <h2 id="order-placed-title" className={heading({ size: "part" })}>
        Order placed
      </h2>
      <p>
        <Link className={textLink()} to={`/services/${encodeURIComponent(order.service)}`}>
          {order.name} ({order.service})
        </Link>{" "}
        is ordered. Order status: <strong>{ORDER_STAGE_LABELS[stage]}</strong>
        {status.data?.failure_reason ? `: ${status.data.failure_reason}` : ""}
      </p>
      <div className={flex({ gap: "3", mt: "4" })}>
        <Button type="button" onClick={onAnother}>
          Order another service
        </Button>
        <Link className={textLink()} to="/services">
          All services
        </Link>
      </div>
    </section>
  );
}
