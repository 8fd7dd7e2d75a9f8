import type { ServiceSummary } from "../../../../core/api/services/service.ts";
import { formatBandwidth } from "../../../../core/format/bandwidth.ts";
import { DataTable } from "../../../components/data-table.tsx";
import {
  IncidentMarks,
  incidentMarksGap,
  useServiceIncidents,
} from "../../../components/incidents/incident-marks.tsx";
import { tableCell } from "../../../components/records/table-cells.ts";
import { ServiceStatusBadge } from "../shared/service-badges.tsx";
import { ServiceNameCell } from "../shared/service-name.tsx";
import { ServiceTypeLabel } from "../shared/service-type-icon.tsx";

export interface ServiceTableProps {
  readonly services: ReadonlyArray<ServiceSummary>;
  readonly caption: string;
  /** Leave out the type column (the list is already about one type). */
  readonly hideType?: boolean;
}

/**
 * Services as rows: the service's name (a link to it) heads each row; under its status, what
 * affects it now or soon (an outage, a maintenance), each a link to the event.
 */
export function ServiceTable({ services, caption, hideType = false }: ServiceTableProps) {
  const incidents = useServiceIncidents();
  return (
    <DataTable
      rows={services}
      caption={caption}
      rowHeader={{
        header: "Service",
        className: tableCell.text,
        cell: (service) => <ServiceNameCell service={service} />,
      }}
      columns={[
        {
          header: "Type",
          hidden: hideType,
          cell: (service) => <ServiceTypeLabel type={service.type} />,
        },
        {
          header: "Status",
          cell: (service) => (
            // One element: a phone's stacked row sets the cell's content beside its label.
            <div>
              <ServiceStatusBadge status={service.status} />
              {incidents.has(service.id) && (
                <div className={incidentMarksGap}>
                  <IncidentMarks affected={incidents.get(service.id)} />
                </div>
              )}
            </div>
          ),
        },
        {
          header: "Location",
          className: tableCell.services,
          cell: (service) => (
            <>
              {service.location.name}
              <span className={tableCell.muted}>{service.location.metro}</span>
            </>
          ),
        },
        {
          header: "Speed",
          className: tableCell.date,
          cell: (service) => formatBandwidth(service.speed_mbps),
        },
      ]}
    />
  );
}
