import type { AffectedService } from "../../../../src/core/api/events/event-vocabulary.ts";

/**
 * The demo companies' services, as events and tickets refer to them (issue 5 plan: the same
 * references in the support desk's seed, so filtering by service lines up across modules).
 */
export const DEMO_SERVICES = {
  acme: {
    port: { id: "SVC-10001", name: "LON1-LD8 Port 10G" },
    aws: { id: "SVC-10002", name: "AWS eu-west-2 Cloud Connect 1G" },
    evpl: { id: "SVC-10003", name: "LON1-AMS5 EVPL 500M" },
    azure: { id: "SVC-10004", name: "Azure UK South ExpressRoute 2G" },
  },
  globex: {
    port: { id: "SVC-20001", name: "FRA2 Port 100G" },
    google: { id: "SVC-20002", name: "Google europe-west3 Interconnect 5G" },
    evpl: { id: "SVC-20003", name: "FRA2-PAR3 EVPL 1G" },
  },
} as const satisfies Record<string, Record<string, AffectedService>>;
