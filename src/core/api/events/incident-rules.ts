import { Schema } from "effect";
import { HOUR_MS } from "../../durations.ts";
import type { MaintenanceState, OutageState } from "./event-vocabulary.ts";

/**
 * What counts as affecting a company's services now or soon (issue 45), once for the server
 * (GET /incidents/current, the services list's `incident` filter) and the portal (the marks
 * beside a service): an ongoing outage; a maintenance in progress, or scheduled with its
 * window open now; a scheduled maintenance starting within the next 72 hours.
 */

/** How far ahead a scheduled maintenance counts as "soon". */
export const INCIDENT_SOON_HOURS = 72;

/** How an event affects the services it names, worst first. */
export const INCIDENT_KINDS = ["outage", "maintenance_now", "maintenance_soon"] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];
export const IncidentKind = Schema.Literals(INCIDENT_KINDS);

export const INCIDENT_KIND_LABELS: Readonly<Record<IncidentKind, string>> = {
  outage: "Outage",
  maintenance_now: "Maintenance now",
  maintenance_soon: `Maintenance within ${INCIDENT_SOON_HOURS} h`,
};

/**
 * The services list's `incident` filter: services affected by any current event, or by one
 * kind of them.
 */
export const INCIDENT_FILTERS = ["any", ...INCIDENT_KINDS] as const;
export type IncidentFilter = (typeof INCIDENT_FILTERS)[number];
export const INCIDENT_FILTER_LABELS: Readonly<Record<IncidentFilter, string>> = {
  any: "Affected now or soon",
  ...INCIDENT_KIND_LABELS,
};

/** The kinds an `incident` filter value selects. */
export function incidentKindsOf(filter: IncidentFilter): ReadonlyArray<IncidentKind> {
  return filter === "any" ? INCIDENT_KINDS : [filter];
}

/** The facts of an event the rule reads. */
export type EventTiming =
  | { readonly event: "outage"; readonly state: OutageState }
  | {
      readonly event: "maintenance";
      readonly state: MaintenanceState;
      readonly window_start: string;
      readonly window_end: string;
    };

/** The last instant a scheduled maintenance may start and still count as soon. */
export function soonLimit(now: Date): Date {
  return new Date(now.getTime() + INCIDENT_SOON_HOURS * HOUR_MS);
}

/**
 * How the event affects its services at `now`, or null when it does not (resolved,
 * completed, cancelled, further ahead than 72 hours, or a scheduled window already past:
 * the provider has not said what became of it, so it is not announced as current).
 */
export function incidentKindOf(event: EventTiming, now: Date): IncidentKind | null {
  if (event.event === "outage") return event.state === "ongoing" ? "outage" : null;
  if (event.state === "in_progress") return "maintenance_now";
  if (event.state !== "scheduled") return null;
  const start = Date.parse(event.window_start);
  const end = Date.parse(event.window_end);
  const at = now.getTime();
  if (start <= at) return at < end ? "maintenance_now" : null;
  return start <= soonLimit(now).getTime() ? "maintenance_soon" : null;
}

/** The portal's page of an event: where a mark, the dashboard and the banner link. */
export function eventRoute(event: "outage" | "maintenance", id: string): string {
  const list = event === "outage" ? "outages" : "maintenances";
  return `/support/${list}/${encodeURIComponent(id)}`;
}

/** The worse of two kinds (INCIDENT_KINDS is worst first). */
export function worseIncident(a: IncidentKind, b: IncidentKind): IncidentKind {
  return INCIDENT_KINDS.indexOf(a) <= INCIDENT_KINDS.indexOf(b) ? a : b;
}
