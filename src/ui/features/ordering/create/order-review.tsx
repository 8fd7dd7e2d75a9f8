import { css } from "#styled-system/css/index.js";
import { grid } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";
import { findCni } from "../../../../adapters/resources/ordering/order-flows.ts";
import type {
  OrderData,
  WizardForm,
} from "../../../../adapters/resources/ordering/order-wizard-flow.ts";
import {
  DIVERSITY_ZONE_LABELS,
  type DiversityZone,
  ORDER_TERM_LABELS,
  type OrderFlow,
  type OrderTerm,
} from "../../../../core/api/ordering/index.ts";
import { CLOUD_PROVIDER_LABELS, type CloudProvider } from "../../../../core/api/services/index.ts";
import { formatBandwidth } from "../../../../core/format/bandwidth.ts";

/** What a review row reads: the form and the data its ids are named from. */
interface ReviewSource {
  readonly form: WizardForm;
  readonly data: OrderData;
}

/** One row of the review: its label, the chosen value in words, and when it is shown. */
type ReviewRow = readonly [
  label: string,
  value: (source: ReviewSource) => string,
  shown?: (form: WizardForm) => boolean,
];

/** A port by name, id and data centre; the bare id when the port list does not have it. */
function portName({ data }: ReviewSource, id: string | undefined): string {
  const found = data.ports.find((entry) => entry.id === id);
  return found === undefined ? (id ?? "") : `${found.name} (${found.id}), ${found.location_name}`;
}

/** A port end: the port and the VLAN typed on it. */
const portEnd =
  (end: "a" | "b") =>
  (source: ReviewSource): string =>
    `${portName(source, source.form[`${end}_port`])}, VLAN ${source.form[`${end}_vlan`] ?? ""}`;

function cniName(source: ReviewSource): string {
  const id = source.form.b_cni ?? "";
  const found = findCni(source.data.ports, id);
  return found === undefined
    ? id
    : `${found.cni.name}, VLAN ${found.cni.vlan} on ${portName(source, found.port.id)}`;
}

const mbps = (text: string | undefined) => formatBandwidth(Number(text));

/**
 * Each flow's rows between the name and the term: the review is this declaration read
 * against the form, so a field a flow adds is one row here.
 */
const FLOW_ROWS: Readonly<Record<OrderFlow, ReadonlyArray<ReviewRow>>> = {
  port: [
    [
      "Data centre",
      ({ form, data }) => {
        const location = data.locations.find((entry) => entry.id === form.location);
        return location === undefined ? "" : `${location.name}, ${location.metro}`;
      },
    ],
    ["Speed", ({ form }) => mbps(form.speed_mbps)],
    ["Media", ({ form }) => form.media ?? ""],
    [
      "Diversity zone",
      ({ form }) => DIVERSITY_ZONE_LABELS[form.diversity_zone as DiversityZone] ?? "",
    ],
  ],
  cloud_connect: [
    ["Cloud", ({ form }) => CLOUD_PROVIDER_LABELS[form.provider as CloudProvider] ?? ""],
    [
      "Region",
      ({ form, data }) =>
        data.regions.find((entry) => entry.provider === form.provider && entry.id === form.region)
          ?.name ?? "",
    ],
    ["A-end port", (source) => portName(source, source.form.a_port)],
    ["VLAN", ({ form }) => form.a_vlan ?? ""],
    ["Bandwidth", ({ form }) => mbps(form.bandwidth_mbps)],
  ],
  evpl: [
    ["A-end port", portEnd("a")],
    // An EVPL's B end is a port or a CNI (EvplBEndStep), never both.
    ["B-end port", portEnd("b"), (form) => form.b_end !== "cni"],
    ["B-end CNI", cniName, (form) => form.b_end === "cni"],
    ["Bandwidth", ({ form }) => mbps(form.bandwidth_mbps)],
  ],
};

const NAME_ROW: ReviewRow = ["Name", ({ form }) => form.name ?? ""];
const TERM_ROWS: ReadonlyArray<ReviewRow> = [
  ["Term", ({ form }) => ORDER_TERM_LABELS[Number(form.term_months) as OrderTerm] ?? ""],
  ["Purchase order", ({ form }) => form.purchase_order || "None"],
  ["Cost centre", ({ form }) => form.cost_centre || "None"],
];

/** The rows a form of `flow` shows: the name, the flow's own rows, then the term's. */
function reviewRows(flow: OrderFlow, form: WizardForm): ReadonlyArray<ReviewRow> {
  const own = FLOW_ROWS[flow].filter(([, , shown]) => shown === undefined || shown(form));
  return [NAME_ROW, ...own, ...TERM_ROWS];
}

/** What will be ordered, in words, before the order is placed. */
export function OrderReview({
  flow,
  form,
  data,
}: {
  readonly flow: OrderFlow;
  readonly form: WizardForm;
  readonly data: OrderData;
}) {
  return (
    <dl className={grid({ gridTemplateColumns: "max-content 1fr", gap: "2", columnGap: "6" })}>
      {reviewRows(flow, form).map(([label, value]) => (
        <div key={label} className={css({ display: "contents" })}>
          <dt className={text({ weight: "semibold" })}>{label}</dt>
          <dd>{value({ form, data })}</dd>
        </div>
      ))}
    </dl>
  );
}
