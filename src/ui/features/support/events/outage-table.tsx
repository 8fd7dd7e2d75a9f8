import { Link } from "react-router-dom";
import { textLink } from "#styled-system/recipes/index.js";
import type { OutageSummary } from "../../../../core/api/events/outage.ts";
import { DataTable } from "../../../components/data-table.tsx";
import { DisplayTime } from "../../../components/records/display-time.tsx";
import { tableCell } from "../../../components/records/table-cells.ts";
import { OutageStateBadge } from "../shared/event-badges.tsx";
import { AffectedServices } from "./affected-services.tsx";

/** Outages as rows: the incident reference (a link to the outage) heads each row. */
export function OutageTable({
  outages,
  caption,
  hideServices = false,
  now,
}: {
  readonly outages: ReadonlyArray<OutageSummary>;
  readonly caption: string;
  readonly hideServices?: boolean;
  readonly now: Date;
}) {
  return (
    <DataTable
      rows={outages}
      caption={caption}
      rowHeader={{
        header: "Reference",
        cell: (outage) => (
          <Link to={`/support/outages/${encodeURIComponent(outage.id)}`} className={textLink()}>
            {outage.reference}
          </Link>
        ),
      }}
      columns={[
        {
          header: "Outage",
          className: tableCell.text,
          cell: (outage) => (
            <>
              {outage.title}
              <span className={tableCell.muted}>{outage.location}</span>
            </>
          ),
        },
        { header: "State", cell: (outage) => <OutageStateBadge state={outage.state} /> },
        {
          header: "Started",
          className: tableCell.date,
          cell: (outage) => <DisplayTime value={outage.started_at} now={now} />,
        },
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
        {
          header: "Services",
          className: tableCell.services,
          hidden: hideServices,
          cell: (outage) => (
            <AffectedServices
              services={outage.services}
              label={`Services of ${outage.reference}`}
            />
          ),
        },
      ]}
    />
  );
}
