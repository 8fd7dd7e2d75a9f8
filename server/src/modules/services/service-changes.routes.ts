import {
  ChangeQuote,
  ChangeRequest,
  LockRequest,
  SERVICE_CHANGE_LIST,
  ServiceChange,
  ServiceDetail,
} from "../../../../src/core/api/services/index.ts";
import { MODULE_MATRIX } from "../../../../src/core/permissions/module-matrix.ts";
import type { ServerContext } from "../../context.ts";
import { routePathOf } from "../../http/list-route.ts";
import { listPage } from "../../http/paged-list.ts";
import { pageAnswer } from "../../http/pagination.ts";
import { IdParams } from "../../http/path-params.ts";
import type { Router } from "../../http/routes.ts";
import { advanceOrders } from "../ordering/orders.ts";
import { SERVICES_READ, SERVICES_TAG, SERVICES_WRITE } from "./access.ts";
import { CHANGE_ROWS } from "./service-change-rows.ts";
import { createServiceChange, quoteServiceChange } from "./service-changes.ts";
import { setServiceLock } from "./service-lock.ts";
import { findService } from "./service-lookup.ts";

/** Locking a service is the company administrator's (issue 42). */
const SERVICE_LOCKERS = [MODULE_MATRIX.admin.write] as const;

/**
 * Changes of a live service and its lock (issue 42, service-changes.ts in core): the quote
 * (readers too: a viewer sees prices), the change order, a service's changes, the lock.
 */
export function registerServiceChangeRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "POST",
      path: "/services/:id/changes/quote",
      summary: "Price a change of speed, bandwidth or term; nothing is changed",
      tag: SERVICES_TAG,
      access: SERVICES_READ,
      body: ChangeRequest,
      params: IdParams,
      response: ChangeQuote,
      errors: [409],
    },
    async ({ body, params, user }) => quoteServiceChange(ctx, user, params.id, body),
  );

  router.route(
    {
      method: "POST",
      path: "/services/:id/changes",
      summary:
        "Change a live service's speed, bandwidth or term (Idempotency-Key header); 201 the change order",
      tag: SERVICES_TAG,
      access: SERVICES_WRITE,
      body: ChangeRequest,
      params: IdParams,
      response: ServiceChange,
      status: 201,
      errors: [409],
    },
    async ({ body, params, user, request, reply }) => {
      const key = request.headers["idempotency-key"];
      const { created, change } = await createServiceChange(ctx, user, params.id, key, body);
      // A repeat answers the first change as it stands, with 200 instead of 201.
      if (!created) return reply.code(200).send(change);
      return change;
    },
  );

  router.route(
    {
      method: "GET",
      path: routePathOf(SERVICE_CHANGE_LIST),
      summary: "A service's changes, newest first",
      tag: SERVICES_TAG,
      access: SERVICES_READ,
      params: IdParams,
      response: SERVICE_CHANGE_LIST.response,
    },
    async ({ request, params, user }) => {
      await advanceOrders(ctx, user.companyId);
      const service = await findService(ctx, user.companyId, params.id);
      return pageAnswer(
        request,
        (window) => listPage(ctx, CHANGE_ROWS, service.id, {}, window),
        SERVICE_CHANGE_LIST.pageSize,
      );
    },
  );

  router.route(
    {
      method: "PUT",
      path: "/services/:id/lock",
      summary: "Lock a service against changes, rename and cease, or unlock it (administrators)",
      tag: SERVICES_TAG,
      access: SERVICE_LOCKERS,
      body: LockRequest,
      params: IdParams,
      response: ServiceDetail,
    },
    async ({ body, params, user }) => setServiceLock(ctx, user, params.id, body.locked),
  );
}
