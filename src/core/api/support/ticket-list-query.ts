import { Schema } from "effect";
import { DateOrDateTime } from "../notifications/notification-filters.ts";
import { isWithoutNullCharacters } from "../plain-text.ts";
import { IdFilter } from "../users/users.ts";
import { TICKET_SEARCH_MAX_LENGTH } from "./ticket-text.ts";
import { TICKET_STATUSES, type TicketStatus } from "./ticket-vocabulary.ts";

/** `?ordering=` of the ticket list, DRF style; "-created" (newest first) by default. */
export const TICKET_ORDERINGS = ["-created", "created", "-updated", "updated"] as const;
export type TicketOrdering = (typeof TICKET_ORDERINGS)[number];
export const DEFAULT_TICKET_ORDERING: TicketOrdering = "-created";

const KNOWN_STATUSES: ReadonlySet<string> = new Set(TICKET_STATUSES);

/** The statuses of a `status` filter: "open" or a comma list "open,in_progress". */
export function ticketStatusesOf(filter: string | undefined): TicketStatus[] {
  if (filter === undefined) return [];
  return [
    ...new Set(
      filter
        .split(",")
        .map((part) => part.trim())
        .filter((part): part is TicketStatus => KNOWN_STATUSES.has(part)),
    ),
  ];
}

const StatusFilter = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter(
      (value: string) =>
        value
          .split(",")
          .map((part) => part.trim())
          .every((part) => KNOWN_STATUSES.has(part)) ||
        `Expected one or more of ${TICKET_STATUSES.join(", ")}, separated by commas`,
    ),
  ),
);

const ServiceFilter = Schema.String.pipe(
  Schema.check(Schema.isMaxLength(64), isWithoutNullCharacters),
);

/** A filter's value, or "" for none (forms send cleared fields empty, as the URL keeps them). */
const orEmpty = <S extends Schema.Top>(schema: S) =>
  Schema.optionalKey(Schema.Union([Schema.Literal(""), schema]));

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
export const TicketListQuery = Schema.Struct({
  type: orEmpty(IdFilter),
  classification: orEmpty(IdFilter),
  status: orEmpty(StatusFilter),
  text: orEmpty(
    Schema.String.pipe(
      Schema.check(Schema.isMaxLength(TICKET_SEARCH_MAX_LENGTH), isWithoutNullCharacters),
    ),
  ),
  service: orEmpty(ServiceFilter),
  created_from: orEmpty(DateOrDateTime),
  created_to: orEmpty(DateOrDateTime),
  ordering: orEmpty(Schema.Literals(TICKET_ORDERINGS)),
  export: orEmpty(Schema.Literals(["true", "false"])),
});
export type TicketListQuery = typeof TicketListQuery.Type;
