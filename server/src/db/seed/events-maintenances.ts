import type {
  AffectedService,
  ImpactLevel,
  MaintenanceState,
  MaintenanceType,
} from "../../../../src/core/api/events/event-vocabulary.ts";
import type { DemoCompany } from "./demo-accounts.ts";
import { DEMO_SERVICES } from "./events-services.ts";

/** A demo maintenance; times in hours from the seeding moment (negative: in the past). */
export interface DemoMaintenance {
  readonly company: DemoCompany;
  readonly number: number;
  readonly title: string;
  readonly state: MaintenanceState;
  readonly type: MaintenanceType;
  readonly startHours: number;
  readonly durationHours: number;
  readonly impact: string;
  readonly impactLevel: ImpactLevel;
  readonly location: string;
  readonly description: string;
  readonly services: ReadonlyArray<AffectedService>;
  /** Hours from the seeding moment (negative: in the past), and the message. */
  readonly updates: ReadonlyArray<readonly [number, string]>;
}

const { acme, globex } = DEMO_SERVICES;

export const DEMO_MAINTENANCES: ReadonlyArray<DemoMaintenance> = [
  {
    company: "acme",
    number: 142,
    title: "Line card replacement on the LON1-LD8 edge router",
    state: "scheduled",
    type: "planned",
    startHours: 5 * 24 + 2,
    durationHours: 4,
    impact: "Up to 15 minutes of packet loss on each affected port while its line card is swapped.",
    impactLevel: "degraded",
    location: "LON1 - Equinix LD8, Slough",
    description:
      "Our engineers will replace a line card in the LD8 edge router after it logged correctable memory errors. Ports move to the new card one at a time; LACP bundles stay up on their remaining members.",
    services: [acme.port, acme.evpl],
    updates: [[-9 * 24, "Maintenance scheduled and customers notified."]],
  },
  {
    company: "acme",
    number: 151,
    title: "Software upgrade of the AWS eu-west-2 cloud gateway",
    state: "scheduled",
    type: "planned",
    startHours: 12 * 24 + 1,
    durationHours: 3,
    impact: "BGP sessions to AWS re-establish once; expect under 2 minutes without traffic.",
    impactLevel: "at_risk",
    location: "AWS eu-west-2 (London) Direct Connect, Telehouse North",
    description:
      "The cloud gateway serving AWS eu-west-2 moves to the vendor's long-term support release, which fixes a BFD timer defect. Redundant connections are upgraded in a second window a week later.",
    services: [acme.aws],
    updates: [[-3 * 24, "Maintenance scheduled."]],
  },
  {
    company: "acme",
    number: 160,
    title: "Emergency fibre repair between LON1 and AMS5",
    state: "in_progress",
    type: "emergency",
    startHours: -1,
    durationHours: 4,
    impact:
      "The LON1-AMS5 route is down for the repair; traffic runs on the protection path with higher latency.",
    impactLevel: "outage",
    location: "LON1-AMS5 subsea segment, Lowestoft landing station",
    description:
      "A degraded fibre pair on the LON1-AMS5 route is being re-spliced at the landing station. Protected services switch to the diverse path; unprotected EVPLs are down for the duration.",
    services: [acme.evpl],
    updates: [
      [-4, "Emergency maintenance announced: rising error rates on the LON1-AMS5 route."],
      [-1, "Work has started; traffic moved to the protection path."],
      [-0.5, "Splicing team on site at the landing station."],
    ],
  },
  {
    company: "acme",
    number: 118,
    title: "Router firmware update for Azure UK South ExpressRoute",
    state: "completed",
    type: "planned",
    startHours: -10 * 24,
    durationHours: 2,
    impact: "One ExpressRoute link at a time reloads; about 5 minutes of reduced capacity.",
    impactLevel: "degraded",
    location: "Azure UK South peering, London",
    description:
      "The provider edge routers facing Microsoft's MSEE devices receive a firmware update recommended by Microsoft.",
    services: [acme.azure],
    updates: [
      [-31 * 24, "Maintenance scheduled."],
      [-10 * 24, "Work started."],
      [-10 * 24 + 1.5, "Work completed; all BGP sessions are established."],
    ],
  },
  {
    company: "acme",
    number: 97,
    title: "Power distribution maintenance at Equinix LD8",
    state: "completed",
    type: "planned",
    startHours: -30 * 24,
    durationHours: 6,
    impact: "Services stay up on one power feed; they are at risk should that feed fail.",
    impactLevel: "at_risk",
    location: "LON1 - Equinix LD8, Slough",
    description:
      "Equinix services the A-side power distribution units in hall 2. Our equipment runs on the B feed throughout.",
    services: [acme.port],
    updates: [
      [-58 * 24, "Maintenance scheduled by the data centre operator."],
      [-30 * 24 + 6, "Both power feeds restored."],
    ],
  },
  {
    company: "acme",
    number: 133,
    title: "Optical amplifier replacement on the LON1-AMS5 route",
    state: "cancelled",
    type: "planned",
    startHours: -3 * 24,
    durationHours: 4,
    impact: "No impact: the work was called off.",
    impactLevel: "none",
    location: "LON1-AMS5 route, Margate repeater site",
    description:
      "The amplifier replacement was cancelled after the vendor's field test showed the unit within specification.",
    services: [acme.evpl],
    updates: [
      [-23 * 24, "Maintenance scheduled."],
      [-5 * 24, "Cancelled: the amplifier passed the vendor's field test."],
    ],
  },
  {
    company: "acme",
    number: 88,
    title: "Emergency reboot of the LON1 core router",
    state: "completed",
    type: "emergency",
    startHours: -45 * 24,
    durationHours: 1,
    impact: "About 8 minutes without traffic while the router reloaded.",
    impactLevel: "outage",
    location: "LON1 - Equinix LD8, Slough",
    description:
      "A memory leak in the routing process required an immediate, controlled reload of the LON1 core router.",
    services: [acme.port, acme.aws],
    updates: [
      [-45 * 24 - 0.5, "Emergency maintenance announced."],
      [-45 * 24 + 0.2, "Router reloaded; all sessions re-established."],
    ],
  },
  {
    company: "acme",
    number: 170,
    title: "Quarterly update of the DDoS mitigation platform",
    state: "scheduled",
    type: "planned",
    startHours: 30 * 24 + 1,
    durationHours: 2,
    impact: "No impact expected: scrubbing capacity stays available throughout.",
    impactLevel: "none",
    location: "All London POPs",
    description: "Signature and software updates of the DDoS mitigation platform.",
    services: [acme.port, acme.aws, acme.evpl, acme.azure],
    updates: [[-2 * 24, "Maintenance scheduled."]],
  },
  {
    company: "globex",
    number: 145,
    title: "FRA2 core switch software upgrade",
    state: "scheduled",
    type: "planned",
    startHours: 7 * 24 + 1,
    durationHours: 4,
    impact: "Up to 20 minutes without traffic on the 100G port while its switch reloads.",
    impactLevel: "outage",
    location: "FRA2 - Interxion FRA6, Frankfurt",
    description:
      "The FRA2 core switches move to a new software release. Each switch reloads once; single-homed ports lose traffic during the reload.",
    services: [globex.port],
    updates: [[-5 * 24, "Maintenance scheduled."]],
  },
  {
    company: "globex",
    number: 149,
    title: "Google Cloud maintenance on europe-west3 Interconnect",
    state: "scheduled",
    type: "planned",
    startHours: 3 * 24 + 3,
    durationHours: 6,
    impact: "Reduced capacity on the Interconnect while Google services its edge device.",
    impactLevel: "degraded",
    location: "Google europe-west3 (Frankfurt), Equinix FR5",
    description:
      "Google Cloud announced maintenance on the edge availability domain of this Interconnect. Traffic fails over to the second domain if one is configured.",
    services: [globex.google],
    updates: [[-3 * 24, "Google Cloud announced the maintenance."]],
  },
  {
    company: "globex",
    number: 156,
    title: "Route reflector migration in FRA2",
    state: "in_progress",
    type: "planned",
    startHours: -0.5,
    durationHours: 2.5,
    impact: "Routing is at risk while sessions move to the new route reflectors.",
    impactLevel: "at_risk",
    location: "FRA2 - Interxion FRA6, Frankfurt",
    description: "BGP sessions move from the old route reflectors to a new redundant pair.",
    services: [globex.port, globex.evpl],
    updates: [
      [-9 * 24, "Maintenance scheduled."],
      [-0.5, "Work started."],
    ],
  },
  {
    company: "globex",
    number: 127,
    title: "Emergency fibre splice on the FRA2-PAR3 route",
    state: "completed",
    type: "emergency",
    startHours: -4 * 24,
    durationHours: 3,
    impact: "The FRA2-PAR3 EVPL was down during the splice.",
    impactLevel: "outage",
    location: "FRA2-PAR3 route, Saarbrücken",
    description: "A fibre damaged by road works near Saarbrücken was re-spliced.",
    services: [globex.evpl],
    updates: [
      [-4 * 24 - 2, "Emergency maintenance announced."],
      [-4 * 24 + 2.8, "Splice completed and the EVPL restored."],
    ],
  },
  {
    company: "globex",
    number: 139,
    title: "Cooling maintenance in FRA2 hall B",
    state: "cancelled",
    type: "planned",
    startHours: 9 * 24,
    durationHours: 5,
    impact: "No impact: the work was called off.",
    impactLevel: "none",
    location: "FRA2 - Interxion FRA6, Frankfurt",
    description: "The data centre operator postponed the cooling maintenance indefinitely.",
    services: [globex.port],
    updates: [
      [-6 * 24, "Maintenance scheduled by the data centre operator."],
      [-1 * 24, "Cancelled by the data centre operator."],
    ],
  },
];

/**
 * The core network maintenance the banner announces (demoCoreMaintenance in demo-content.ts),
 * one record per demo company under the same number, so under the same reference: the banner
 * is shown to everyone and links to it. `startHours`: the window's start from the seeding.
 */
export function coreMaintenances(startHours: number, number: number): DemoMaintenance[] {
  const shared = {
    number,
    title: "Core network software upgrade",
    state: "scheduled",
    type: "planned",
    startHours,
    durationHours: 2,
    impact:
      "Each core router reloads once; single-homed services may lose traffic for up to 10 minutes. Redundant services are not affected.",
    impactLevel: "at_risk",
    location: "Core network, all points of presence",
    description:
      "The core routers move to a new software release, one at a time, while traffic is carried by their pairs.",
    updates: [[-3 * 24, "Maintenance scheduled and customers notified."]],
  } as const;
  return [
    { ...shared, company: "acme", services: [acme.port, acme.evpl] },
    { ...shared, company: "globex", services: [globex.port, globex.evpl] },
  ];
}
