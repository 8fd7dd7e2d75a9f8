import { Schema } from "effect";
import { IsoDateTime, NamedRef, NonEmptyString } from "../primitives.ts";

/**
 * The words of maintenances and outages (DESIGN.md section 8), shared by the portal's lists
 * and the server's tables: states, maintenance types, impact levels, and the references an
 * event carries.
 */

/** Where a maintenance stands: announced, under way, done, or called off. */
export const MAINTENANCE_STATES = ["scheduled", "in_progress", "completed", "cancelled"] as const;
export type MaintenanceState = (typeof MAINTENANCE_STATES)[number];

/** A maintenance still ahead or under way: it may be changed or cancelled, and is "upcoming". */
export const OPEN_MAINTENANCE_STATES: ReadonlyArray<MaintenanceState> = [
  "scheduled",
  "in_progress",
];
export const MaintenanceState = Schema.Literals(MAINTENANCE_STATES);

export const MAINTENANCE_STATE_LABELS: Readonly<Record<MaintenanceState, string>> = {
  scheduled: "Scheduled",
  in_progress: "In progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** Planned work is announced well ahead; emergency work at short notice. */
export const MAINTENANCE_TYPES = ["planned", "emergency"] as const;
export type MaintenanceType = (typeof MAINTENANCE_TYPES)[number];
export const MaintenanceType = Schema.Literals(MAINTENANCE_TYPES);

export const MAINTENANCE_TYPE_LABELS: Readonly<Record<MaintenanceType, string>> = {
  planned: "Planned",
  emergency: "Emergency",
};

/** What the affected services should expect during a maintenance window, worst first. */
export const IMPACT_LEVELS = ["outage", "degraded", "at_risk", "none"] as const;
export type ImpactLevel = (typeof IMPACT_LEVELS)[number];
export const ImpactLevel = Schema.Literals(IMPACT_LEVELS);

export const IMPACT_LEVEL_LABELS: Readonly<Record<ImpactLevel, string>> = {
  outage: "Outage",
  degraded: "Degraded",
  at_risk: "At risk",
  none: "No impact expected",
};

/** An outage is ongoing until the provider declares it resolved. */
export const OUTAGE_STATES = ["ongoing", "resolved"] as const;
export type OutageState = (typeof OUTAGE_STATES)[number];
export const OutageState = Schema.Literals(OUTAGE_STATES);

export const OUTAGE_STATE_LABELS: Readonly<Record<OutageState, string>> = {
  ongoing: "Ongoing",
  resolved: "Resolved",
};

/** A maintenance's reference, as the provider's change calendar writes it: "MNT-2026-0142". */
export const MAINTENANCE_REFERENCE_PATTERN = /^MNT-\d{4}-\d{4,6}$/u;
/** An outage's incident reference: "INC-2026-0087". */
export const OUTAGE_REFERENCE_PATTERN = /^INC-\d{4}-\d{4,6}$/u;

/**
 * The reference of the company's `number`th event of the year the event starts:
 * eventReference("MNT", start, 142) is "MNT-2026-0142", four digits at the least, the form the
 * two patterns above accept. The server numbers a new announcement with it, and the demo
 * data its events.
 */
export function eventReference(prefix: "MNT" | "INC", start: Date, number: number): string {
  return `${prefix}-${start.getUTCFullYear()}-${String(number).padStart(4, "0")}`;
}

export const MaintenanceReference = NonEmptyString.pipe(
  Schema.check(
    Schema.isPattern(MAINTENANCE_REFERENCE_PATTERN, {
      message: "Expected a maintenance reference such as MNT-2026-0142",
    }),
  ),
);
export const OutageReference = NonEmptyString.pipe(
  Schema.check(
    Schema.isPattern(OUTAGE_REFERENCE_PATTERN, {
      message: "Expected an incident reference such as INC-2026-0087",
    }),
  ),
);

/** A service of the customer's that an event touches: `{id: "SVC-10001", name: "..."}`. */
export const AffectedService = NamedRef;
export type AffectedService = NamedRef;

/** One dated message of an event's timeline (maintenance updates, outage notices). */
export const EventNotice = Schema.Struct({ at: IsoDateTime, message: NonEmptyString });
export type EventNotice = typeof EventNotice.Type;
