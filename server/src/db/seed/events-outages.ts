import type { AffectedService } from "../../../../src/core/api/events/event-vocabulary.ts";
import type { DemoCompany } from "./demo-accounts.ts";
import { DEMO_SERVICES } from "./events-services.ts";

/**
 * A demo outage; times in hours from the seeding moment (negative: in the past). Without
 * `resolvedHours` it is ongoing. RFO documents are published `publishedHours` from now.
 */
export interface DemoOutage {
  readonly company: DemoCompany;
  readonly number: number;
  readonly title: string;
  readonly startedHours: number;
  readonly resolvedHours?: number;
  readonly location: string;
  readonly services: ReadonlyArray<AffectedService>;
  /** The services kept running with packet loss rather than going down (their metrics show it). */
  readonly degraded?: boolean;
  readonly notices: ReadonlyArray<readonly [number, string]>;
  readonly rootCause?: string;
  readonly resolution?: string;
  /** RFO documents: a preliminary one may come before the final report. */
  readonly rfo: ReadonlyArray<{ readonly preliminary?: boolean; readonly publishedHours: number }>;
}

const { acme, globex } = DEMO_SERVICES;
const DAY = 24;

export const DEMO_OUTAGES: ReadonlyArray<DemoOutage> = [
  {
    company: "acme",
    number: 87,
    title: "Packet loss on the LON1-AMS5 EVPL",
    startedHours: -2,
    location: "LON1-AMS5 route",
    services: [acme.evpl],
    degraded: true,
    notices: [
      [-1.8, "We are investigating reports of packet loss on the LON1-AMS5 route."],
      [-1, "Errors traced to a degraded fibre pair; an emergency repair is under way."],
    ],
    rfo: [],
  },
  {
    company: "acme",
    number: 74,
    title: "AWS eu-west-2 Cloud Connect unavailable",
    startedHours: -6 * DAY,
    resolvedHours: -6 * DAY + 3.7,
    location: "Telehouse North, London",
    services: [acme.aws],
    notices: [
      [-6 * DAY + 0.2, "The Cloud Connect to AWS eu-west-2 is down; we are investigating."],
      [-6 * DAY + 1.5, "A faulty optic on the cross-connect to AWS has been identified."],
      [-6 * DAY + 3.7, "The optic was replaced and BGP to AWS is established. Resolved."],
    ],
    rootCause:
      "The 10G optic on our side of the cross-connect to the AWS Direct Connect router failed, taking the physical link down. The failure was not predicted by the optic's diagnostic monitoring.",
    resolution:
      "Field engineers replaced the optic and cleaned the patch panel connectors. Light levels were verified within range and BGP re-established at 03:42 into the incident. The remaining optics of this batch are being replaced proactively.",
    rfo: [{ publishedHours: -3 * DAY }],
  },
  {
    company: "acme",
    number: 61,
    title: "Port flaps on LON1-LD8 Port 10G",
    startedHours: -20 * DAY,
    resolvedHours: -20 * DAY + 0.75,
    location: "LON1 - Equinix LD8, Slough",
    services: [acme.port],
    notices: [
      [-20 * DAY + 0.1, "The port is flapping; we are investigating."],
      [-20 * DAY + 0.75, "Stable since the line card was reseated. Resolved."],
    ],
    rootCause:
      "A line card lost contact with the router's backplane after vibration from rack works nearby.",
    resolution: "The line card was reseated and the rack's cabling management secured.",
    rfo: [{ publishedHours: -18 * DAY }],
  },
  {
    company: "acme",
    number: 52,
    title: "BGP sessions down on Azure UK South ExpressRoute",
    startedHours: -40 * DAY,
    resolvedHours: -40 * DAY + 1.2,
    location: "Azure UK South peering, London",
    services: [acme.azure],
    notices: [
      [-40 * DAY + 0.3, "BGP sessions to Microsoft are down; Microsoft has been engaged."],
      [-40 * DAY + 1.2, "Sessions restored after Microsoft rolled back a change. Resolved."],
    ],
    rootCause: "A configuration change on Microsoft's MSEE routers removed our peering's VLAN.",
    resolution:
      "Microsoft rolled the change back; sessions re-established without action on our side.",
    rfo: [],
  },
  {
    company: "globex",
    number: 91,
    title: "Reduced throughput on the Google europe-west3 Interconnect",
    startedHours: -0.7,
    location: "Equinix FR5, Frankfurt",
    services: [globex.google],
    notices: [[-0.5, "Throughput on the Interconnect is reduced; Google Cloud has been engaged."]],
    rfo: [],
  },
  {
    company: "globex",
    number: 79,
    title: "FRA2 Port 100G down after an optic failure",
    startedHours: -9 * DAY,
    resolvedHours: -9 * DAY + 2.3,
    location: "FRA2 - Interxion FRA6, Frankfurt",
    services: [globex.port],
    notices: [
      [-9 * DAY + 0.2, "The 100G port is down; an engineer is on the way."],
      [-9 * DAY + 2.3, "The optic was replaced and the port is up. Resolved."],
    ],
    rootCause: "The 100G QSFP28 optic failed after its laser degraded.",
    resolution: "The optic was replaced; the batch is under analysis with the vendor.",
    rfo: [{ publishedHours: -7 * DAY }],
  },
  {
    company: "globex",
    number: 66,
    title: "FRA2-PAR3 EVPL down after a fibre cut",
    startedHours: -25 * DAY,
    resolvedHours: -25 * DAY + 7.5,
    location: "FRA2-PAR3 route, near Metz",
    services: [globex.evpl],
    notices: [
      [-25 * DAY + 0.3, "The EVPL is down; a fibre cut is suspected."],
      [-25 * DAY + 2, "Cut located near Metz, caused by third-party excavation."],
      [-25 * DAY + 7.5, "Fibre spliced and the EVPL restored. Resolved."],
    ],
    rootCause: "Third-party excavation works cut the cable carrying the FRA2-PAR3 route.",
    resolution:
      "A splicing team repaired the cable. The route's protection path is being extended so that a single cut no longer takes the EVPL down.",
    rfo: [{ preliminary: true, publishedHours: -24 * DAY }, { publishedHours: -20 * DAY }],
  },
];
