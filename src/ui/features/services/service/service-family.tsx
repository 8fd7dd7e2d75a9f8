import { useState } from "react";
import { text } from "#styled-system/recipes/index.js";
import { useServiceChildren } from "../../../../adapters/resources/services/service.ts";
import type { ServiceDetail } from "../../../../core/api/services/service.ts";
import { SERVICE_TYPE_LABELS } from "../../../../core/api/services/service-vocabulary.ts";
import { formatBandwidth } from "../../../../core/format/bandwidth.ts";
import { PagedTable } from "../../../components/records/paged-table.tsx";
import { ServiceLink } from "../../../components/service-link.tsx";
import { DetailFacts } from "../../../layouts/detail-page.tsx";
import { ServiceStatusBadge } from "../shared/service-badges.tsx";
import { ServiceNameCell } from "../shared/service-name.tsx";

/**
 * What a service belongs to and what runs over it: its parent (a connection's port) and its
 * children (a port's connections, GET /services/{id}/child), a page at a time.
 */
export function ServiceFamily({ service }: { readonly service: ServiceDetail }) {
  const [page, setPage] = useState(1);
  const children = useServiceChildren(service.id, page);
  return (
    <>
      <DetailFacts
        facts={[
          [
            "Parent",
            service.parent === null ? (
              "None"
            ) : (
              <ServiceLink key="parent" id={service.parent.id}>
                {service.parent.name} ({SERVICE_TYPE_LABELS[service.parent.type]},{" "}
                {service.parent.id})
              </ServiceLink>
            ),
          ],
        ]}
      />
      {service.children_count === 0 ? (
        <p className={text({ tone: "muted", size: "sm" })}>Nothing runs over this service.</p>
      ) : (
        <PagedTable
          view={children}
          url={{ page, setPage }}
          noun="connections"
          emptyTitle="Nothing runs over this service."
          emptyHint="Connections ordered over it appear here."
          caption="Connections over this service"
          rowHeader={{
            header: "Service",
            cell: (child) => <ServiceNameCell service={child} />,
          }}
          columns={[
            { header: "Type", cell: (child) => SERVICE_TYPE_LABELS[child.type] },
            { header: "Status", cell: (child) => <ServiceStatusBadge status={child.status} /> },
            { header: "Bandwidth", cell: (child) => formatBandwidth(child.speed_mbps) },
          ]}
        />
      )}
    </>
  );
}
