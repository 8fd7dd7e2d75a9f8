import { Schema } from "effect";
import { Count, Id, IsoDateTime, NonEmptyString } from "../primitives.ts";
import { ServiceType } from "../services/service-vocabulary.ts";
import { ImpactLevel } from "./event-vocabulary.ts";
import { IncidentKind, worseIncident } from "./incident-rules.ts";

/** How many events GET /incidents/current lists at most (`total` counts them all). */
export const CURRENT_INCIDENTS_SHOWN = 20;

/** A service an event touches, with its type (null when the service is no longer listed). */
export const IncidentService = Schema.Struct({
  id: Id,
  name: Schema.String,
  type: Schema.NullOr(ServiceType),
});
export type IncidentService = typeof IncidentService.Type;

/**
 * One event affecting the company now or soon (incident-rules.ts). `ends_at` is a
 * maintenance's planned end, or an outage's expected end (null while the provider cannot say);
 * `link` is the event's page in the portal.
 */
export const CurrentIncident = Schema.Struct({
  kind: IncidentKind,
  event: Schema.Literals(["outage", "maintenance"]),
  id: Id,
  reference: NonEmptyString,
  title: NonEmptyString,
  impact_level: Schema.NullOr(ImpactLevel),
  starts_at: IsoDateTime,
  ends_at: Schema.NullOr(IsoDateTime),
  services: Schema.Array(IncidentService),
  link: NonEmptyString,
});
export type CurrentIncident = typeof CurrentIncident.Type;

/** The company's latest outage that is over: what "running normally since" reads. */
export const LastIncident = Schema.Struct({
  id: Id,
  reference: NonEmptyString,
  title: NonEmptyString,
  started_at: IsoDateTime,
  resolved_at: Schema.NullOr(IsoDateTime),
  link: NonEmptyString,
});

/**
 * GET /incidents/current: the events affecting the company's services now or within 72 hours,
 * outages first, then maintenances by start (at most CURRENT_INCIDENTS_SHOWN; `total` counts
 * all), and the last incident (null when the company never had one).
 */
export const CurrentIncidents = Schema.Struct({
  incidents: Schema.Array(CurrentIncident),
  total: Count,
  last_incident: Schema.NullOr(LastIncident),
});
export type CurrentIncidents = typeof CurrentIncidents.Type;

/** What affects one service: the worst kind, and the events naming it, worst first. */
export interface ServiceIncidents {
  readonly worst: IncidentKind;
  readonly events: ReadonlyArray<CurrentIncident>;
}

/** The events of the answer by the id of each service they touch. */
export function incidentsByService(
  incidents: ReadonlyArray<CurrentIncident>,
): ReadonlyMap<string, ServiceIncidents> {
  const byService = new Map<string, ServiceIncidents>();
  for (const incident of incidents) {
    for (const service of incident.services) {
      const known = byService.get(service.id);
      byService.set(
        service.id,
        known === undefined
          ? { worst: incident.kind, events: [incident] }
          : {
              worst: worseIncident(known.worst, incident.kind),
              events: [...known.events, incident],
            },
      );
    }
  }
  return byService;
}
