import {
  INVOICE_NUMBER_FIELD,
  invoicePagePath,
} from "../../../../core/api/billing/invoice-vocabulary.ts";
import type { TicketDetail, TicketFieldValue } from "../../../../core/api/support/ticket.ts";
import { PermittedLink } from "../../../components/permitted-link.tsx";
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
      (field): DetailFact => [field.label, <FieldValue key={field.name} field={field} />],
    ),
  ];
  return <DetailFacts facts={facts} />;
}

/**
 * A field as given; a Billing ticket's invoice number (a dispute's, or one typed in) links to
 * the invoice for someone who may read billing.
 */
function FieldValue({ field }: { readonly field: TicketFieldValue }) {
  if (field.value === "") return "Not given";
  const invoice = field.name === INVOICE_NUMBER_FIELD ? invoicePagePath(field.value) : null;
  if (invoice === null) return field.value;
  return <PermittedLink to={invoice}>{field.value}</PermittedLink>;
}
