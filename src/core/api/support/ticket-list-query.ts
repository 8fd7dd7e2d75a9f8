import { DateFilter } from "../date-filter.ts";
import { defineList } from "../define-list.ts";
import {
  bothWays,
  commaListOf,
  IdFilter,
  SERVICE_FILTER,
  searchFilter,
  someOfFilter,
} from "../list-query.ts";
import { TicketSummary } from "./ticket.ts";
import { TICKET_EXPORT_COLUMNS } from "./ticket-export.ts";
import { TICKET_SEARCH_MAX_LENGTH } from "./ticket-text.ts";
import {
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  type TicketStatus,
  UNRESOLVED_TICKET_STATUSES,
} from "./ticket-vocabulary.ts";

/** `?ordering=` of the ticket list, DRF style; "-created" (newest first) by default. */
export const TICKET_ORDERINGS = bothWays("-created", "-updated");
export type TicketOrdering = (typeof TICKET_ORDERINGS)[number];
export const DEFAULT_TICKET_ORDERING: TicketOrdering = "-created";

/** The statuses of a `status` filter: "open" or a comma list "open,in_progress". */
export const ticketStatusesOf: (filter: string | undefined) => TicketStatus[] =
  commaListOf(TICKET_STATUSES);

/**
 * GET /support/tickets, declared once (define-list.ts): the server's route, the portal's
 * address filters and its list call read this. Filters, as query parameters (plus `offset`
 * and `limit`), in the form's order:
 * - `text`: in the issue key, summary or description, ignoring case;
 * - `status`: one status or a comma list ("open,in_progress,waiting_for_customer");
 * - `type`, `classification`: request type and classification ids;
 * - `service`: the related service's id ("SVC-10001");
 * - `created_from`, `created_to`: a day or an instant, both inclusive (a day as `created_to`
 *   includes that whole day, UTC);
 * - `ordering`: TICKET_ORDERINGS;
 * - `export=true`: the whole filtered list as a CSV download instead (offset and limit are
 *   ignored), recorded for GET /support/ticket-export.
 */
export const TICKET_LIST = defineList({
  resource: "tickets",
  path: "/support/tickets",
  item: TicketSummary,
  filters: {
    text: searchFilter(TICKET_SEARCH_MAX_LENGTH),
    status: someOfFilter(TICKET_STATUSES, TICKET_STATUS_LABELS, "Status", [
      { value: UNRESOLVED_TICKET_STATUSES.join(","), label: "Unresolved" },
    ]),
    type: { schema: IdFilter, label: "Request type" },
    classification: { schema: IdFilter, label: "Classification" },
    service: SERVICE_FILTER,
    created_from: { schema: DateFilter, label: "Created from" },
    created_to: { schema: DateFilter, label: "Created to" },
  },
  orderings: TICKET_ORDERINGS,
  defaultOrdering: DEFAULT_TICKET_ORDERING,
  csvColumns: TICKET_EXPORT_COLUMNS,
  exportStatusPath: "/support/ticket-export",
});

/** GET /support/tickets' query contract (TICKET_LIST.query). */
