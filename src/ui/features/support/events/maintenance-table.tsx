import { Link } from "react-router-dom";
import { wrap } from "#styled-system/patterns/index.js";
import { textLink } from "#styled-system/recipes/index.js";
import type { MaintenanceSummary } from "../../../../core/api/events/maintenance.ts";
import { DataTable } from "../../../components/data-table.tsx";
import { DisplayTime } from "../../../components/records/display-time.tsx";
import { tableCell } from "../../../components/records/table-cells.ts";
import {
  ImpactBadge,
  MaintenanceStateBadge,
  MaintenanceTypeBadge,
} from "../shared/event-badges.tsx";
import { AffectedServices } from "./affected-services.tsx";

const badgesClass = wrap({ gap: "1" });

/** Maintenances as rows: the reference (a link to the maintenance) heads each row. */
export function MaintenanceTable({
  maintenances,
  caption,
  hideServices = false,
  now,
}: {
  readonly maintenances: ReadonlyArray<MaintenanceSummary>;
  readonly caption: string;
  readonly hideServices?: boolean;
  readonly now: Date;
}) {
  return (
    <DataTable
      rows={maintenances}
      caption={caption}
      rowHeader={{
        header: "Reference",
        cell: (maintenance) => (
          <Link
            to={`/support/maintenances/${encodeURIComponent(maintenance.id)}`}
            className={textLink()}
          >
            {maintenance.reference}
          </Link>
        ),
      }}
      columns={[
        {
          header: "Maintenance",
          className: tableCell.text,
          cell: (maintenance) => (
            <>
              {maintenance.title}
              <span className={tableCell.muted}>{maintenance.location}</span>
            </>
          ),
        },
        {
          header: "State",
          cell: (maintenance) => (
            <span className={badgesClass}>
              <MaintenanceStateBadge state={maintenance.state} />
              <MaintenanceTypeBadge type={maintenance.type} />
            </span>
          ),
        },
        {
          header: "Window",
          className: tableCell.date,
          cell: (maintenance) => (
            <>
              <DisplayTime value={maintenance.window_start} now={now} />
              <span className={tableCell.muted}>
                until <DisplayTime value={maintenance.window_end} now={now} />
              </span>
            </>
          ),
        },
        {
          header: "Impact",
          cell: (maintenance) => <ImpactBadge level={maintenance.impact_level} />,
        },
        {
          header: "Services",
          className: tableCell.services,
          hidden: hideServices,
          cell: (maintenance) => (
            <AffectedServices
              services={maintenance.services}
              label={`Services of ${maintenance.reference}`}
            />
          ),
        },
      ]}
    />
  );
}
