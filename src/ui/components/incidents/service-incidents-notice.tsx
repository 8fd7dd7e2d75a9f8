import { stack } from "#styled-system/patterns/index.js";
import type { ServiceIncidents } from "../../../core/api/events/current-incidents.ts";
import { INCIDENT_KIND_LABELS } from "../../../core/api/events/incident-rules.ts";
import { Alert } from "../alert.tsx";
import { PermittedLink } from "../permitted-link.tsx";
import { DisplayTime } from "../records/display-time.tsx";

/**
 * At the top of a service's page: what affects it now or soon, each event with its kind, its
 * start and expected end, and a link to it. Nothing when nothing does.
 */
export function ServiceIncidentsNotice({
  affected,
  now,
  name = "this service",
}: {
  readonly affected: ServiceIncidents | undefined;
  readonly now: Date;
  /** The service the page names, where it is not the page's own (a network's member). */
  readonly name?: string;
}) {
  if (affected === undefined) return null;
  const title =
    affected.worst === "maintenance_soon"
      ? `A maintenance will affect ${name} soon`
      : `${name.charAt(0).toUpperCase()}${name.slice(1)} is affected now`;
  return (
    <Alert status={affected.worst === "outage" ? "error" : "warning"} role="status" title={title}>
      <ul aria-label={`Incidents affecting ${name}`} className={stack({ gap: "1" })}>
        {affected.events.map((event) => (
          <li key={`${event.event}-${event.id}`}>
            {INCIDENT_KIND_LABELS[event.kind]}:{" "}
            <PermittedLink to={event.link}>
              {event.reference} {event.title}
            </PermittedLink>{" "}
            ({Date.parse(event.starts_at) <= now.getTime() ? "since " : "from "}
            <DisplayTime value={event.starts_at} now={now} />
            {event.ends_at === null ? (
              ""
            ) : (
              <>
                , expected to end <DisplayTime value={event.ends_at} now={now} />
              </>
            )}
            )
          </li>
        ))}
      </ul>
    </Alert>
  );
}
