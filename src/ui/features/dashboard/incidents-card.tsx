import { Link } from "react-router-dom";
import { css } from "#styled-system/css/index.js";
import { flex, stack, wrap } from "#styled-system/patterns/index.js";
import { heading, text, textLink } from "#styled-system/recipes/index.js";
import type { QueryView } from "../../../adapters/react/result-views.ts";
import type {
  CurrentIncident,
  CurrentIncidents,
} from "../../../core/api/events/current-incidents.ts";
import { SERVICE_TYPE_LABELS } from "../../../core/api/services/service-vocabulary.ts";
import { IncidentBadge } from "../../components/incidents/incident-marks.tsx";
import { DisplayTime } from "../../components/records/display-time.tsx";
import { ServiceLink } from "../../components/service-link.tsx";
import { DashboardCard } from "./dashboard-card.tsx";

/**
 * The dashboard's first card (issue 45): what affects the company's services now or within
 * 72 hours (GET /incidents/current), each event with its services, start, expected end and
 * a link; when nothing does, "All your services are running normally" and the last incident.
 */
export function IncidentsCard({
  incidents,
  now,
}: {
  readonly incidents: QueryView<CurrentIncidents>;
  readonly now: Date;
}) {
  return (
    <DashboardCard
      id="dashboard-incidents"
      title="Affecting your services now"
      link={{ to: "/support/outages", label: "All outages" }}
      view={incidents}
      loading="Loading what affects your services…"
      failed="What affects your services could not be loaded."
    >
      {(data) =>
        data.incidents.length === 0 ? (
          <AllClear data={data} now={now} />
        ) : (
          <div className={stack({ gap: "3" })}>
            <ul aria-label="Events affecting your services" className={stack({ gap: "3" })}>
              {data.incidents.map((incident) => (
                <IncidentEntry key={incident.link} incident={incident} now={now} />
              ))}
            </ul>
            {data.total > data.incidents.length && (
              <p className={text({ tone: "muted", size: "sm" })}>
                And {data.total - data.incidents.length} more:{" "}
                <Link to="/support/maintenances" className={textLink()}>
                  see the maintenances
                </Link>
              </p>
            )}
          </div>
        )
      }
    </DashboardCard>
  );
}

function AllClear({ data, now }: { readonly data: CurrentIncidents; readonly now: Date }) {
  const last = data.last_incident;
  return (
    <div role="status">
      <p className={text({ weight: "semibold" })}>All your services are running normally.</p>
      <p className={text({ tone: "muted", size: "sm" })}>
        {last === null ? (
          "No incident has been recorded."
        ) : (
          <>
            Last incident:{" "}
            <Link to={last.link} className={textLink()}>
              {last.reference}
            </Link>
            , {last.resolved_at === null ? "started " : "resolved "}
            <DisplayTime value={last.resolved_at ?? last.started_at} now={now} />.
          </>
        )}
      </p>
    </div>
  );
}

const entryClass = css({
  borderStartWidth: "3px",
  borderColor: "border.default",
  ps: "3",
  minW: "0",
});

function IncidentEntry({
  incident,
  now,
}: {
  readonly incident: CurrentIncident;
  readonly now: Date;
}) {
  return (
    <li className={entryClass}>
      <div className={flex({ gap: "2", align: "center", wrap: "wrap" })}>
        <IncidentBadge kind={incident.kind} />
        <Link to={incident.link} className={textLink()}>
          <span className={text({ weight: "semibold" })}>{incident.reference}</span>
        </Link>
      </div>
      <h3 className={heading({ size: "card" })}>{incident.title}</h3>
      <p className={text({ tone: "muted", size: "sm" })}>
        {Date.parse(incident.starts_at) <= now.getTime() ? "Started " : "Starts "}
        <DisplayTime value={incident.starts_at} now={now} />
        {" · "}
        {incident.ends_at === null ? (
          "expected end not known yet"
        ) : (
          <>
            expected to end <DisplayTime value={incident.ends_at} now={now} />
          </>
        )}
      </p>
      <ul aria-label={`Services affected by ${incident.reference}`} className={wrap({ gap: "3" })}>
        {incident.services.map((service) => (
          <li key={service.id} className={text({ size: "sm" })}>
            <ServiceLink id={service.id}>{service.name}</ServiceLink>{" "}
            <span className={css({ color: "text.muted", fontSize: "xs", whiteSpace: "nowrap" })}>
              {service.type === null
                ? service.id
                : `${SERVICE_TYPE_LABELS[service.type]} · ${service.id}`}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}
