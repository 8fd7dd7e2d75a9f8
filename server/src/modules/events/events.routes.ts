import { Schema } from "effect";
import { MAINTENANCE_LIST, OUTAGE_LIST } from "../../../../src/core/api/events/event-list-query.ts";
import {
  CurrentIncidents,
  MaintenanceDetail,
  OutageDetail,
} from "../../../../src/core/api/events/index.ts";
import { readersOf } from "../../../../src/core/permissions/module-matrix.ts";
import type { ServerContext } from "../../context.ts";
import { notFound } from "../../http/api-error.ts";
import { registerListRoute } from "../../http/list-route.ts";
import { RecordId, RecordIdParams } from "../../http/path-params.ts";
import { registerPdfRoute } from "../../http/pdf-route.ts";
import type { Router } from "../../http/routes.ts";
import { registerCalendarFeedRoutes } from "./calendar-feeds.routes.ts";
import { currentIncidents } from "./current-incidents.ts";
import { MAINTENANCE_ROWS, OUTAGE_ROWS } from "./event-lists.ts";
import { maintenanceDetail } from "./maintenance-records.ts";
import { missingEvent } from "./missing-event.ts";
import { outageDetail } from "./outage-detail.ts";
import { outageRecord } from "./outage-records.ts";
import { renderRfoReport } from "./rfo-report.ts";

/** Maintenances and outages belong to the support module (spec section 2: /support/...). */
const SUPPORT_READ = readersOf("support");
const TAG = "Events";
/** `/outages/:id/rfo/:fileId`: the outage and its RFO document, both by stored id. */
const RfoParams = Schema.Struct({ id: RecordId, fileId: RecordId });

/** The company's maintenances and outages, and the RFO reports of its outages. */
export function registerEventsRoutes(router: Router, ctx: ServerContext): void {
  const letterhead = ctx.config.documents;

  router.route(
    {
      method: "GET",
      path: "/incidents/current",
      summary:
        "What affects the company's services now: ongoing outages, maintenances in progress or starting within 72 hours, and the last incident",
      tag: TAG,
      access: SUPPORT_READ,
      response: CurrentIncidents,
    },
    async ({ user }) => currentIncidents(ctx, user.companyId),
  );

  registerListRoute(router, ctx, {
    list: MAINTENANCE_LIST,
    summary: "The company's maintenances: in progress, then upcoming, then past",
    tag: TAG,
    access: SUPPORT_READ,
    rows: MAINTENANCE_ROWS,
  });

  router.route(
    {
      method: "GET",
      path: "/maintenances/:id",
      summary: "One maintenance with its description and updates",
      tag: TAG,
      access: SUPPORT_READ,
      params: RecordIdParams,
      response: MaintenanceDetail,
    },
    async ({ params: { id }, user }) => {
      const maintenance = await maintenanceDetail(ctx, user.companyId, id);
      if (!maintenance) throw await missingEvent(ctx, user.companyId, "maintenance", id);
      return maintenance;
    },
  );

  registerListRoute(router, ctx, {
    list: OUTAGE_LIST,
    summary: "The company's outages: ongoing first, then resolved, most recent first",
    tag: TAG,
    access: SUPPORT_READ,
    rows: OUTAGE_ROWS,
  });

  router.route(
    {
      method: "GET",
      path: "/outages/:id",
      summary: "One outage with its notices, root cause, resolution and RFO documents",
      tag: TAG,
      access: SUPPORT_READ,
      params: RecordIdParams,
      response: OutageDetail,
    },
    async ({ params: { id }, user }) => {
      const found = await outageRecord(ctx, user.companyId, id);
      if (!found) throw await missingEvent(ctx, user.companyId, "outage", id);
      return outageDetail(ctx, found);
    },
  );

  registerPdfRoute(
    router,
    {
      path: "/outages/:id/rfo/:fileId",
      names: "outage",
      summary: "An RFO document of an outage, as a PDF download",
      tag: TAG,
      access: SUPPORT_READ,
      params: RfoParams,
    },
    async ({ params, user }) => {
      const found = await outageRecord(ctx, user.companyId, params.id);
      const document = found?.documents.find((candidate) => candidate.id === params.fileId);
      if (!found || !document) throw notFound();
      return { name: document.name, pdf: renderRfoReport(found.outage, document, letterhead) };
    },
  );

  registerCalendarFeedRoutes(router, ctx);
}
