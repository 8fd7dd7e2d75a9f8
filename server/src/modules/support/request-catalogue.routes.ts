import {
  RequestTemplate,
  TicketClassificationList,
  TicketClassificationQuery,
  TicketTypeList,
} from "../../../../src/core/api/support/index.ts";
import type { ServerContext } from "../../context.ts";
import { pageWindow, paginated } from "../../http/pagination.ts";
import { pathId, storedId } from "../../http/record-ids.ts";
import type { Router } from "../../http/routes.ts";
import { SUPPORT_READ, SUPPORT_TAG } from "./access.ts";
import { classifications, requestTemplate, requestTypes } from "./request-catalogue.ts";

/** The lists are short: the whole list is read and the page cut from it. */
function pageOf<T>(items: T[], window: { offset: number; limit: number }): T[] {
  return items.slice(window.offset, window.offset + window.limit);
}

/** Request types, their classifications, and the form (template) of one type. */
export function registerRequestCatalogueRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "GET",
      path: "/support/ticket-types",
      summary: "The service desk's request types",
      tag: SUPPORT_TAG,
      access: SUPPORT_READ,
      response: TicketTypeList,
    },
    async ({ request }) => {
      const window = pageWindow(request.query);
      const types = await requestTypes(ctx);
      return paginated(request, window, types.length, pageOf(types, window));
    },
  );

  router.route(
    {
      method: "GET",
      path: "/support/ticket-classifications",
      summary: "Classifications of every request type, or of one with ?type=",
      tag: SUPPORT_TAG,
      access: SUPPORT_READ,
      query: TicketClassificationQuery,
      response: TicketClassificationList,
    },
    async ({ request, query }) => {
      const window = pageWindow(request.query);
      // A type id too large to be stored names no type: no classifications.
      const typeId = query.type ? (storedId(query.type) ?? -1) : null;
      const items = await classifications(ctx, typeId);
      return paginated(request, window, items.length, pageOf(items, window));
    },
  );

  router.route(
    {
      method: "GET",
      path: "/support/request/template/:id",
      summary: "The form of a request type: its related service and its own fields",
      tag: SUPPORT_TAG,
      access: SUPPORT_READ,
      response: RequestTemplate,
    },
    async ({ request, user }) => requestTemplate(ctx, user.companyId, pathId(request)),
  );
}
