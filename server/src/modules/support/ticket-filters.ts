import { isWholeDay } from "../../../../src/core/api/notification-filters.ts";
import {
  DEFAULT_TICKET_ORDERING,
  type TicketListQuery,
  type TicketOrdering,
  ticketStatusesOf,
} from "../../../../src/core/api/support/index.ts";
import { containsPattern } from "../../db/like-pattern.ts";
import type { SqlValue } from "../../db/prepared.ts";
import { storedId } from "../../http/record-ids.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** PostgreSQL has no year 0 and JavaScript writes years past 9999 oddly: bounds stay inside. */
const EARLIEST = Date.parse("0001-01-01T00:00:00Z");
const LATEST = Date.parse("9999-12-31T23:59:59.999Z");
/** An id filter that cannot name a row (too large for the column) matches nothing. */
const NO_ROW = -1;

const clamped = (time: number) => new Date(Math.min(Math.max(time, EARLIEST), LATEST));
const startOf = (value: string) => Date.parse(isWholeDay(value) ? `${value}T00:00:00Z` : value);
const given = (value: string | undefined): value is string => value !== undefined && value !== "";

/**
 * The WHERE clause of the ticket list and export, with $1 the caller's company and $2-$9
 * the filters, each null (not filtered) or its value; see ticketFilterParams.
 */
export const TICKET_FILTER_SQL = `t.company_id = $1
  and ($2::int4 is null or t.request_type_id = $2)
  and ($3::int4 is null or t.classification_id = $3)
  and ($4::text is null or t.status = any(string_to_array($4, ',')))
  and ($5::text is null or t.search_text like lower($5))
  and ($6::text is null or t.service_id = $6)
  and ($7::timestamptz is null or t.created_at >= $7)
  and ($8::timestamptz is null or t.created_at <= $8)
  and ($9::timestamptz is null or t.created_at < $9)`;

export const TICKET_FILTER_TYPES = [
  "int4",
  "int4",
  "int4",
  "text",
  "text",
  "text",
  "timestamptz",
  "timestamptz",
  "timestamptz",
] as const;

/** The parameters $1-$9 of TICKET_FILTER_SQL. `created_to` as a day includes that day. */
export function ticketFilterParams(companyId: number, query: TicketListQuery): SqlValue[] {
  const id = (raw: string | undefined) => (given(raw) ? (storedId(raw) ?? NO_ROW) : null);
  const statuses = ticketStatusesOf(given(query.status) ? query.status : undefined);
  const text = query.text?.trim() ?? "";
  const end = given(query.created_to) ? query.created_to : null;
  return [
    companyId,
    id(query.type),
    id(query.classification),
    statuses.length === 0 ? null : statuses.join(","),
    text === "" ? null : containsPattern(text),
    given(query.service) ? query.service : null,
    given(query.created_from) ? clamped(startOf(query.created_from)) : null,
    end !== null && !isWholeDay(end) ? clamped(startOf(end)) : null,
    end !== null && isWholeDay(end) ? clamped(startOf(end) + DAY_MS) : null,
  ];
}

/** ORDER BY of each ordering; the id breaks ties so pages never overlap. */
export const TICKET_ORDER_SQL: Readonly<Record<TicketOrdering, string>> = {
  "-created": "t.created_at desc, t.id desc",
  created: "t.created_at asc, t.id asc",
  "-updated": "t.updated_at desc, t.id desc",
  updated: "t.updated_at asc, t.id asc",
};

export function orderingOf(query: TicketListQuery): TicketOrdering {
  const ordering = query.ordering;
  return ordering === undefined || ordering === "" ? DEFAULT_TICKET_ORDERING : ordering;
}
