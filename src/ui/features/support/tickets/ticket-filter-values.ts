import {
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  UNRESOLVED_TICKET_STATUSES,
} from "../../../../core/api/support/ticket-vocabulary.ts";
import { vocabularyChoices } from "../../../components/records/filter-fields.tsx";
import {
  type FilterCheck,
  isCalendarDate,
  oneOf,
} from "../../../components/records/use-url-filters.ts";

/**
 * The ticket list's filters as the address keeps them (`?status=open&text=fibre`), with the
 * names GET /support/tickets uses, so the address and the call say the same thing.
 */
export const TICKET_FILTER_KEYS = [
  "text",
  "status",
  "type",
  "classification",
  "service",
  "created_from",
  "created_to",
] as const;
export type TicketFilterKey = (typeof TICKET_FILTER_KEYS)[number];
export type TicketFilters = Readonly<Record<TicketFilterKey, string>>;

/** What the address may hold for the filters with fixed choices; anything else is dropped. */
export const TICKET_FILTER_CHECKS: Partial<Record<TicketFilterKey, FilterCheck>> = {
  status: oneOf(TICKET_STATUSES),
  created_from: isCalendarDate,
  created_to: isCalendarDate,
};

/** The filters' names on screen. */
export const TICKET_FILTER_LABELS: Readonly<Record<TicketFilterKey, string>> = {
  text: "Search",
  status: "Status",
  type: "Request type",
  classification: "Classification",
  service: "Service",
  created_from: "Created from",
  created_to: "Created to",
};

/** Filters placed by the page around the list (a service's tickets); the user cannot change them. */
export type FixedTicketFilters = Partial<TicketFilters>;

/** Tickets per page. */
export const TICKETS_PAGE_SIZE = 20;

/** The choices of the status filter: every status, and the unresolved ones together. */
export const STATUS_CHOICES: ReadonlyArray<{ readonly value: string; readonly label: string }> = [
  { value: UNRESOLVED_TICKET_STATUSES.join(","), label: "Unresolved" },
  ...vocabularyChoices(TICKET_STATUSES, TICKET_STATUS_LABELS),
];

/** The filters "More filters" holds; any of them in the address opens it. */
export const SECONDARY_FILTERS: ReadonlyArray<TicketFilterKey> = [
  "type",
  "classification",
  "created_from",
  "created_to",
];

/** The list's filters with the fixed ones applied over what the address says. */
export function effectiveFilters(filters: TicketFilters, fixed: FixedTicketFilters): TicketFilters {
  return { ...filters, ...fixed };
}
