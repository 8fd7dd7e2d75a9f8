import { useParams } from "react-router-dom";
import { stack } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";
import { useNetworkService } from "../../../../adapters/resources/services/network-service.ts";
import {
  NETWORK_SERVICE_KIND_LABELS,
  SERVICE_TYPE_LABELS,
} from "../../../../core/api/services/service-vocabulary.ts";
import { portalNow } from "../../../../core/clock.ts";
import { formatBandwidth } from "../../../../core/format/bandwidth.ts";
import { formatMoneyOf } from "../../../../core/format/money.ts";
import {
  IncidentMarks,
  useServiceIncidents,
} from "../../../components/incidents/incident-marks.tsx";
import { ServiceIncidentsNotice } from "../../../components/incidents/service-incidents-notice.tsx";
import { DisplayTime } from "../../../components/records/display-time.tsx";
import { RecordStates } from "../../../components/records/record-states.tsx";
import { ServiceLink } from "../../../components/service-link.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { DetailCard, DetailFacts, DetailPage, DetailText } from "../../../layouts/detail-page.tsx";
import { MetricsPanel } from "../../monitoring/charts/metrics-panel.tsx";
import { ServiceStatusBadge } from "../shared/service-badges.tsx";
import { ServicesNav } from "../shared/services-nav.tsx";

/**
 * /services/network/:id: a network service, its prefixes, the services that reach it and its
 * traffic (GET /network-services/{id}/metrics, the same chart as a service's Metrics tab).
 */
export function NetworkServicePage() {
  const id = useParams().id ?? "";
  const network = useNetworkService(id);
  const incidents = useServiceIncidents();
  usePageTitle(network.data?.name ?? `Network service ${id}`);
  if (network.isPending || network.isError || network.data === undefined) {
    return (
      <RecordStates
        view={network}
        title={`Network service ${id}`}
        noun="network service"
        back={{ to: "/services/network", label: "Back to the network services" }}
      />
    );
  }
  const data = network.data;
  const now = portalNow();
  return (
    <DetailPage
      title={data.name}
      badges={
        <>
          <ServiceStatusBadge status={data.status} />
          <span>{NETWORK_SERVICE_KIND_LABELS[data.kind]}</span>
        </>
      }
      navigation={<ServicesNav />}
      main={
        <>
          {data.members.map((member) => (
            <ServiceIncidentsNotice
              key={member.id}
              affected={incidents.get(member.id)}
              now={now}
              name={member.name}
            />
          ))}
          {data.description.trim() !== "" && (
            <DetailCard id="network-description" title="Description">
              <DetailText>{data.description}</DetailText>
            </DetailCard>
          )}
          <DetailCard id="network-members" title={`Services (${data.members.length})`}>
            {data.members.length === 0 ? (
              <p className={text({ tone: "muted" })}>No service reaches it yet.</p>
            ) : (
              <ul aria-label="Services reaching it" className={stack({ gap: "1" })}>
                {data.members.map((member) => (
                  <li key={member.id}>
                    <ServiceLink id={member.id}>{member.name}</ServiceLink>{" "}
                    <span className={text({ tone: "muted", size: "xs" })}>
                      {SERVICE_TYPE_LABELS[member.type]} · {member.id}
                    </span>
                    <IncidentMarks affected={incidents.get(member.id)} />
                  </li>
                ))}
              </ul>
            )}
          </DetailCard>
          <DetailCard id="network-prefixes" title="Prefixes">
            {data.prefixes.length === 0 ? (
              <p className={text({ tone: "muted" })}>No address block is routed to you.</p>
            ) : (
              <ul aria-label="Prefixes">
                {data.prefixes.map((prefix) => (
                  <li key={prefix}>
                    <code>{prefix}</code>
                  </li>
                ))}
              </ul>
            )}
          </DetailCard>
          <MetricsPanel subject={{ kind: "network-service", id: data.id }} title="Traffic" />
        </>
      }
      side={
        <DetailCard id="network-details" title="Details">
          <DetailFacts
            facts={[
              ["Kind", NETWORK_SERVICE_KIND_LABELS[data.kind]],
              ["Bandwidth", formatBandwidth(data.bandwidth_mbps)],
              ["ASN", data.asn === null ? "None" : `AS${data.asn}`],
              ["Monthly charge (MRC)", formatMoneyOf(data.mrc)],
              ["Created", <DisplayTime key="created" value={data.created} now={now} />],
            ]}
          />
        </DetailCard>
      }
    />
  );
}
