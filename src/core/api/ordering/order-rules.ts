import { billingReferenceProblem } from "../billing/billing-references.ts";
import { NULL_CHARACTERS_MESSAGE } from "../plain-text.ts";
import { customNameProblem } from "../services/custom-name.ts";
import { CLOUD_PROVIDERS, type CloudProvider } from "../services/service-vocabulary.ts";
import {
  DIVERSITY_ZONES,
  EVPL_B_ENDS,
  type EvplBEnd,
  MEDIA_BY_SPEED,
  ORDER_FLOWS,
  ORDER_TERMS,
  type OrderFlow,
} from "./ordering-vocabulary.ts";
import { BANDWIDTH_LIST_MRC } from "./pricing.ts";

/**
 * The rules of an order (issue 18), asked by each step of the wizard and again by the server
 * on POST /services/orders, so the customer reads the same message either way. An order is
 * the form the customer filled: field name to text (see OrderRequest). Facts the rules need
 * from the network (what a location sells, a port's free capacity and VLANs) are passed in:
 * the wizard reads them from the API, the server from its database.
 */

export type OrderForm = Readonly<Record<string, string>>;
export type OrderProblems = Record<string, string>;

export const ORDER_NAME_MAX_LENGTH = 120;
export const VLAN_MIN = 2;
export const VLAN_MAX = 4094;
/** The first VLAN suggested on a port with none in use. */
export const FIRST_SUGGESTED_VLAN = 100;

/** Speeds (Mbps) every location sells; 400G only where the metro's core is built for it. */
const STANDARD_PORT_SPEEDS = [1000, 10000, 100000] as const;
export const METROS_WITH_400G: ReadonlyArray<string> = ["London", "Amsterdam", "Frankfurt"];

/** The port speeds a location in `metro` offers. */
export function portSpeedsAt(metro: string): ReadonlyArray<number> {
  return METROS_WITH_400G.includes(metro)
    ? [...STANDARD_PORT_SPEEDS, 400000]
    : STANDARD_PORT_SPEEDS;
}

/** A whole number written as digits only ("12"), else undefined. */
export function wholeNumber(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,10}$/u.test(text.trim())) return undefined;
  return Number(text.trim());
}

const REQUIRED = "This field is required.";

export function termProblem(text: string | undefined): string | undefined {
  if (text === undefined || text === "") return REQUIRED;
  const term = wholeNumber(text);
  if (term === undefined || !(ORDER_TERMS as ReadonlyArray<number>).includes(term))
    return "Choose a term of 1, 12, 24 or 36 months.";
  return undefined;
}

/** A port speed must be one the location sells. */
export function portSpeedProblem(text: string | undefined, metro: string): string | undefined {
  if (text === undefined || text === "") return REQUIRED;
  const speed = wholeNumber(text);
  if (speed === undefined || !portSpeedsAt(metro).includes(speed))
    return "This speed is not offered at the chosen location.";
  return undefined;
}

export function mediaProblem(media: string | undefined, speedText: string | undefined) {
  if (media === undefined || media === "") return REQUIRED;
  const speed = wholeNumber(speedText);
  const fitting = speed === undefined ? [] : (MEDIA_BY_SPEED[speed] ?? []);
  if (!(fitting as ReadonlyArray<string>).includes(media))
    return "This media does not fit the chosen speed.";
  return undefined;
}

export function diversityZoneProblem(zone: string | undefined): string | undefined {
  if (zone === undefined || zone === "") return REQUIRED;
  return (DIVERSITY_ZONES as ReadonlyArray<string>).includes(zone)
    ? undefined
    : "Choose the red or the blue zone.";
}

export function orderNameProblem(name: string | undefined): string | undefined {
  if (name === undefined || name === "") return REQUIRED;
  if (name.includes("\u0000")) return NULL_CHARACTERS_MESSAGE;
  return customNameProblem(name);
}

/** What the rules need to know of a port a connection leaves from or reaches. */
export interface PortFacts {
  readonly id: string;
  readonly speedMbps: number;
  /** Speed minus the bandwidth of its connections that are not ceased or failed. */
  readonly freeMbps: number;
  readonly usedVlans: ReadonlyArray<number>;
  /** Pending, provisioning or active: a port being ceased takes no new connection. */
  readonly usable: boolean;
}

export function vlanProblem(text: string | undefined, port: PortFacts | undefined) {
  if (text === undefined || text === "") return REQUIRED;
  const vlan = wholeNumber(text);
  if (vlan === undefined || vlan < VLAN_MIN || vlan > VLAN_MAX)
    return `Choose a VLAN from ${VLAN_MIN} to ${VLAN_MAX}.`;
  if (port?.usedVlans.includes(vlan)) return `VLAN ${vlan} is already used on this port.`;
  return undefined;
}

/** The lowest free VLAN from FIRST_SUGGESTED_VLAN up (then from VLAN_MIN), null if none. */
export function nextFreeVlan(used: ReadonlyArray<number>): number | null {
  const taken = new Set(used);
  for (let vlan = FIRST_SUGGESTED_VLAN; vlan <= VLAN_MAX; vlan += 1)
    if (!taken.has(vlan)) return vlan;
  for (let vlan = VLAN_MIN; vlan < FIRST_SUGGESTED_VLAN; vlan += 1)
    if (!taken.has(vlan)) return vlan;
  return null;
}

/** A connection's bandwidth: one sold, and within the free capacity of each port it uses. */
export function bandwidthProblem(
  text: string | undefined,
  ports: ReadonlyArray<PortFacts | undefined>,
): string | undefined {
  if (text === undefined || text === "") return REQUIRED;
  const mbps = wholeNumber(text);
  if (mbps === undefined || BANDWIDTH_LIST_MRC[mbps] === undefined)
    return "This bandwidth is not offered.";
  for (const port of ports) {
    if (port !== undefined && mbps > port.freeMbps)
      return `The port has only ${port.freeMbps} Mbps free.`;
  }
  return undefined;
}

export function portChoiceProblem(id: string | undefined, port: PortFacts | undefined | null) {
  if (id === undefined || id === "") return REQUIRED;
  if (port === null) return "Choose one of your ports.";
  if (port !== undefined && !port.usable) return "This port takes no new connections.";
  return undefined;
}

/** What the rules need to know of a CNI an EVPL's B end reaches. */
export interface CniFacts {
  readonly id: string;
  /** The port the CNI hands off on. */
  readonly port: PortFacts;
  readonly vlan: number;
  /** A connection not ceased or failed already ends on the CNI's VLAN. */
  readonly inUse: boolean;
}

/** A CNI as an EVPL's B end: one of the company's, on a usable port, carrying nothing yet. */
export function cniChoiceProblem(id: string | undefined, cni: CniFacts | undefined | null) {
  if (id === undefined || id === "") return REQUIRED;
  if (cni === null) return "Choose one of your CNIs.";
  if (cni === undefined) return undefined;
  if (!cni.port.usable) return "This CNI's port takes no new connections.";
  if (cni.inUse) return `This CNI (VLAN ${cni.vlan}) already carries a connection.`;
  return undefined;
}

/** The B end an EVPL form asks for: a port unless it says a CNI. */
export function evplBEndOf(form: OrderForm): EvplBEnd | undefined {
  const bEnd = form.b_end ?? "";
  if (bEnd === "") return "port";
  return (EVPL_B_ENDS as ReadonlyArray<string>).includes(bEnd) ? (bEnd as EvplBEnd) : undefined;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** An Azure ExpressRoute service key is a GUID. */
export function azureServiceKeyProblem(key: string | undefined): string | undefined {
  if (key === undefined || key === "") return REQUIRED;
  return GUID.test(key.trim())
    ? undefined
    : "An ExpressRoute service key looks like 1a2b3c4d-0000-4000-8000-1234567890ab.";
}

/** An AWS account id is 12 digits. */
export function awsAccountIdProblem(id: string | undefined): string | undefined {
  if (id === undefined || id === "") return REQUIRED;
  return /^\d{12}$/u.test(id.trim()) ? undefined : "An AWS account ID has 12 digits.";
}

/** A BGP ASN: 1 to 4294967294, not AS_TRANS (23456). */
export function asnProblem(text: string | undefined): string | undefined {
  if (text === undefined || text === "") return REQUIRED;
  const asn = wholeNumber(text);
  if (asn === undefined || asn < 1 || asn > 4_294_967_294 || asn === 23_456)
    return "Enter an ASN from 1 to 4294967294 (not 23456).";
  return undefined;
}

/**
 * ASNs Amazon's side of a Direct Connect uses (7224 its public ASN, 16509 and 14618 its
 * networks'): the customer's side of the BGP session needs its own.
 */
export const AMAZON_ASNS: ReadonlyArray<number> = [7224, 14618, 16509];

/** The customer's ASN for an AWS Direct Connect: a valid ASN that is not Amazon's. */
export function awsAsnProblem(text: string | undefined): string | undefined {
  const problem = asnProblem(text);
  if (problem !== undefined) return problem;
  const asn = wholeNumber(text);
  return asn !== undefined && AMAZON_ASNS.includes(asn)
    ? `ASN ${asn} is Amazon's side of the session; enter your own ASN.`
    : undefined;
}

const PAIRING_KEY =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([a-z]+-[a-z]+\d+)\/([12])$/iu;

/**
 * A Google Partner Interconnect pairing key: <uuid>/<region>/<edge availability domain, 1 or
 * 2>. Google writes the region of the VLAN attachment into the key, so it must be the region
 * chosen for the connect (when one is).
 */
export function pairingKeyProblem(
  key: string | undefined,
  region?: string | undefined,
): string | undefined {
  if (key === undefined || key === "") return REQUIRED;
  const parts = PAIRING_KEY.exec(key.trim());
  if (parts === null)
    return "A pairing key looks like 7e51371e-72a3-40b5-b844-2e3efefaee59/europe-west2/1.";
  const keyRegion = (parts[2] ?? "").toLowerCase();
  if (region !== undefined && region !== "" && keyRegion !== region.toLowerCase())
    return `This pairing key is for ${keyRegion}, not the chosen region ${region}.`;
  return undefined;
}

export function cloudProviderOf(text: string | undefined): CloudProvider | undefined {
  return (CLOUD_PROVIDERS as ReadonlyArray<string>).find((provider) => provider === text) as
    | CloudProvider
    | undefined;
}

export function orderFlowOf(text: string | undefined): OrderFlow | undefined {
  return (ORDER_FLOWS as ReadonlyArray<string>).find((flow) => flow === text) as
    | OrderFlow
    | undefined;
}

/**
 * The problems of the cloud's key fields for `provider`. A pairing key is checked against the
 * region unless the region itself is refused (`regionKnown` false): one message is enough.
 */
export function cloudKeyProblems(form: OrderForm, regionKnown?: boolean): OrderProblems {
  const problems: OrderProblems = {};
  const add = (field: string, problem: string | undefined) => {
    if (problem !== undefined) problems[field] = problem;
  };
  switch (cloudProviderOf(form.provider)) {
    case "azure":
      add("service_key", azureServiceKeyProblem(form.service_key));
      break;
    case "aws":
      add("aws_account_id", awsAccountIdProblem(form.aws_account_id));
      add("asn", awsAsnProblem(form.asn));
      break;
    case "google":
      add(
        "pairing_key",
        pairingKeyProblem(form.pairing_key, regionKnown === false ? undefined : form.region),
      );
      break;
    default:
      add("provider", "Choose AWS, Azure or Google.");
  }
  return problems;
}

/** What the server knows when it checks a whole order. */
export interface OrderFacts {
  /** The chosen location's metro; null when the location does not exist. */
  readonly locationMetro?: string | null;
  /** The A-end and B-end ports; null when not one of the company's ports. */
  readonly aPort?: PortFacts | null;
  readonly bPort?: PortFacts | null;
  /** Whether the region belongs to the provider; false for an unknown region. */
  readonly regionKnown?: boolean;
  /** An EVPL's B-end CNI; null when not one of the company's CNIs. */
  readonly bCni?: CniFacts | null;
}

/** Every problem of a whole order (the server's check before it creates anything). */
export function orderProblems(form: OrderForm, facts: OrderFacts): OrderProblems {
  const problems: OrderProblems = {};
  const add = (field: string, problem: string | undefined) => {
    if (problem !== undefined && problems[field] === undefined) problems[field] = problem;
  };
  const flow = orderFlowOf(form.type);
  if (flow === undefined) return { type: "Choose a port, a cloud connect or an EVPL." };
  add("name", orderNameProblem(form.name));
  // The purchase order is one of the service's two billing references (issue 47).
  add("purchase_order", billingReferenceProblem(form.purchase_order));
  add("cost_centre", billingReferenceProblem(form.cost_centre));
  add("term_months", termProblem(form.term_months));
  if (flow === "port") {
    if (!form.location) add("location", REQUIRED);
    else if (facts.locationMetro === null || facts.locationMetro === undefined)
      add("location", "Choose one of the listed data centres.");
    else add("speed_mbps", portSpeedProblem(form.speed_mbps, facts.locationMetro));
    if (!form.speed_mbps) add("speed_mbps", REQUIRED);
    add("media", mediaProblem(form.media, form.speed_mbps));
    add("diversity_zone", diversityZoneProblem(form.diversity_zone));
    return problems;
  }
  add("a_port", portChoiceProblem(form.a_port, facts.aPort));
  add("a_vlan", vlanProblem(form.a_vlan, facts.aPort ?? undefined));
  if (flow === "cloud_connect") {
    add("bandwidth_mbps", bandwidthProblem(form.bandwidth_mbps, [facts.aPort ?? undefined]));
    for (const [field, problem] of Object.entries(cloudKeyProblems(form, facts.regionKnown)))
      add(field, problem);
    if (cloudProviderOf(form.provider) !== undefined) {
      if (!form.region) add("region", REQUIRED);
      else if (facts.regionKnown === false) add("region", "Choose one of the cloud's regions.");
    }
    return problems;
  }
  const bEnd = evplBEndOf(form);
  if (bEnd === undefined) add("b_end", "Choose one of your ports or a CNI.");
  let bPort = facts.bPort ?? undefined;
  if (bEnd === "cni") {
    // A CNI brings its own port and VLAN: no B-end port or VLAN is typed.
    add("b_cni", cniChoiceProblem(form.b_cni, facts.bCni));
    bPort = facts.bCni?.port;
    if (bPort !== undefined && facts.aPort && bPort.id === facts.aPort.id)
      add("b_cni", "The CNI must be on another port than the A end.");
  } else if (bEnd === "port") {
    add("b_port", portChoiceProblem(form.b_port, facts.bPort));
    if (form.a_port && form.a_port === form.b_port)
      add("b_port", "The B end must be another port than the A end.");
    add("b_vlan", vlanProblem(form.b_vlan, bPort));
  }
  add("bandwidth_mbps", bandwidthProblem(form.bandwidth_mbps, [facts.aPort ?? undefined, bPort]));
  return problems;
}
