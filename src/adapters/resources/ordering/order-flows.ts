import type { OrderableCni, OrderablePort } from "../../../core/api/ordering/index.ts";
import {
  type CniFacts,
  cloudProviderOf,
  type OrderFacts,
  type OrderFlow,
  orderProblems,
  type PortFacts,
} from "../../../core/api/ordering/index.ts";
import type { WizardForm, WizardFormConfig } from "../../../machines/wizard/index.ts";
import type { PriceAsk } from "./pricing.ts";

/**
 * The three flows of /services/create as formConfigs of the generic wizard: their steps, the
 * fields each asks for, and the check of a step, which is the core's `orderProblems` (the
 * server's own check) narrowed to the step's fields. Facts (the chosen location's metro, the
 * ports' free capacity and VLANs) are read when a step is checked, so they are the latest.
 */

/** What the checks read from the API. */
export interface FlowFacts {
  readonly metroOf: (locationId: string) => string | undefined;
  readonly portOf: (id: string) => OrderablePort | undefined;
  /** The CNI of that id and the port it is on. */
  readonly cniOf: (id: string) => CniOnPort | undefined;
  readonly regionKnown: (provider: string, region: string) => boolean;
}

export interface CniOnPort {
  readonly cni: OrderableCni;
  readonly port: OrderablePort;
}

/** The CNI `id` among the ports' CNIs (GET /sdn/cni-id answers them on their ports). */
export function findCni(ports: ReadonlyArray<OrderablePort>, id: string): CniOnPort | undefined {
  for (const port of ports) {
    const cni = port.cnis.find((entry) => entry.id === id);
    if (cni !== undefined) return { cni, port };
  }
  return undefined;
}

/** The Azure key the wizard has checked with /sdn/aer/validate_key (a form field of its own). */
export const CHECKED_KEY_FIELD = "service_key_checked";

const BLANK_COMMON = { name: "", term_months: "12", purchase_order: "", cost_centre: "" };

const STEPS: Readonly<Record<OrderFlow, WizardFormConfig["steps"]>> = {
  port: [
    { id: "location", title: "Location", fields: ["location"] },
    { id: "port", title: "Port", fields: ["speed_mbps", "media", "diversity_zone"] },
    {
      id: "terms",
      title: "Term and name",
      fields: ["term_months", "name", "purchase_order", "cost_centre"],
    },
    { id: "review", title: "Review", fields: [] },
  ],
  cloud_connect: [
    { id: "cloud", title: "Cloud", fields: ["provider", "region"] },
    { id: "a-end", title: "A end", fields: ["a_port", "bandwidth_mbps", "a_vlan"] },
    {
      id: "key",
      title: "Cloud key",
      fields: ["service_key", "aws_account_id", "asn", "pairing_key"],
    },
    {
      id: "terms",
      title: "Term and name",
      fields: ["term_months", "name", "purchase_order", "cost_centre"],
    },
    { id: "review", title: "Review", fields: [] },
  ],
  evpl: [
    { id: "a-end", title: "A end", fields: ["a_port", "a_vlan"] },
    { id: "b-end", title: "B end", fields: ["b_end", "b_port", "b_vlan", "b_cni"] },
    {
      id: "terms",
      title: "Bandwidth and term",
      fields: ["bandwidth_mbps", "term_months", "name", "purchase_order", "cost_centre"],
    },
    { id: "review", title: "Review", fields: [] },
  ],
};

const BLANK: Readonly<Record<OrderFlow, WizardForm>> = {
  port: { location: "", speed_mbps: "", media: "", diversity_zone: "", ...BLANK_COMMON },
  cloud_connect: {
    provider: "",
    region: "",
    a_port: "",
    bandwidth_mbps: "",
    a_vlan: "",
    service_key: "",
    [CHECKED_KEY_FIELD]: "",
    aws_account_id: "",
    asn: "",
    pairing_key: "",
    ...BLANK_COMMON,
  },
  evpl: {
    a_port: "",
    a_vlan: "",
    b_end: "port",
    b_port: "",
    b_vlan: "",
    b_cni: "",
    bandwidth_mbps: "",
    ...BLANK_COMMON,
  },
};

function factsOfPort(port: OrderablePort): PortFacts {
  return {
    id: port.id,
    speedMbps: port.speed_mbps,
    freeMbps: port.free_mbps,
    usedVlans: port.used_vlans,
    usable: ["pending", "provisioning", "active"].includes(port.status),
  };
}

function portFactsOf(port: OrderablePort | undefined, id: string | undefined) {
  if (id === undefined || id === "") return undefined;
  return port === undefined ? null : factsOfPort(port);
}

function cniFactsOf(
  found: CniOnPort | undefined,
  id: string | undefined,
): CniFacts | null | undefined {
  if (id === undefined || id === "") return undefined;
  if (found === undefined) return null;
  return {
    id: found.cni.id,
    port: factsOfPort(found.port),
    vlan: found.cni.vlan,
    inUse: found.cni.in_use,
  };
}

export function orderFactsOf(form: WizardForm, facts: FlowFacts): OrderFacts {
  const provider = cloudProviderOf(form.provider);
  return {
    locationMetro: form.location ? (facts.metroOf(form.location) ?? null) : undefined,
    aPort: portFactsOf(facts.portOf(form.a_port ?? ""), form.a_port),
    bPort: portFactsOf(facts.portOf(form.b_port ?? ""), form.b_port),
    bCni: cniFactsOf(facts.cniOf(form.b_cni ?? ""), form.b_cni),
    regionKnown:
      provider === undefined ? undefined : facts.regionKnown(provider, form.region ?? ""),
  };
}

export function orderFlowConfig(flow: OrderFlow, facts: FlowFacts): WizardFormConfig {
  const steps = STEPS[flow];
  return {
    id: flow,
    steps,
    initialForm: BLANK[flow],
    validateStep: (index, form) => {
      const fields = steps[index]?.fields ?? [];
      const all: Record<string, string> = orderProblems(
        { ...form, type: flow },
        orderFactsOf(form, facts),
      );
      if (
        cloudProviderOf(form.provider) === "azure" &&
        all.service_key === undefined &&
        form[CHECKED_KEY_FIELD] !== form.service_key
      )
        all.service_key = "Check the key with Azure before going on.";
      return Object.fromEntries(Object.entries(all).filter(([field]) => fields.includes(field)));
    },
  };
}

/**
 * What the running price is for, once a speed or bandwidth is chosen: a port at its location,
 * an EVPL to a port or a CNI (a CNI's B end is cheaper to set up).
 */
export function priceAskOf(flow: OrderFlow, form: WizardForm): PriceAsk | undefined {
  const text = flow === "port" ? form.speed_mbps : form.bandwidth_mbps;
  if (text === undefined || !/^\d{1,7}$/u.test(text)) return undefined;
  return {
    type: flow,
    mbps: Number(text),
    location: flow === "port" ? (form.location ?? "") : "",
    bEnd: flow === "evpl" && form.b_end === "cni" ? "cni" : "",
  };
}

/** Fields of the B end the form does not use: a port's when it ends on a CNI, and back. */
const UNUSED_B_END_FIELDS: Readonly<Record<string, ReadonlyArray<string>>> = {
  cni: ["b_port", "b_vlan"],
  port: ["b_cni"],
};

/** The form fields the server takes: everything but the wizard's own bookkeeping. */
export function orderFormOf(form: WizardForm): Record<string, string> {
  const unused = UNUSED_B_END_FIELDS[form.b_end ?? ""] ?? [];
  return Object.fromEntries(
    Object.entries(form).filter(
      ([field, value]) => field !== CHECKED_KEY_FIELD && value !== "" && !unused.includes(field),
    ),
  );
}
