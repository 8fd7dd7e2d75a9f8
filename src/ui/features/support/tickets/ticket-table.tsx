import { Link } from "react-router-dom";
import { css, cx } from "../../../../../styled-system/css/index.js";
import { dataTable, textLink } from "../../../../../styled-system/recipes/index.js";
import type { TicketSummary } from "../../../../core/api/support/ticket.ts";
import { DisplayTime } from "../shared/display-time.tsx";
import { PriorityBadge, TicketStatusBadge } from "../shared/ticket-badges.tsx";

const mutedClass = css({ display: "block", color: "text.muted", fontSize: "xs" });

export interface TicketTableProps {
  readonly tickets: ReadonlyArray<TicketSummary>;
  readonly caption: string;
  /** Leave out the service column (the list is already about one service). */
  readonly hideService?: boolean;
  readonly now: Date;
}

/** Tickets as rows: the issue key (a link to the ticket) heads each row. */
export function TicketTable({ tickets, caption, hideService = false, now }: TicketTableProps) {
  const classes = dataTable();
  return (
    <div className={classes.root}>
      <table className={classes.table}>
        <caption className={classes.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={classes.head}>
              Ticket
            </th>
            <th scope="col" className={classes.head}>
              Summary
            </th>
            <th scope="col" className={classes.head}>
              Status
            </th>
            <th scope="col" className={classes.head}>
              Priority
            </th>
            {!hideService && (
              <th scope="col" className={classes.head}>
                Service
              </th>
            )}
            <th scope="col" className={classes.head}>
              Updated
            </th>
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => (
            <tr key={ticket.id} className={classes.row}>
              <th scope="row" className={classes.rowHeader}>
                <Link
                  to={`/support/tickets/${encodeURIComponent(ticket.id)}`}
                  className={textLink()}
                >
                  {ticket.id}
                </Link>
              </th>
              <td className={cx(classes.cell, css({ minW: "56" }))}>
                {ticket.summary}
                <span className={mutedClass}>
                  {ticket.type.name}
                  {ticket.classification === null ? "" : ` · ${ticket.classification.name}`} ·
                  reported by {ticket.reporter.name}
                </span>
              </td>
              <td className={classes.cell}>
                <TicketStatusBadge status={ticket.status} />
              </td>
              <td className={classes.cell}>
                <PriorityBadge priority={ticket.priority} />
              </td>
              {!hideService && (
                <td className={cx(classes.cell, css({ minW: "48" }))}>
                  {ticket.service === null ? (
                    <span className={css({ color: "text.muted" })}>None</span>
                  ) : (
                    <>
                      {ticket.service.name}
                      <span className={mutedClass}>{ticket.service.id}</span>
                    </>
                  )}
                </td>
              )}
              <td className={cx(classes.cell, css({ whiteSpace: "nowrap" }))}>
                <DisplayTime value={ticket.updated} now={now} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
