import type { TicketDetail } from "../../../../core/api/support/ticket.ts";
import { DisplayTime } from "../../../components/records/display-time.tsx";
import { ServiceLink } from "../../../components/service-link.tsx";
import { type DetailFact, DetailFacts } from "../../../layouts/detail-page.tsx";
import { PriorityBadge, TicketStatusBadge } from "../shared/ticket-badges.tsx";

/** The facts of a ticket, then the fields its request type asked for. */
export function TicketDetails({
  ticket,
  now,
}: {
  readonly ticket: TicketDetail;
  readonly now: Date;
}) {
  const facts: ReadonlyArray<DetailFact> = [
    ["Status", <TicketStatusBadge key="status" status={ticket.status} />],
    ["Priority", <PriorityBadge key="priority" priority={ticket.priority} />],
    ["Request type", ticket.type.name],
    ["Classification", ticket.classification?.name ?? "None"],
    [
      "Service",
      ticket.service === null ? (
        "None"
      ) : (
        <ServiceLink key="service" id={ticket.service.id}>
          {ticket.service.name} ({ticket.service.id})
        </ServiceLink>
      ),
    ],
    ["Reporter", `${ticket.reporter.name} (${ticket.reporter.email})`],
    ["Created", <DisplayTime key="created" value={ticket.created} now={now} />],
    ["Updated", <DisplayTime key="updated" value={ticket.updated} now={now} />],
    ...ticket.fields.map(
      (field): DetailFact => [field.label, field.value === "" ? "Not given" : field.value],
    ),
  ];
  return <DetailFacts facts={facts} />;
}
