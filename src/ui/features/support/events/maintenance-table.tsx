import { wrap } from "#styled-system/patterns/index.js";
import { maintenancePath } from "../../../../core/api/events/event-paths.ts";
import type { MaintenanceSummary } from "../../../../core/api/events/maintenance.ts";
import { DisplayTime } from "../../../components/records/display-time.tsx";
import { tableCell } from "../../../components/records/table-cells.ts";
import {
  ImpactBadge,
  MaintenanceStateBadge,
  MaintenanceTypeBadge,
} from "../shared/event-badges.tsx";
import { EventTable, type EventTableShown } from "./event-table.tsx";

const badgesClass = wrap({ gap: "1" });

/** Maintenances as rows: the reference (a link to the maintenance) heads each row. */
export function MaintenanceTable({
  maintenances,
  now,
  ...shown
}: EventTableShown & { readonly maintenances: ReadonlyArray<MaintenanceSummary> }) {
  return (
    <EventTable
      events={maintenances}
      {...shown}
      pathOf={maintenancePath}
      titleHeader="Maintenance"
      columns={[
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
      ]}
    />
  );
}
