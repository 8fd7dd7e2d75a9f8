import { CommaListFilter, commaListOf, FilterText, ListQuery, orEmpty } from "../list-query.ts";
import { DateOrDateTime } from "../notifications/notification-filters.ts";
import { IdFilter } from "../users/users.ts";
import { TICKET_SEARCH_MAX_LENGTH } from "./ticket-text.ts";
import { TICKET_STATUSES, type TicketStatus } from "./ticket-vocabulary.ts";

/** `?ordering=` of the ticket list, DRF style; "-created" (newest first) by default. */
export const TICKET_ORDERINGS = ["-created", "created", "-updated", "updated"] as const;
export type TicketOrdering = (typeof TICKET_ORDERINGS)[number];
export const DEFAULT_TICKET_ORDERING: TicketOrdering = "-created";

/** The statuses of a `status` filter: "open" or a comma list "open,in_progress". */
export const ticketStatusesOf: (filter: string | undefined) => TicketStatus[] =
  commaListOf(TICKET_STATUSES);

/**
 * GET /support/tickets filters, as query parameters (plus `offset` and `limit`):
 * - `type`, `classification`: request type and classification ids;
 * - `status`: one status or a comma list ("open,in_progress,waiting_for_customer");
 * - `text`: in the issue key, summary or description, ignoring case;
 * - `service`: the related service's id ("SVC-10001");
 * - `created_from`, `created_to`: a day or an instant, both inclusive (a day as `created_to`
 *   includes that whole day, UTC);
 * - `ordering`: TICKET_ORDERINGS;
 * - `export=true`: the whole filtered list as a CSV download instead (offset and limit are
 *   ignored), recorded for GET /support/ticket-export.
 */
export const TicketListQuery = ListQuery(
  {
    type: orEmpty(IdFilter),
    classification: orEmpty(IdFilter),
    status: orEmpty(CommaListFilter(TICKET_STATUSES)),
    text: orEmpty(FilterText(TICKET_SEARCH_MAX_LENGTH)),
    service: orEmpty(FilterText(64)),
    created_from: orEmpty(DateOrDateTime),
    created_to: orEmpty(DateOrDateTime),
  },
  TICKET_ORDERINGS,
);
export type TicketListQuery = typeof TicketListQuery.Type;
