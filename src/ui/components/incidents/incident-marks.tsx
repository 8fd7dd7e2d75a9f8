import { useMemo } from "react";
import { css } from "#styled-system/css/index.js";
import { wrap } from "#styled-system/patterns/index.js";
import { srOnly } from "#styled-system/recipes/index.js";
import { useCurrentIncidents } from "../../../adapters/resources/events/current-incidents.ts";
import {
  incidentsByService,
  type ServiceIncidents,
} from "../../../core/api/events/current-incidents.ts";
import {
  INCIDENT_KIND_LABELS,
  type IncidentKind,
} from "../../../core/api/events/incident-rules.ts";
import { PermittedLink } from "../permitted-link.tsx";
import { type BadgeTone, VocabularyBadge } from "../vocabulary-badge.tsx";

const INCIDENT_TONES: Readonly<Record<IncidentKind, BadgeTone>> = {
  outage: "danger",
  maintenance_now: "warning",
  maintenance_soon: "info",
};

/** "Outage", "Maintenance now", "Maintenance within 72 h" as a badge. */
export function IncidentBadge({ kind }: { readonly kind: IncidentKind }) {
  return <VocabularyBadge value={kind} labels={INCIDENT_KIND_LABELS} tones={INCIDENT_TONES} />;
}

/**
 * What affects each of the company's services now (GET /incidents/current), by service id;
 * empty while loading, on failure and for someone who may not read maintenances and outages:
 * a mark is extra information, its absence never hides the service.
 */
export function useServiceIncidents(): ReadonlyMap<string, ServiceIncidents> {
  const incidents = useCurrentIncidents();
  const events = incidents.data?.incidents;
  return useMemo(() => (events === undefined ? EMPTY : incidentsByService(events)), [events]);
}
const EMPTY: ReadonlyMap<string, ServiceIncidents> = new Map();

/**
 * The marks of one service: each event affecting it, its kind as a badge linking to the
 * event's page, the reference for screen readers and as the tooltip.
 */
export function IncidentMarks({ affected }: { readonly affected: ServiceIncidents | undefined }) {
  if (affected === undefined) return null;
  return (
    <ul aria-label="Incidents affecting this service" className={wrap({ gap: "1" })}>
      {affected.events.map((event) => (
        <li key={`${event.event}-${event.id}`} title={`${event.reference}: ${event.title}`}>
          <PermittedLink to={event.link}>
            <IncidentBadge kind={event.kind} />
            <span className={srOnly()}>
              {" "}
              {event.reference}: {event.title}
            </span>
          </PermittedLink>
        </li>
      ))}
    </ul>
  );
}

/** For a list's cell: the marks under what the cell already says. */
export const incidentMarksGap = css({ mt: "1" });
