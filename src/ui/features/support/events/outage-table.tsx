import { outagePath } from "../../../../core/api/events/event-paths.ts";
import type { OutageSummary } from "../../../../core/api/events/outage.ts";
import { DisplayTime } from "../../../components/records/display-time.tsx";
import { tableCell } from "../../../components/records/table-cells.ts";
import { timeColumn } from "../../../components/records/value-columns.tsx";
import { OutageStateBadge } from "../shared/event-badges.tsx";
import { EventTable, type EventTableShown } from "./event-table.tsx";

/** Outages as rows: the incident reference (a link to the outage) heads each row. */
export function OutageTable({
  outages,
  now,
  ...shown
}: EventTableShown & { readonly outages: ReadonlyArray<OutageSummary> }) {
  return (
    <EventTable
      events={outages}
      {...shown}
      pathOf={outagePath}
      titleHeader="Outage"
      columns={[
        { header: "State", cell: (outage) => <OutageStateBadge state={outage.state} /> },
        timeColumn("Started", "started_at", now, { className: tableCell.date }),
        {
          header: "Resolved",
          className: tableCell.date,
          cell: (outage) =>
            outage.resolved_at === null ? (
              <span className={tableCell.none}>Not yet</span>
            ) : (
              <DisplayTime value={outage.resolved_at} now={now} />
            ),
        },
      ]}
    />
  );
}
