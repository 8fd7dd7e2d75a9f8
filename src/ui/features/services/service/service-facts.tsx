import type {
  CloudConnectAttributes,
  PortAttributes,
  ServiceDetail,
  ServiceEnd,
} from "../../../../core/api/services/service.ts";
import {
  AZURE_PROVISIONING_STATE_LABELS,
  CLOUD_PROVIDER_LABELS,
  LINK_STATE_LABELS,
  ORDER_STATUS_LABELS,
  PATH_STATUS_LABELS,
  SERVICE_STATUS_LABELS,
  SERVICE_TYPE_LABELS,
} from "../../../../core/api/services/service-vocabulary.ts";
import { formatBandwidth } from "../../../../core/format/bandwidth.ts";
import { formatCalendarDay } from "../../../../core/format/calendar-day.ts";
import { formatMoneyOf } from "../../../../core/format/money.ts";
import { DisplayTime } from "../../../components/records/display-time.tsx";
import { ServiceLink } from "../../../components/service-link.tsx";
import { type DetailFact, DetailFacts } from "../../../layouts/detail-page.tsx";

/** The facts of a service's overview, card by card. */

export function ServiceFacts({ service }: { readonly service: ServiceDetail }) {
  const facts: DetailFact[] = [
    ["Service id", service.id],
    ["Provider's name", service.name],
    ["Type", SERVICE_TYPE_LABELS[service.type]],
    ["Product", service.product.name],
    [service.type === "port" ? "Port speed" : "Bandwidth", formatBandwidth(service.speed_mbps)],
  ];
  if (service.description.trim() !== "") facts.push(["Description", service.description]);
  return <DetailFacts facts={facts} />;
}

function endFacts(label: string, end: ServiceEnd): DetailFact[] {
  const { location } = end;
  return [
    [`${label} location`, `${location.name}, ${location.metro}, ${location.country}`],
    [
      `${label} port`,
      end.port === null ? (
        "None"
      ) : (
        <ServiceLink key="port" id={end.port.id}>
          {end.port.name} ({end.port.id})
        </ServiceLink>
      ),
    ],
    [`${label} VLAN`, end.vlan === null ? "Untagged" : String(end.vlan)],
  ];
}

/** Where a service is: a port's one location, a connection's A end and, for an EVPL, its B end. */
export function ServiceEnds({ service }: { readonly service: ServiceDetail }) {
  if (service.b_end === null && service.type === "port") {
    const { location } = service.a_end;
    return (
      <DetailFacts
        facts={[
          ["Data centre", location.name],
          ["Metro", `${location.metro}, ${location.country}`],
        ]}
      />
    );
  }
  return (
    <DetailFacts
      facts={[
        ...endFacts("A end", service.a_end),
        ...(service.b_end === null ? [] : endFacts("B end", service.b_end)),
      ]}
    />
  );
}

export function PortFacts({ port }: { readonly port: PortAttributes }) {
  return (
    <DetailFacts
      facts={[
        ["Media", port.media],
        ["LAG", port.lag_members === 1 ? "Not in a LAG" : `${port.lag_members} members`],
        ["Diversity zone", port.diversity_zone ?? "None"],
        ["Demarcation", port.demarcation],
      ]}
    />
  );
}

export function CloudConnectFacts({ cloud }: { readonly cloud: CloudConnectAttributes }) {
  const facts: DetailFact[] = [
    ["Cloud", CLOUD_PROVIDER_LABELS[cloud.provider]],
    ["Region", cloud.region],
    [
      cloud.provider === "aws"
        ? "AWS account id"
        : cloud.provider === "azure"
          ? "Service key"
          : "Pairing key",
      cloud.provider_key,
    ],
  ];
  if (cloud.azure_provisioning_state !== null) {
    facts.push([
      "Azure provisioning state",
      AZURE_PROVISIONING_STATE_LABELS[cloud.azure_provisioning_state],
    ]);
  }
  return <DetailFacts facts={facts} />;
}

export function StatusFacts({ service }: { readonly service: ServiceDetail }) {
  return (
    <DetailFacts
      facts={[
        ["Lifecycle", SERVICE_STATUS_LABELS[service.status]],
        ["Admin state", LINK_STATE_LABELS[service.admin_state]],
        ["Operational state", LINK_STATE_LABELS[service.oper_state]],
        ["Order status", ORDER_STATUS_LABELS[service.order_status]],
        ["Path status", PATH_STATUS_LABELS[service.path_status]],
      ]}
    />
  );
}

export function ContractFacts({
  service,
  now,
}: {
  readonly service: ServiceDetail;
  readonly now: Date;
}) {
  return (
    <DetailFacts
      facts={[
        ["Term", service.term_months === 0 ? "Month to month" : `${service.term_months} months`],
        ["Monthly charge (MRC)", formatMoneyOf(service.mrc)],
        ["One-off charge (NRC)", formatMoneyOf(service.nrc)],
        ["Ordered", <DisplayTime key="ordered" value={service.ordered_at} now={now} />],
        [
          "Live since",
          <DisplayTime key="live" value={service.live_at} now={now} fallback="Not yet" />,
        ],
        ["Term ends", formatCalendarDay(service.term_end, "Not set")],
      ]}
    />
  );
}
