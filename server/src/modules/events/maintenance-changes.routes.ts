import { and, eq, inArray, sql } from "drizzle-orm";
import {
  MAINTENANCE_CLOSED,
  MaintenanceCancellation,
  MaintenanceChange,
  maintenanceIsOpen,
  maintenanceWindowProblems,
  SERVICES_OF_ANOTHER_COMPANY,
} from "../../../../src/core/api/events/event-announcements.ts";
import {
  type MaintenanceState,
  OPEN_MAINTENANCE_STATES,
} from "../../../../src/core/api/events/event-vocabulary.ts";
import { MaintenanceDetail } from "../../../../src/core/api/events/index.ts";
import { cancellationNotice } from "../../../../src/core/api/events/maintenance.ts";
import { FULL_STAFF_PERMISSIONS } from "../../../../src/core/permissions/module-actions.ts";
import type { ServerContext } from "../../context.ts";
import { maintenances } from "../../db/schema.ts";
import { badRequest, conflict, forbidden, notFound } from "../../http/api-error.ts";
import { RecordIdParams } from "../../http/path-params.ts";
import type { Router } from "../../http/routes.ts";
import { type MaintenanceChangeNotice, mailMaintenanceNotice } from "../notices/event-notices.ts";
import { maintenanceChanged } from "../webhooks/webhook-event-data.ts";
import { recordWebhookEvent } from "../webhooks/webhook-outbox.ts";
import { affectedServices } from "./event-announcements.routes.ts";
import { maintenanceDetail } from "./maintenance-records.ts";

const TAG = "Events";

type MaintenanceRow = typeof maintenances.$inferSelect;

/** The maintenance the path names, if it may still change (staff reach every company's). */
async function openMaintenance(ctx: ServerContext, id: number): Promise<MaintenanceRow> {
  const [current] = await ctx.db.select().from(maintenances).where(eq(maintenances.id, id));
  if (current === undefined) throw notFound();
  if (!maintenanceIsOpen(current.state as MaintenanceState)) throw conflict(MAINTENANCE_CLOSED);
  return current;
}

/** The notice appended to the updates in the statement, so two changes at once both land. */
const withNotice = (at: Date, message: string) =>
  sql`${maintenances.updates} || ${JSON.stringify([{ at: at.toISOString(), message }])}::jsonb`;

/**
 * After the write committed: the company's contacts for maintenances mailed (with the
 * calendar entry of the new SEQUENCE), and the detail as the customer now reads it.
 */
async function announceChange(
  ctx: ServerContext,
  row: MaintenanceRow,
  change: MaintenanceChangeNotice,
): Promise<MaintenanceDetail> {
  await mailMaintenanceNotice(ctx, row, change);
  const detail = await maintenanceDetail(ctx, row.companyId, row.id);
  if (detail === null) throw notFound();
  return detail;
}

/**
 * PUT /maintenances/{id} and POST /maintenances/{id}/cancel (issue 43): the staff's write path
 * of maintenance.updated and maintenance.cancelled. Each is one transaction: the row (a notice
 * appended to its updates, which raises the calendar event's SEQUENCE; the cancelled state)
 * and its webhook event; the contacts' mail follows the commit, as an announcement's does.
 * A write that meets a maintenance closed meanwhile changes nothing and answers 409.
 */
export function registerMaintenanceChangeRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "PUT",
      path: "/maintenances/:id",
      summary:
        "Reschedule a maintenance, or change its description or affected services (provider staff)",
      tag: TAG,
      access: FULL_STAFF_PERMISSIONS,
      params: RecordIdParams,
      body: MaintenanceChange,
      response: MaintenanceDetail,
      errors: [404, 409],
    },
    async ({ body, params, user }) => {
      if (!user.isProviderStaff) throw forbidden();
      const windowProblems = maintenanceWindowProblems(body);
      if (windowProblems.window_end !== undefined) {
        throw badRequest({ window_end: [windowProblems.window_end] });
      }
      const current = await openMaintenance(ctx, params.id);
      const affected = await affectedServices(ctx, body.services);
      if (affected.companyId !== current.companyId) {
        throw badRequest({ services: [SERVICES_OF_ANOTHER_COMPANY] });
      }
      const now = ctx.now();
      const windowStart = new Date(body.window_start);
      const row = await ctx.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(maintenances)
          .set({
            windowStart,
            windowEnd: new Date(body.window_end),
            description: body.description,
            services: affected.services,
            // A scheduled window moved to have begun is under way, as on announcing.
            state: sql`case when ${maintenances.state} = 'scheduled' and ${windowStart.toISOString()}::timestamptz <= ${now.toISOString()}::timestamptz then 'in_progress' else ${maintenances.state} end`,
            updates: withNotice(now, body.notice),
            updatedAt: now,
          })
          .where(
            and(
              eq(maintenances.id, current.id),
              inArray(maintenances.state, OPEN_MAINTENANCE_STATES),
            ),
          )
          .returning();
        if (updated !== undefined) {
          await recordWebhookEvent(
            ctx,
            tx,
            maintenanceChanged("maintenance.updated", updated.companyId, updated, now, body.notice),
          );
        }
        return updated;
      });
      if (row === undefined) throw conflict(MAINTENANCE_CLOSED);
      return announceChange(ctx, row, { heading: "Updated", notice: body.notice });
    },
  );

  router.route(
    {
      method: "POST",
      path: "/maintenances/:id/cancel",
      summary: "Cancel a maintenance that has not ended, giving the reason (provider staff)",
      tag: TAG,
      access: FULL_STAFF_PERMISSIONS,
      params: RecordIdParams,
      body: MaintenanceCancellation,
      response: MaintenanceDetail,
      errors: [404, 409],
    },
    async ({ body, params, user }) => {
      if (!user.isProviderStaff) throw forbidden();
      const current = await openMaintenance(ctx, params.id);
      const now = ctx.now();
      const notice = cancellationNotice(body.reason);
      const row = await ctx.db.transaction(async (tx) => {
        const [cancelled] = await tx
          .update(maintenances)
          .set({ state: "cancelled", updates: withNotice(now, notice), updatedAt: now })
          .where(
            and(
              eq(maintenances.id, current.id),
              inArray(maintenances.state, OPEN_MAINTENANCE_STATES),
            ),
          )
          .returning();
        if (cancelled !== undefined) {
          await recordWebhookEvent(
            ctx,
            tx,
            maintenanceChanged(
              "maintenance.cancelled",
              cancelled.companyId,
              cancelled,
              now,
              body.reason,
            ),
          );
        }
        return cancelled;
      });
      if (row === undefined) throw conflict(MAINTENANCE_CLOSED);
      return announceChange(ctx, row, { heading: "Cancelled", notice });
    },
  );
}
