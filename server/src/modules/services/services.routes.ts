import { eq } from "drizzle-orm";
import { Schema } from "effect";
import { CEASE_ORDER_LIST } from "../../../../src/core/api/services/cease-orders.ts";
import { CONTRACT_LINE_LIST } from "../../../../src/core/api/services/contract-lines.ts";
import {
  CeaseOrder,
  ContractLineDetail,
  CreateCeaseOrderRequest,
  NetworkServiceDetail,
  normaliseCustomName,
  SERVICE_CHILD_LIST,
  ServiceDetail,
  ServiceExportStatus,
  ServiceMonitoring,
  UpdateCustomNameRequest,
} from "../../../../src/core/api/services/index.ts";
import { NETWORK_SERVICE_LIST } from "../../../../src/core/api/services/network-services.ts";
import { SERVICE_LIST } from "../../../../src/core/api/services/service-list-query.ts";
import { activityBy } from "../../activity/activity-entry.ts";
import { serviceTarget } from "../../activity/activity-targets.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { ServerContext } from "../../context.ts";
import { services } from "../../db/schema.ts";
import { registerListRoute, routePathOf } from "../../http/list-route.ts";
import { listPage } from "../../http/paged-list.ts";
import { pageAnswer } from "../../http/pagination.ts";
import { IdParams, RecordIdParams } from "../../http/path-params.ts";
import { registerPdfRoute } from "../../http/pdf-route.ts";
import type { Router } from "../../http/routes.ts";
import { advanceOrders, advanceOrdersWhenDue } from "../ordering/orders.ts";
import {
  CONTRACTS_TAG,
  NETWORK_TAG,
  SERVICES_READ,
  SERVICES_TAG,
  SERVICES_WRITE,
} from "./access.ts";
import {
  CEASE_ORDER_ROWS,
  cancelCeaseOrder,
  ceaseOrder,
  createCeaseOrder,
  settleDueCeaseOrders,
} from "./cease-orders.ts";
import { registerContactRoutes } from "./contacts.routes.ts";
import { contractLineDetail, contractLineList } from "./contract-lines.ts";
import { loaFacts, loaFilename, renderLoa } from "./loa.ts";
import { serviceMonitoring } from "./monitoring.ts";
import { NETWORK_SERVICE_ROWS, networkServiceDetail } from "./network-services.ts";
import { registerReferenceRoutes } from "./reference.routes.ts";
import { registerServiceChangeRoutes } from "./service-changes.routes.ts";
import { serviceDetail } from "./service-detail.ts";
import { serviceExport, serviceExportStatus } from "./service-export.ts";
import { serviceRows } from "./service-list.ts";
import { refuseLocked } from "./service-lock.ts";
import { findService } from "./service-lookup.ts";
import { registerServiceStateRoutes } from "./service-states.routes.ts";

const _NoQuery = Schema.Struct({});

/**
 * The services module (issue 14): the company's services with their states, custom names,
 * LOAs and cease orders; network services; contract lines; and the reference data. Reads
 * need view or write services, writes need write; another company's record is 404.
 */
export function registerServicesRoutes(plainRouter: Router, ctx: ServerContext): void {
  const router = settlingFirst(plainRouter, ctx);
  const letterhead = ctx.config.documents;
  const serviceList = serviceRows(() => ctx.now());

  registerListRoute(router, ctx, {
    list: SERVICE_LIST,
    summary:
      "The company's services, filtered, sorted and paged; with export=true the whole filtered list as CSV",
    tag: SERVICES_TAG,
    access: SERVICES_READ,
    rows: serviceList,
    csv: serviceExport(ctx),
    before: (user) => advanceOrdersWhenDue(ctx, user.companyId),
  });

  router.route(
    {
      method: "GET",
      path: SERVICE_LIST.exportStatusPath,
      summary: "The caller's latest services export",
      tag: SERVICES_TAG,
      access: SERVICES_READ,
      response: ServiceExportStatus,
    },
    async ({ user }) => serviceExportStatus(ctx, user.id),
  );

  router.route(
    {
      method: "GET",
      path: "/services/monitoring",
      summary: "The company's services counted by status, type and location",
      tag: SERVICES_TAG,
      access: SERVICES_READ,
      response: ServiceMonitoring,
    },
    async ({ user }) => serviceMonitoring(ctx, user.companyId),
  );

  router.route(
    {
      method: "GET",
      path: "/services/:id",
      summary: "One service by its id (SVC-10001)",
      tag: SERVICES_TAG,
      access: SERVICES_READ,
      params: IdParams,
      response: ServiceDetail,
    },
    async ({ params, user }) => {
      await advanceOrders(ctx, user.companyId);
      return serviceDetail(ctx, user.companyId, params.id);
    },
  );

  router.route(
    {
      method: "GET",
      path: routePathOf(SERVICE_CHILD_LIST),
      summary: "A service's children (a port's connections), by name",
      tag: SERVICES_TAG,
      access: SERVICES_READ,
      params: IdParams,
      query: SERVICE_CHILD_LIST.query,
      response: SERVICE_CHILD_LIST.response,
    },
    async ({ request, params, user }) => {
      const parent = await findService(ctx, user.companyId, params.id);
      return pageAnswer(request, (window) =>
        listPage(ctx, serviceList, user.companyId, { parent: parent.publicId }, window),
      );
    },
  );

  registerServiceStateRoutes(router, ctx);
  registerServiceChangeRoutes(router, ctx);

  router.route(
    {
      method: "POST",
      path: "/services/:id/update_custom_name",
      summary: "Give a service a custom name, or null to clear it",
      tag: SERVICES_TAG,
      access: SERVICES_WRITE,
      body: UpdateCustomNameRequest,
      params: IdParams,
      response: ServiceDetail,
      errors: [409],
    },
    async ({ body, params, user }) => {
      const service = await findService(ctx, user.companyId, params.id);
      refuseLocked(service);
      const customName = body.custom_name === null ? null : normaliseCustomName(body.custom_name);
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(services)
          .set({ customName, updatedAt: ctx.now() })
          .where(eq(services.id, service.id));
        await recordActivity(tx, {
          ...activityBy(ctx, user),
          action: "service.renamed",
          target: serviceTarget(service),
          before: { custom_name: service.customName },
          after: { custom_name: customName },
        });
      });
      return serviceDetail(ctx, user.companyId, service.publicId);
    },
  );

  registerPdfRoute(
    router,
    {
      path: "/services/:id/loa",
      summary: "A port's letter of authorisation, issued today, as a PDF",
      tag: SERVICES_TAG,
      access: SERVICES_WRITE,
      params: IdParams,
    },
    async ({ params, user }) => {
      const service = await findService(ctx, user.companyId, params.id);
      const facts = await loaFacts(ctx, service);
      return { name: loaFilename(facts), pdf: renderLoa(facts, letterhead) };
    },
  );

  registerListRoute(router, ctx, {
    list: CEASE_ORDER_LIST,
    summary: "The company's cease orders, newest first",
    tag: SERVICES_TAG,
    access: SERVICES_READ,
    rows: CEASE_ORDER_ROWS,
  });

  router.route(
    {
      method: "POST",
      path: "/cease_orders",
      summary: "Ask for a service to be ceased on a date, for a reason",
      tag: SERVICES_TAG,
      access: SERVICES_WRITE,
      body: CreateCeaseOrderRequest,
      response: CeaseOrder,
      status: 201,
      errors: [409],
    },
    async ({ body, user }) => createCeaseOrder(ctx, user, body),
  );

  router.route(
    {
      method: "GET",
      path: "/cease_orders/:id",
      summary: "One cease order",
      tag: SERVICES_TAG,
      access: SERVICES_READ,
      params: RecordIdParams,
      response: CeaseOrder,
    },
    async ({ params, user }) => ceaseOrder(ctx, user.companyId, params.id),
  );

  router.route(
    {
      method: "POST",
      path: "/cease_orders/:id/cancel",
      summary: "Withdraw a pending cease order",
      tag: SERVICES_TAG,
      access: SERVICES_WRITE,
      params: RecordIdParams,
      response: CeaseOrder,
    },
    async ({ params, user }) => cancelCeaseOrder(ctx, user, params.id),
  );

  registerListRoute(router, ctx, {
    list: NETWORK_SERVICE_LIST,
    summary: "The company's network services, by name",
    tag: NETWORK_TAG,
    access: SERVICES_READ,
    rows: NETWORK_SERVICE_ROWS,
  });

  router.route(
    {
      method: "GET",
      path: "/network-services/:id",
      summary: "One network service with its member services",
      tag: NETWORK_TAG,
      access: SERVICES_READ,
      params: RecordIdParams,
      response: NetworkServiceDetail,
    },
    async ({ params, user }) => networkServiceDetail(ctx, user.companyId, params.id),
  );

  registerListRoute(router, ctx, {
    list: CONTRACT_LINE_LIST,
    summary: "The company's contract lines, soonest end first",
    tag: CONTRACTS_TAG,
    access: SERVICES_READ,
    rows: contractLineList(ctx),
  });

  router.route(
    {
      method: "GET",
      path: "/contracts/lines/:id",
      summary: "One contract line",
      tag: CONTRACTS_TAG,
      access: SERVICES_READ,
      params: RecordIdParams,
      response: ContractLineDetail,
    },
    async ({ params, user }) => contractLineDetail(ctx, user.companyId, params.id),
  );

  // Reference data and contacts read no service state.
  registerReferenceRoutes(plainRouter, ctx);
  registerContactRoutes(plainRouter, ctx);
}

/**
 * The router whose signed-in routes first complete the caller's company's cease orders that
 * are due (settleDueCeaseOrders), so every services answer (list, detail, counts, CSV, cease
 * orders, network members, contract lines) agrees with the dates.
 */
function settlingFirst(router: Router, ctx: ServerContext): Router {
  return {
    ...router,
    route: (spec, handler) =>
      router.route(spec, async (input) => {
        await settleDueCeaseOrders(ctx, input.user.companyId);
        return handler(input);
      }),
  };
}
