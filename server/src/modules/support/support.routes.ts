import {
  CreateTicketRequest,
  TicketDetail,
  TicketExportStatus,
} from "../../../../src/core/api/support/index.ts";
import { TICKET_LIST } from "../../../../src/core/api/support/ticket-list-query.ts";
import type { ServerContext } from "../../context.ts";
import type { Router } from "../../http/routes.ts";
import { SUPPORT_READ, SUPPORT_TAG, SUPPORT_WRITE } from "./access.ts";
import { registerFollowerRoutes } from "./followers.routes.ts";
import { registerRequestCatalogueRoutes } from "./request-catalogue.routes.ts";
import { registerActivityRoutes } from "./ticket-activity.ts";
import { registerAttachmentRoutes } from "./ticket-attachments.ts";
import { registerCommentRoutes } from "./ticket-comments.ts";
import { createTicket } from "./ticket-create.ts";
import { ticketDetail } from "./ticket-detail.ts";
import { exportStatus } from "./ticket-export.ts";
import { registerWorkflowRoutes } from "./ticket-workflow.ts";
import { registerTicketRoutes } from "./tickets.routes.ts";

/**
 * The support desk (issue 5): tickets with their workflow, comments, activity, files and
 * followers; request types and templates; the CSV export. Reads need view or write support,
 * writes need write; another company's ticket or file is 404.
 */
export function registerSupportRoutes(router: Router, ctx: ServerContext): void {
  registerFollowerRoutes(router, ctx);
  registerTicketRoutes(router, ctx);
  registerWorkflowRoutes(router, ctx);
  registerCommentRoutes(router, ctx);
  registerActivityRoutes(router, ctx);
  registerAttachmentRoutes(router, ctx);
  registerRequestCatalogueRoutes(router, ctx);

  router.route(
    {
      method: "POST",
      path: "/support/request",
      summary: "Create a ticket from a request type's template",
      tag: SUPPORT_TAG,
      access: SUPPORT_WRITE,
      body: CreateTicketRequest,
      response: TicketDetail,
      status: 201,
    },
    async ({ user, body }) => {
      const key = await createTicket(ctx, user, body);
      return ticketDetail(ctx, user.companyId, user.id, key);
    },
  );

  router.route(
    {
      method: "GET",
      path: TICKET_LIST.exportStatusPath,
      summary: "The state of the caller's latest ticket export",
      tag: SUPPORT_TAG,
      access: SUPPORT_READ,
      response: TicketExportStatus,
    },
    async ({ user }) => exportStatus(ctx, user.id),
  );
}
