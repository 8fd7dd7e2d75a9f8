import { randomBytes } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { PING_EVENT } from "../../../../src/core/api/webhooks/webhook-events.ts";
import {
  type CreatedWebhook,
  isWebhookUrl,
  MAX_WEBHOOKS_PER_COMPANY,
  WEBHOOK_REFUSALS,
  WEBHOOK_SECRET_PREFIX,
  type Webhook,
  type WebhookDelivery,
  type WebhookReach,
  type WebhookRequest,
} from "../../../../src/core/api/webhooks/webhooks.ts";
import { activityBy } from "../../activity/activity-entry.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { ServerContext } from "../../context.ts";
import { isoTime } from "../../db/iso-time.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { webhookEndpoints } from "../../db/schema.ts";

/** An endpoint as the activity log names it: its address. */
const endpointTarget = (row: Pick<EndpointRow, "id" | "url">) => ({
  type: "webhook",
  id: String(row.id),
  label: row.url,
});

import { badRequest, conflict, forbidden, notFound } from "../../http/api-error.ts";
import { missingRow } from "../../http/foreign-rows.ts";
import type { ListDeclaration } from "../../http/paged-list.ts";
import { enqueueDeliveries } from "./delivery-jobs.ts";
import { eventBody } from "./webhook-outbox.ts";

/** A new signing secret: the prefix and 32 bytes from the OS generator, base64url. */
const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString("base64url")}`;

type EndpointRow = typeof webhookEndpoints.$inferSelect;

function webhookOf(row: EndpointRow): Webhook {
  return {
    id: String(row.id),
    url: row.url,
    events: row.events,
    description: row.description,
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

function checkUrl(request: WebhookRequest, reach: WebhookReach): void {
  if (!isWebhookUrl(request.url, reach)) throw badRequest({ url: [WEBHOOK_REFUSALS.url] });
}

/** The caller's company's endpoint, or the contract's 404 (logged when it is another company's). */
export async function endpointOf(
  ctx: ServerContext,
  user: CurrentUser,
  id: number,
): Promise<EndpointRow> {
  const [row] = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, user.companyId)));
  if (row === undefined) throw await missingRow(ctx, user.companyId, "webhook", id);
  return row;
}

/** POST /webhooks: refused while impersonating, as an API key is (it outlives the session). */
export async function createWebhook(
  ctx: ServerContext,
  user: CurrentUser,
  request: WebhookRequest,
  reach: WebhookReach,
  log: FastifyBaseLogger,
): Promise<CreatedWebhook> {
  if (user.impersonation !== null) throw forbidden(WEBHOOK_REFUSALS.impersonating);
  checkUrl(request, reach);
  const [held] = await ctx.db
    .select({ value: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, user.companyId));
  if ((held?.value ?? 0) >= MAX_WEBHOOKS_PER_COMPANY) throw conflict(WEBHOOK_REFUSALS.tooMany);
  const secret = newSecret();
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(webhookEndpoints)
      .values({
        companyId: user.companyId,
        url: request.url,
        events: [...new Set(request.events)],
        description: request.description,
        secret,
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (made === undefined) throw new Error("webhook insert returned no row");
    // The secret never enters the log: the entry names the address and the events.
    await recordActivity(tx, {
      ...activityBy(ctx, user),
      action: "webhook.created",
      target: endpointTarget(made),
      after: { events: made.events, description: made.description },
    });
    return made;
  });
  log.info(
    { event: "webhook.created", webhook: row.id, company_id: user.companyId, by: user.id },
    "webhook created",
  );
  return { ...webhookOf(row), secret };
}

/** PUT /webhooks/{id}: address, events and description; saving switches a disabled one on. */
export async function updateWebhook(
  ctx: ServerContext,
  user: CurrentUser,
  id: number,
  request: WebhookRequest,
  reach: WebhookReach,
): Promise<Webhook> {
  checkUrl(request, reach);
  const before = await endpointOf(ctx, user, id);
  const row = await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(webhookEndpoints)
      .set({
        url: request.url,
        events: [...new Set(request.events)],
        description: request.description,
        enabled: true,
        disabledReason: null,
        failingSince: null,
        updatedAt: ctx.now(),
      })
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, user.companyId)))
      .returning();
    if (changed === undefined) throw notFound();
    await recordActivity(tx, {
      ...activityBy(ctx, user),
      action: "webhook.edited",
      target: endpointTarget(changed),
      before: { url: before.url, events: before.events, enabled: before.enabled },
      after: { url: changed.url, events: changed.events, enabled: changed.enabled },
    });
    return changed;
  });
  return webhookOf(row);
}

export async function readWebhook(
  ctx: ServerContext,
  user: CurrentUser,
  id: number,
): Promise<Webhook> {
  return webhookOf(await endpointOf(ctx, user, id));
}

/** DELETE /webhooks/{id}: the endpoint and its deliveries (pending ones are never sent). */
export async function deleteWebhook(
  ctx: ServerContext,
  user: CurrentUser,
  id: number,
): Promise<void> {
  const endpoint = await endpointOf(ctx, user, id);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, user.companyId)));
    await recordActivity(tx, {
      ...activityBy(ctx, user),
      action: "webhook.deleted",
      target: endpointTarget(endpoint),
      before: { events: endpoint.events },
    });
  });
}

/** POST /webhooks/{id}/rotate-secret: the next delivery is signed with the new secret only. */
export async function rotateWebhookSecret(
  ctx: ServerContext,
  user: CurrentUser,
  id: number,
): Promise<{ secret: string }> {
  if (user.impersonation !== null) throw forbidden(WEBHOOK_REFUSALS.impersonating);
  const endpoint = await endpointOf(ctx, user, id);
  const secret = newSecret();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(webhookEndpoints)
      .set({ secret, updatedAt: ctx.now() })
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, user.companyId)));
    await recordActivity(tx, {
      ...activityBy(ctx, user),
      action: "webhook.secret_rotated",
      target: endpointTarget(endpoint),
    });
  });
  return { secret };
}

/** POST /webhooks/{id}/test: a ping delivery, due at once, whatever the endpoint subscribed to. */
export async function queuePing(
  ctx: ServerContext,
  user: CurrentUser,
  id: number,
): Promise<WebhookDelivery> {
  const endpoint = await endpointOf(ctx, user, id);
  const now = ctx.now();
  const eventId = `evt_${crypto.randomUUID()}`;
  const body = eventBody(eventId, PING_EVENT, now, { webhook: String(endpoint.id) });
  const deliveryId = await ctx.db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into webhook_deliveries (endpoint_id, company_id, event_id, event_type, body,
          status, attempts, next_attempt_at, created_at, round_started_at)
        values (${endpoint.id}, ${endpoint.companyId}, ${eventId}, ${PING_EVENT}, ${body},
          'pending', 0, ${now}, ${now}, ${now})
        returning id`),
    );
    if (row === undefined) throw new Error("ping insert returned no row");
    await enqueueDeliveries(ctx, tx, [{ delivery: row.id, attempt: 0 }]);
    return row.id;
  });
  return deliveryOf(ctx, endpoint.id, deliveryId);
}

/**
 * POST /webhooks/{id}/deliveries/{deliveryId}/redeliver: the same event (same id and body) is
 * due again at once, with a fresh 24 hours of retries.
 */
export async function redeliver(
  ctx: ServerContext,
  user: CurrentUser,
  endpointId: number,
  deliveryId: number,
): Promise<WebhookDelivery> {
  await endpointOf(ctx, user, endpointId);
  const now = ctx.now();
  // A try under way holds the delivery (claimed_until): asking again then is a conflict.
  // Otherwise the delivery is due now with a job for its next try, written together; a job
  // that still waited for the same try finds it taken and sends nothing (delivery-jobs.ts).
  const moved = await ctx.db.transaction(async (tx) => {
    const rows = rowsOf<{ id: number; attempts: number }>(
      await tx.execute(sql`
        update webhook_deliveries set status = 'pending', next_attempt_at = ${now},
          round_started_at = ${now}, claimed_until = null
        where id = ${deliveryId} and endpoint_id = ${endpointId}
          and (status <> 'pending' or claimed_until is null or claimed_until < clock_timestamp())
        returning id, attempts`),
    );
    await enqueueDeliveries(
      ctx,
      tx,
      rows.map((row) => ({ delivery: row.id, attempt: row.attempts })),
    );
    return rows;
  });
  if (moved.length === 0) {
    const exists = await deliveryOf(ctx, endpointId, deliveryId);
    if (exists.status === "pending") throw conflict("This delivery is being sent now.");
  }
  return deliveryOf(ctx, endpointId, deliveryId);
}

const DELIVERY_COLUMNS = `d.id::text as id, d.event_id as event_id, d.event_type as event,
  d.status as status, d.response_code as response_code, d.last_error as error,
  d.attempts as attempts,
  case when d.status = 'pending' then ${isoTime("d.next_attempt_at")} else null end as next_attempt,
  ${isoTime("d.created_at")} as created`;

async function deliveryOf(
  ctx: ServerContext,
  endpointId: number,
  deliveryId: number,
): Promise<WebhookDelivery> {
  const [row] = rowsOf<WebhookDelivery>(
    await ctx.db.execute(
      sql`select ${sql.raw(DELIVERY_COLUMNS)} from webhook_deliveries d
        where d.id = ${deliveryId} and d.endpoint_id = ${endpointId}`,
    ),
  );
  if (row === undefined) throw notFound();
  return row;
}

/** GET /webhooks: the company's endpoints, newest first. */
export const WEBHOOK_ROWS: ListDeclaration<object, Webhook, Webhook> = {
  name: "webhook_endpoints",
  table: "webhook_endpoints w",
  alias: "w",
  owner: "w.company_id = $1",
  filters: [],
  orderings: { "-created": "w.created_at desc, w.id desc" },
  ordering: () => "-created",
  columns: `w.id::text as id, w.url as url, w.events as events, w.description as description,
    w.enabled as enabled, w.disabled_reason as disabled_reason,
    ${isoTime("w.created_at")} as created, ${isoTime("w.updated_at")} as updated`,
  toItem: (row) => row,
};

/** GET /webhooks/{id}/deliveries: one endpoint's deliveries, newest first. */
export const DELIVERY_ROWS: ListDeclaration<object, WebhookDelivery, WebhookDelivery> = {
  name: "webhook_deliveries",
  table: "webhook_deliveries d",
  alias: "d",
  owner: "d.endpoint_id = $1",
  filters: [],
  orderings: { "-created": "d.created_at desc, d.id desc" },
  ordering: () => "-created",
  columns: DELIVERY_COLUMNS,
  toItem: (row) => row,
};
