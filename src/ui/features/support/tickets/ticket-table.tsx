import { Link } from "react-router-dom";
import { textLink } from "#styled-system/recipes/index.js";
import type { TicketSummary } from "../../../../core/api/support/ticket.ts";
import { DataTable } from "../../../components/data-table.tsx";
import { tableCell } from "../../../components/records/table-cells.ts";
import { timeColumn } from "../../../components/records/value-columns.tsx";
import { ServiceLink } from "../../../components/service-link.tsx";
import { PriorityBadge, TicketStatusBadge } from "../shared/ticket-badges.tsx";

export interface TicketTableProps {
  readonly tickets: ReadonlyArray<TicketSummary>;
  readonly caption: string;
  /** Leave out the service column (the list is already about one service). */
  readonly hideService?: boolean;
  readonly now: Date;
}

/** Tickets as rows: the issue key (a link to the ticket) heads each row. */
export function TicketTable({ tickets, caption, hideService = false, now }: TicketTableProps) {
  return (
    <DataTable
      rows={tickets}
      caption={caption}
      rowHeader={{
        header: "Ticket",
        cell: (ticket) => (
          <Link to={`/support/tickets/${encodeURIComponent(ticket.id)}`} className={textLink()}>
            {ticket.id}
          </Link>
        ),
      }}
      columns={[
        {
          header: "Summary",
          className: tableCell.text,
          cell: (ticket) => (
            <>
              {ticket.summary}
              <span className={tableCell.muted}>
                {ticket.type.name}
                {ticket.classification === null ? "" : ` · ${ticket.classification.name}`} ·
                reported by {ticket.reporter.name}
              </span>
            </>
          ),
        },
        { header: "Status", cell: (ticket) => <TicketStatusBadge status={ticket.status} /> },
        { header: "Priority", cell: (ticket) => <PriorityBadge priority={ticket.priority} /> },
        {
          header: "Service",
          className: tableCell.services,
          hidden: hideService,
          cell: (ticket) =>
            ticket.service === null ? (
              <span className={tableCell.none}>None</span>
            ) : (
              <>
                <ServiceLink id={ticket.service.id}>{ticket.service.name}</ServiceLink>
                <span className={tableCell.muted}>{ticket.service.id}</span>
              </>
            ),
        },
        timeColumn("Updated", "updated", now, { className: tableCell.date }),
      ]}
    />
  );
}
