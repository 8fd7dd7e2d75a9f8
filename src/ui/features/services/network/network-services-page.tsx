import { Link } from "react-router-dom";
import { textLink } from "#styled-system/recipes/index.js";
import { NETWORK_SERVICE_LIST } from "../../../../core/api/services/network-services.ts";
import { NETWORK_SERVICE_KIND_LABELS } from "../../../../core/api/services/service-vocabulary.ts";
import { formatBandwidth } from "../../../../core/format/bandwidth.ts";
import { RecordList } from "../../../components/records/record-list.tsx";
import { tableCell } from "../../../components/records/table-cells.ts";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { ServiceStatusBadge } from "../shared/service-badges.tsx";
import { ServicesNav } from "../shared/services-nav.tsx";

/** The address of a network service's page. */
export function networkServicePath(id: string): string {
  return `/services/network/${encodeURIComponent(id)}`;
}

/** /services/network: the company's layer-3 services (IP transit, IP VPN, cloud routers). */
export function NetworkServicesPage() {
  usePageTitle("Network services");
  return (
    <>
      <PageHeader
        title="Network services"
        subtitle="IP transit, IP VPNs and cloud routers, and the services that reach them."
      />
      <ServicesNav />
      <RecordList
        list={NETWORK_SERVICE_LIST}
        label="Network services"
        noun="network services"
        emptyTitle="No network services yet."
        emptyHint="IP transit, IP VPNs and cloud routers you order appear here."
        rowHeader={{
          header: "Network service",
          className: tableCell.text,
          cell: (network) => (
            <>
              <Link to={networkServicePath(network.id)} className={textLink()}>
                {network.name}
              </Link>
              <span className={tableCell.muted}>{network.id}</span>
            </>
          ),
        }}
        columns={[
          { header: "Kind", cell: (network) => NETWORK_SERVICE_KIND_LABELS[network.kind] },
          {
            header: "Status",
            cell: (network) => <ServiceStatusBadge status={network.status} />,
          },
          { header: "Bandwidth", cell: (network) => formatBandwidth(network.bandwidth_mbps) },
          {
            header: "ASN",
            cell: (network) => (network.asn === null ? "None" : `AS${network.asn}`),
          },
          { header: "Services", cell: (network) => network.members_count },
        ]}
      />
    </>
  );
}
