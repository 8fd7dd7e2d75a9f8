import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { WebhookEventType } from "../../../../src/core/api/webhooks/webhook-events.ts";
import type { ServerContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { enqueueDeliveries } from "./delivery-jobs.ts";

/** A transaction or the database: the outbox row goes wherever the event's own write goes. */
export type OutboxWriter = Pick<Db, "execute">;

export interface WebhookEvent {
  readonly companyId: number;
  readonly type: WebhookEventType;
  /** The event's subject as a receiver reads it: ids as strings, times ISO 8601 UTC. */
  readonly data: Readonly<Record<string, unknown>>;
  readonly at: Date;
}

/** The body every delivery of an event carries: {id, type, created_at, data}. */
export function eventBody(id: string, type: string, at: Date, data: unknown): string {
  return JSON.stringify({ id, type, created_at: at.toISOString(), data });
}

/**
 * Writes the event's deliveries to the outbox (issue 43): one pending row per enabled endpoint
 * of the company that subscribed to the event, in one statement, and the job of each row's
 * first try on the job queue (delivery-jobs.ts). Call it with the transaction that writes the
 * event, so an event is delivered exactly when it happened. Answers the number of deliveries
 * written (0 when no endpoint wants it).
 */
export async function recordWebhookEvent(
  ctx: ServerContext,
  writer: OutboxWriter,
  event: WebhookEvent,
): Promise<number> {
  const id = `evt_${randomUUID()}`;
  const body = eventBody(id, event.type, event.at, event.data);
  const written = rowsOf<{ id: number }>(
    await writer.execute(sql`
      insert into webhook_deliveries
        (endpoint_id, company_id, event_id, event_type, body, status, attempts, next_attempt_at,
         created_at, round_started_at)
      select e.id, e.company_id, ${id}, ${event.type}, ${body}, 'pending', 0, ${event.at},
        ${event.at}, ${event.at}
      from webhook_endpoints e
      where e.company_id = ${event.companyId} and e.enabled and e.events ? ${event.type}
      returning id`),
  );
  await enqueueDeliveries(
    ctx,
    writer,
    written.map((row) => ({ delivery: row.id, attempt: 0 })),
  );
  return written.length;
}
