import {
  RequestTemplate,
  TicketClassificationList,
  TicketClassificationQuery,
  TicketTypeList,
} from "../../../../src/core/api/support/index.ts";
import type { ServerContext } from "../../context.ts";
import { RecordIdParams } from "../../http/path-params.ts";
import { storedId } from "../../http/record-ids.ts";
import type { Router } from "../../http/routes.ts";
import { pageOf } from "../services/page-of.ts";
import { SUPPORT_READ, SUPPORT_TAG } from "./access.ts";
import { classifications, requestTemplate, requestTypes } from "./request-catalogue.ts";

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
      // The lists are short: the whole list is read and the page cut from it.
      return pageOf(request, await requestTypes(ctx));
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
      // A type id too large to be stored names no type: no classifications.
      const typeId = query.type ? (storedId(query.type) ?? -1) : null;
      return pageOf(request, await classifications(ctx, typeId));
    },
  );

  router.route(
    {
      method: "GET",
      path: "/support/request/template/:id",
      summary: "The form of a request type: its related service and its own fields",
      tag: SUPPORT_TAG,
      access: SUPPORT_READ,
      params: RecordIdParams,
      response: RequestTemplate,
    },
    async ({ params, user }) => requestTemplate(ctx, user.companyId, params.id),
  );
}
