import type {
  TicketListQuery,
  TicketOrdering,
  TicketSummary,
} from "../../../../src/core/api/support/index.ts";
import { TICKET_ORDERINGS } from "../../../../src/core/api/support/index.ts";
import type { ServerContext } from "../../context.ts";
import type { Statement } from "../../db/prepared.ts";
import type { PageWindow } from "../../http/pagination.ts";
import {
  orderingOf,
  TICKET_FILTER_SQL,
  TICKET_FILTER_TYPES,
  TICKET_ORDER_SQL,
  ticketFilterParams,
} from "./ticket-filters.ts";
import { TICKET_COLUMNS, TICKET_JOINS, type TicketRow, toTicketSummary } from "./ticket-rows.ts";

/**
 * One page of the company's tickets: two prepared statements (docs/performance.md). The
 * page walks the (company, created or updated) index in order and joins only the rows it
 * returns, so a deep page skips its offset in the ticket table alone. The count is a separate
 * lean query over the ticket table alone, because counting with `count(*) over ()` would join
 * every matching ticket just to number them.
 */
const pageStatement = (ordering: TicketOrdering, name: string): Statement => ({
  name,
  types: [...TICKET_FILTER_TYPES, "int4", "int4"],
  text: `with page as (
      select t.id from support_tickets t
      where ${TICKET_FILTER_SQL}
      order by ${TICKET_ORDER_SQL[ordering]}
      limit $10 offset $11)
    select ${TICKET_COLUMNS}
    from ${TICKET_JOINS} join page on page.id = t.id
    order by ${TICKET_ORDER_SQL[ordering]}`,
});

const PAGE_STATEMENTS = new Map(
  TICKET_ORDERINGS.map((ordering, index) => [
    ordering,
    pageStatement(ordering, `support_ticket_page_${index}`),
  ]),
);

const COUNT_STATEMENT: Statement = {
  name: "support_ticket_count",
  types: [...TICKET_FILTER_TYPES],
  text: `select count(*)::int as n from support_tickets t where ${TICKET_FILTER_SQL}`,
};

export async function ticketPage(
  ctx: ServerContext,
  companyId: number,
  query: TicketListQuery,
  window: PageWindow,
): Promise<{ count: number; results: TicketSummary[] }> {
  const params = ticketFilterParams(companyId, query);
  const statement = PAGE_STATEMENTS.get(orderingOf(query));
  if (!statement) throw new Error("unknown ordering");
  const rows = await ctx.statements.run<TicketRow>(statement, [
    ...params,
    window.limit,
    window.offset,
  ]);
  // A first page shorter than the limit is the whole list: no need to count.
  const count =
    window.offset === 0 && rows.length < window.limit
      ? rows.length
      : Number((await ctx.statements.run<{ n: number }>(COUNT_STATEMENT, params))[0]?.n ?? 0);
  return { count, results: rows.map(toTicketSummary) };
}

/** Every ticket the filters select, in the list's order (the CSV export). */
export async function allTickets(
  ctx: ServerContext,
  companyId: number,
  query: TicketListQuery,
): Promise<TicketSummary[]> {
  const ordering = orderingOf(query);
  const statement: Statement = {
    name: `support_ticket_export_${TICKET_ORDERINGS.indexOf(ordering)}`,
    types: [...TICKET_FILTER_TYPES],
    text: `select ${TICKET_COLUMNS} from ${TICKET_JOINS}
      where ${TICKET_FILTER_SQL} order by ${TICKET_ORDER_SQL[ordering]}`,
  };
  const rows = await ctx.statements.run<TicketRow>(statement, ticketFilterParams(companyId, query));
  return rows.map(toTicketSummary);
}
