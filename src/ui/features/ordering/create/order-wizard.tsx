import { memo } from "react";
import { Link } from "react-router-dom";
import { css } from "../../../../../styled-system/css/index.js";
import { panel, textLink } from "../../../../../styled-system/recipes/index.js";
import {
  type OrderData,
  type OrderWizardView,
  priceAskOf,
  useOrderingActions,
  useOrderStatus,
  useOrderWizard,
  usePricing,
  type WizardForm,
} from "../../../../adapters/react/index.ts";
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

export type { OrderData };

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
  if (wizard.placed !== null)
    return <OrderPlaced order={wizard.placed} onAnother={wizard.another} />;
  const { step, form, problem, update } = wizard;
  const fieldsProps = { form, problem, update };
  const last = wizard.isLastStep;
  const metro = data.locations.find((location) => location.id === form.location)?.metro;

  return (
    <div
      className={css({
        display: "grid",
        gap: "6",
        gridTemplateColumns: { base: "1fr", lg: "minmax(0, 2fr) minmax(0, 1fr)" },
      })}
    >
      <section aria-labelledby="wizard-step-title" className={panel()}>
        <StepList steps={wizard.steps} activeStep={wizard.activeStep} />
        <h2
          id="wizard-step-title"
          className={css({ fontSize: "xl", fontWeight: "semibold", mb: "4" })}
        >
          {ORDER_FLOW_LABELS[flow]}: {step?.title}
        </h2>
        {wizard.failure !== null && (
          <Alert status="error" title="The order was not placed" className={css({ mb: "4" })}>
            {wizard.failure}
          </Alert>
        )}
        <div key={wizard.resetCount}>
          {flow === "port" && step?.id === "location" && (
            <LocationStep {...fieldsProps} locations={data.locations} />
          )}
          {flow === "port" && step?.id === "port" && <PortStep {...fieldsProps} metro={metro} />}
          {flow === "cloud_connect" && step?.id === "cloud" && (
            <CloudStep {...fieldsProps} regions={data.regions} />
          )}
          {flow === "cloud_connect" && step?.id === "a-end" && (
            <PortEndFields {...fieldsProps} ports={data.ports} end="a" withBandwidth />
          )}
          {flow === "cloud_connect" && step?.id === "key" && (
            <CloudKeyStep {...fieldsProps} checkAzureKey={actions.validateAzureKey} />
          )}
          {flow === "evpl" && step?.id === "a-end" && (
            <PortEndFields {...fieldsProps} ports={data.ports} end="a" />
          )}
          {flow === "evpl" && step?.id === "b-end" && (
            <EvplBEndStep {...fieldsProps} ports={data.ports} />
          )}
          {step?.id === "terms" && <TermStep {...fieldsProps} withBandwidth={flow === "evpl"} />}
          {step?.id === "review" && <OrderReview flow={flow} form={form} data={data} />}
        </div>
        <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", mt: "6" })}>
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
          <p className={css({ mt: "4", fontSize: "sm" })}>
            Ordering needs permission to manage services; ask an administrator of your company.
          </p>
        )}
      </section>
      <RunningPrice flow={flow} form={form} />
    </div>
  );
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
    <ol
      aria-label="Steps"
      className={css({ display: "flex", flexWrap: "wrap", gap: "3", mb: "4", fontSize: "sm" })}
    >
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

const stepStyle = css({ fontWeight: "normal", color: "fg.muted" });
const activeStepStyle = css({ fontWeight: "bold", color: "fg.default" });

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
      <h2 className={css({ fontSize: "lg", fontWeight: "semibold", mb: "3" })}>Price</h2>
      {mbps === undefined && (
        <p className={css({ fontSize: "sm" })}>
          {flow === "port"
            ? "Choose a speed to see its price."
            : "Choose a bandwidth to see its price."}
        </p>
      )}
      {mbps !== undefined && pricing.isPending && (
        <p className={css({ fontSize: "sm" })}>Pricing…</p>
      )}
      {mbps !== undefined && pricing.error !== null && (
        <p className={css({ fontSize: "sm" })}>{pricing.error}</p>
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
      <h2
        id="order-placed-title"
        className={css({ fontSize: "xl", fontWeight: "semibold", mb: "3" })}
      >
        Order placed
      </h2>
      <p>
        <Link className={textLink()} to={`/services/${encodeURIComponent(order.service)}`}>
          {order.name} ({order.service})
        </Link>{" "}
        is ordered. Order status: <strong>{ORDER_STAGE_LABELS[stage]}</strong>
        {status.data?.failure_reason ? `: ${status.data.failure_reason}` : ""}
      </p>
      <div className={css({ display: "flex", gap: "3", mt: "4" })}>
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
