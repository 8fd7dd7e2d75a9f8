import type { ReactNode } from "react";
import { css } from "../../../../../styled-system/css/index.js";
import type { TicketDetail } from "../../../../core/api/support/ticket.ts";
import { DisplayTime } from "../shared/display-time.tsx";
import { PriorityBadge, TicketStatusBadge } from "../shared/ticket-badges.tsx";

const termClass = css({
  fontSize: "xs",
  fontWeight: "semibold",
  color: "text.muted",
  textTransform: "uppercase",
  letterSpacing: "wider",
});
const valueClass = css({ mt: "0.5", mb: "3", overflowWrap: "anywhere" });

/** The facts of a ticket, as a description list. */
export function TicketDetails({
  ticket,
  now,
}: {
  readonly ticket: TicketDetail;
  readonly now: Date;
}) {
  const rows: ReadonlyArray<readonly [string, ReactNode]> = [
    ["Status", <TicketStatusBadge key="status" status={ticket.status} />],
    ["Priority", <PriorityBadge key="priority" priority={ticket.priority} />],
    ["Request type", ticket.type.name],
    ["Classification", ticket.classification?.name ?? "None"],
    ["Service", ticket.service === null ? "None" : `${ticket.service.name} (${ticket.service.id})`],
    ["Reporter", `${ticket.reporter.name} (${ticket.reporter.email})`],
    ["Created", <DisplayTime key="created" value={ticket.created} now={now} />],
    ["Updated", <DisplayTime key="updated" value={ticket.updated} now={now} />],
  ];
  return (
    <dl>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className={termClass}>{term}</dt>
          <dd className={valueClass}>{value}</dd>
        </div>
      ))}
      {ticket.fields.map((field) => (
        <div key={field.name}>
          <dt className={termClass}>{field.label}</dt>
          <dd className={valueClass}>{field.value === "" ? "Not given" : field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
