import {
  TICKET_LIST,
  TicketDetail,
  UpdateTicketRequest,
} from "../../../../src/core/api/support/index.ts";
import type { ServerContext } from "../../context.ts";
import { registerListRoute } from "../../http/list-route.ts";
import { IdParams } from "../../http/path-params.ts";
import type { Router } from "../../http/routes.ts";
import { SUPPORT_READ, SUPPORT_TAG, SUPPORT_WRITE } from "./access.ts";
import { ticketDetail } from "./ticket-detail.ts";
import { editTicket } from "./ticket-edit.ts";
import { ticketExport } from "./ticket-export.ts";
import { TICKET_ROWS } from "./ticket-list.ts";
import { findTicket } from "./ticket-lookup.ts";

/** The ticket list (and its CSV export), one ticket, and the customer's edits to it. */
export function registerTicketRoutes(router: Router, ctx: ServerContext): void {
  registerListRoute(router, ctx, {
    list: TICKET_LIST,
    summary:
      "The company's tickets, newest first, filtered and paged; with export=true the whole filtered list as CSV",
    tag: SUPPORT_TAG,
    access: SUPPORT_READ,
    rows: TICKET_ROWS,
    csv: ticketExport(ctx),
  });

  router.route(
    {
      method: "GET",
      path: "/support/tickets/:id",
      summary: "One ticket by its issue key (SUP-1042)",
      tag: SUPPORT_TAG,
      access: SUPPORT_READ,
      params: IdParams,
      response: TicketDetail,
    },
    async ({ params, user }) => ticketDetail(ctx, user.companyId, user.id, params.id),
  );

  router.route(
    {
      method: "PUT",
      path: "/support/tickets/:id",
      summary: "Change an unresolved ticket's summary, description or priority",
      tag: SUPPORT_TAG,
      access: SUPPORT_WRITE,
      body: UpdateTicketRequest,
      params: IdParams,
      response: TicketDetail,
    },
    async ({ params, user, body }) => {
      const ticket = await findTicket(ctx, user.companyId, params.id);
      await editTicket(ctx, ticket, body, user.companyId);
      return ticketDetail(ctx, user.companyId, user.id, ticket.key);
    },
  );
}
