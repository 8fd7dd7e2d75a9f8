import { and, eq, inArray, like, ne, sql } from "drizzle-orm";
import {
  expectedEndProblems,
  MaintenanceAnnouncement,
  maintenanceWindowProblems,
  OUTAGE_ALREADY_RESOLVED,
  OutageAnnouncement,
  OutageUpdate,
  SERVICES_OF_SEVERAL_COMPANIES,
} from "../../../../src/core/api/events/event-announcements.ts";
import {
  type AffectedService,
  eventReference,
} from "../../../../src/core/api/events/event-vocabulary.ts";
import { MaintenanceDetail, OutageDetail } from "../../../../src/core/api/events/index.ts";
import { FULL_STAFF_PERMISSIONS } from "../../../../src/core/permissions/module-actions.ts";
import type { ServerContext } from "../../context.ts";
import { maintenances, outages, services } from "../../db/schema.ts";
import { badRequest, conflict, forbidden, notFound } from "../../http/api-error.ts";
import { RecordIdParams } from "../../http/path-params.ts";
import type { Router } from "../../http/routes.ts";
import { mailMaintenanceNotice, mailOutageNotice } from "../notices/event-notices.ts";
import { maintenanceCreated, outageCreated, outageEvent } from "../webhooks/webhook-event-data.ts";
import { recordWebhookEvent } from "../webhooks/webhook-outbox.ts";
import { maintenanceDetail } from "./maintenance-records.ts";
import { outageDetail } from "./outage-detail.ts";
import { outageRecord } from "./outage-records.ts";

const TAG = "Events";

/** The company that owns every named service, with the services as an event lists them. */
export async function affectedServices(
  ctx: ServerContext,
  ids: ReadonlyArray<string>,
): Promise<{ companyId: number; services: AffectedService[] }> {
  const unique = [...new Set(ids)];
  const rows = await ctx.db
    .select({
      id: services.publicId,
      name: sql<string>`coalesce(${services.customName}, ${services.name})`,
      companyId: services.companyId,
    })
    .from(services)
    .where(inArray(services.publicId, unique));
  const unknown = unique.filter((id) => !rows.some((row) => row.id === id));
  if (unknown.length > 0) {
    throw badRequest({ services: [`No service has the id ${unknown.join(", ")}.`] });
  }
  const companies = new Set(rows.map((row) => row.companyId));
  const [companyId] = companies;
  if (companyId === undefined || companies.size > 1) {
    throw badRequest({ services: [SERVICES_OF_SEVERAL_COMPANIES] });
  }
  const byId = new Map(rows.map((row) => [row.id, { id: row.id, name: row.name }]));
  return { companyId, services: unique.flatMap((id) => byId.get(id) ?? []) };
}

/** The next "MNT-2026-0143" of the company for the year the event starts. */
async function nextReference(
  ctx: ServerContext,
  table: typeof maintenances | typeof outages,
  prefix: "MNT" | "INC",
  companyId: number,
  start: Date,
): Promise<string> {
  const year = `${prefix}-${start.getUTCFullYear()}-`;
  const [row] = await ctx.db
    .select({
      last: sql<number>`coalesce(max(split_part(${table.reference}, '-', 3)::int), 0)::int`,
    })
    .from(table)
    .where(and(eq(table.companyId, companyId), like(table.reference, `${year}%`)));
  return eventReference(prefix, start, (row?.last ?? 0) + 1);
}

const TAKEN = "Another announcement took this reference at the same time: send it again.";

/**
 * POST /maintenances and POST /outages (issue 45): provider staff announce an event to the
 * company whose services it touches; the event is then the company's record like the seeded
 * ones, and its contacts for that kind of notice are mailed (notices/event-notices.ts).
 */
export function registerEventAnnouncementRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "POST",
      path: "/maintenances",
      summary: "Announce a maintenance to the company whose services it touches (provider staff)",
      tag: TAG,
      access: FULL_STAFF_PERMISSIONS,
      body: MaintenanceAnnouncement,
      response: MaintenanceDetail,
      status: 201,
      errors: [409],
    },
    async ({ body, user }) => {
      if (!user.isProviderStaff) throw forbidden();
      const windowProblems = maintenanceWindowProblems(body);
      if (windowProblems.window_end !== undefined) {
        throw badRequest({ window_end: [windowProblems.window_end] });
      }
      const affected = await affectedServices(ctx, body.services);
      const windowStart = new Date(body.window_start);
      const now = ctx.now();
      // The announcement and its webhook deliveries are one write (modules/webhooks).
      const reference = await nextReference(
        ctx,
        maintenances,
        "MNT",
        affected.companyId,
        windowStart,
      );
      const row = await ctx.db.transaction(async (tx) => {
        const [made] = await tx
          .insert(maintenances)
          .values({
            companyId: affected.companyId,
            reference,
            title: body.title,
            state: windowStart <= now ? "in_progress" : "scheduled",
            type: body.type,
            windowStart,
            windowEnd: new Date(body.window_end),
            impact: body.impact,
            impactLevel: body.impact_level,
            location: body.location,
            description: body.description,
            services: affected.services,
            updates: [{ at: now.toISOString(), message: "Maintenance announced." }],
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (made !== undefined)
          await recordWebhookEvent(ctx, tx, maintenanceCreated(made.companyId, made, now));
        return made;
      });
      if (row === undefined) throw conflict(TAKEN);
      await mailMaintenanceNotice(ctx, row);
      const detail = await maintenanceDetail(ctx, row.companyId, row.id);
      if (detail === null) throw notFound();
      return detail;
    },
  );

  router.route(
    {
      method: "POST",
      path: "/outages",
      summary: "Declare an outage to the company whose services it touches (provider staff)",
      tag: TAG,
      access: FULL_STAFF_PERMISSIONS,
      body: OutageAnnouncement,
      response: OutageDetail,
      status: 201,
      errors: [409],
    },
    async ({ body, user }) => {
      if (!user.isProviderStaff) throw forbidden();
      const endProblems = expectedEndProblems(body.started_at, body.expected_end_at);
      if (endProblems.expected_end_at !== undefined) {
        throw badRequest({ expected_end_at: [endProblems.expected_end_at] });
      }
      const affected = await affectedServices(ctx, body.services);
      const startedAt = new Date(body.started_at);
      const now = ctx.now();
      const reference = await nextReference(ctx, outages, "INC", affected.companyId, startedAt);
      const row = await ctx.db.transaction(async (tx) => {
        const [made] = await tx
          .insert(outages)
          .values({
            companyId: affected.companyId,
            reference,
            title: body.title,
            state: "ongoing",
            startedAt,
            expectedEndAt: body.expected_end_at ? new Date(body.expected_end_at) : null,
            location: body.location,
            services: affected.services,
            notices: [{ at: now.toISOString(), message: body.notice }],
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (made !== undefined)
          await recordWebhookEvent(ctx, tx, outageCreated(made.companyId, made, now));
        return made;
      });
      if (row === undefined) throw conflict(TAKEN);
      await mailOutageNotice(ctx, row);
      const found = await outageRecord(ctx, row.companyId, row.id);
      if (found === null) throw notFound();
      return { ...found.outage, rfo_documents: [] };
    },
  );

  router.route(
    {
      method: "POST",
      path: "/outages/:id/updates",
      summary:
        "Post an update of an outage: a notice, its expected end, or its end (provider staff)",
      tag: TAG,
      access: FULL_STAFF_PERMISSIONS,
      params: RecordIdParams,
      body: OutageUpdate,
      response: OutageDetail,
      errors: [404, 409],
    },
    async ({ body, params, user }) => {
      if (!user.isProviderStaff) throw forbidden();
      const [current] = await ctx.db.select().from(outages).where(eq(outages.id, params.id));
      if (current === undefined) throw notFound();
      if (current.state === "resolved") throw conflict(OUTAGE_ALREADY_RESOLVED);
      const endProblems = expectedEndProblems(
        current.startedAt.toISOString(),
        body.expected_end_at,
      );
      if (endProblems.expected_end_at !== undefined) {
        throw badRequest({ expected_end_at: [endProblems.expected_end_at] });
      }
      const now = ctx.now();
      const resolved = body.resolved === true;
      const expectedEndAt = resolved
        ? null
        : body.expected_end_at === undefined
          ? current.expectedEndAt
          : body.expected_end_at === null
            ? null
            : new Date(body.expected_end_at);
      // The notice is appended in the statement, so two updates at once both land; one that
      // meets an outage resolved meanwhile is refused like one that came after.
      // The update and its webhook event (outage.updated or outage.resolved) are one write.
      const row = await ctx.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(outages)
          .set({
            notices: sql`${outages.notices} || ${JSON.stringify([{ at: now.toISOString(), message: body.notice }])}::jsonb`,
            expectedEndAt,
            ...(resolved ? { state: "resolved", resolvedAt: now } : {}),
            updatedAt: now,
          })
          .where(and(eq(outages.id, current.id), ne(outages.state, "resolved")))
          .returning();
        if (updated !== undefined) {
          const type = resolved ? "outage.resolved" : "outage.updated";
          await recordWebhookEvent(
            ctx,
            tx,
            outageEvent(type, updated.companyId, updated, now, body.notice),
          );
        }
        return updated;
      });
      if (row === undefined) throw conflict(OUTAGE_ALREADY_RESOLVED);
      await mailOutageNotice(ctx, row);
      const found = await outageRecord(ctx, row.companyId, row.id);
      if (found === null) throw notFound();
      return outageDetail(ctx, found);
    },
  );
}
