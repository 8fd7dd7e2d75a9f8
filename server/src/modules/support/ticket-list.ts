import {
  DEFAULT_TICKET_ORDERING,
  type TicketOrdering,
  ticketStatusesOf,
} from "../../../../src/core/api/support/index.ts";
import type { TICKET_LIST } from "../../../../src/core/api/support/ticket-list-query.ts";
import { contains, idEquals, notAfter, oneOf, onOrAfter, where } from "../../http/list-filters.ts";
import { countedPerCompany, type ListRowsOf, orderingOr } from "../../http/paged-list.ts";
import {
  TICKET_COLUMNS,
  TICKET_RELATIONS,
  type TicketRow,
  toTicketSummary,
} from "./ticket-rows.ts";

/** ORDER BY of each ordering; the id breaks ties so pages never overlap. */
const TICKET_ORDERS: Readonly<Record<TicketOrdering, string>> = {
  "-created": "t.created_at desc, t.id desc",
  created: "t.created_at asc, t.id asc",
  "-updated": "t.updated_at desc, t.id desc",
  updated: "t.updated_at asc, t.id asc",
};

/**
 * The company's tickets (GET /support/tickets and its export). `text` searches the issue
 * key, summary and description (`search_text`, lowered when written, with a trigram index);
 * each ordering walks its (company, time, id) index.
 */
export const TICKET_ROWS: ListRowsOf<typeof TICKET_LIST, TicketRow> = {
  name: "support_tickets",
  table: "support_tickets t",
  alias: "t",
  owner: "t.company_id = $1",
  unfilteredCount: countedPerCompany("support_tickets"),
  filters: [
    idEquals("t.request_type_id", (query) => query.type),
    idEquals("t.classification_id", (query) => query.classification),
    oneOf("t.status", (query) => query.status, ticketStatusesOf),
    contains("t.search_text", (query) => query.text),
    where("t.service_id = ?", "text", (query) => query.service),
    onOrAfter("t.created_at", (query) => query.created_from),
    notAfter("t.created_at", (query) => query.created_to),
  ],
  orderings: TICKET_ORDERS,
  ordering: orderingOr(DEFAULT_TICKET_ORDERING),
  columns: TICKET_COLUMNS,
  joins: TICKET_RELATIONS,
  toItem: toTicketSummary,
};
