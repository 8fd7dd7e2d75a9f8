import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  nextAttemptAt,
  RETRY_WINDOW_MS,
} from "../../../../src/core/api/webhooks/webhook-retries.ts";
import {
  SIGNATURE_HEADER,
  signWebhook,
} from "../../../../src/core/api/webhooks/webhook-signature.ts";
import type { WebhookReach } from "../../../../src/core/api/webhooks/webhooks.ts";
import type { ServerContext } from "../../context.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import type { WebhookTryResult } from "../../metrics/metrics.ts";
import { type DeliveryJob, enqueueDeliveries } from "./delivery-jobs.ts";
import { tellEndpointDisabled } from "./endpoint-disabled.ts";
import { type Resolve, type SendOutcome, sendDelivery } from "./webhook-transport.ts";

/**
 * How long a try holds its delivery against a second job for it: longer than a try may take
 * (DELIVERY_TIMEOUT_MS), so only a crashed instance's hold lapses. The queue takes a job whose
 * instance stopped again after the same time (the job kind's expiry, webhook-flow.ts).
 */
export const CLAIM_MS = 60_000;

interface Claimed {
  readonly id: number;
  readonly endpoint_id: number;
  readonly company_id: number;
  readonly event_id: string;
  readonly body: string;
  readonly attempts: number;
  readonly round_started_at: string | Date;
  readonly url: string;
  readonly secret: string;
  readonly enabled: boolean;
  readonly failing_since: string | Date | null;
}

export interface DispatcherOptions {
  /** Where deliveries may go besides public https receivers (webhook-flow.ts). */
  readonly reach: WebhookReach;
  /** Told how each try ended (the server's metrics), a delivered one with its lag in seconds. */
  readonly observe?: (result: WebhookTryResult, lagSeconds?: number) => void;
  readonly log: FastifyBaseLogger;
  /** [0, 1): the jitter of the retry delays. */
  readonly random?: () => number;
  readonly resolve?: Resolve;
}

/**
 * Takes the delivery of `job` for this try (issue 43): still pending, its count of tries still
 * the job's (or one more, held by this same job on an instance that stopped mid-try, whose
 * hold has lapsed), not held by a live try. The hold and the try's count are written in the
 * same statement, so a delivery is tried once per job whichever instance runs it. The hold is
 * on the database's clock, the one every instance shares.
 */
async function claim(ctx: ServerContext, job: DeliveryJob): Promise<Claimed | undefined> {
  const lease = sql.raw(`interval '${CLAIM_MS / 1000} seconds'`);
  const [claimed] = rowsOf<Claimed>(
    await ctx.db.execute(sql`
      update webhook_deliveries w
      set claimed_until = clock_timestamp() + ${lease}, attempts = w.attempts + 1
      from webhook_endpoints e
      where w.id = ${job.delivery} and e.id = w.endpoint_id and w.status = 'pending'
        and ((w.attempts = ${job.attempt}
              and (w.claimed_until is null or w.claimed_until < clock_timestamp()))
          or (w.attempts = ${job.attempt + 1} and w.claimed_until < clock_timestamp()))
      returning w.id, w.endpoint_id, w.company_id, w.event_id, w.body, w.attempts,
        w.round_started_at, e.url, e.secret, e.enabled, e.failing_since`),
  );
  return claimed;
}

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

async function tryOne(ctx: ServerContext, delivery: Claimed, options: DispatcherOptions) {
  if (!delivery.enabled) {
    await ctx.db.execute(sql`
      update webhook_deliveries set status = 'failed', claimed_until = null, next_attempt_at = null,
        last_error = 'the endpoint is disabled'
      where id = ${delivery.id}`);
    return;
  }
  const sentAt = ctx.now();
  const outcome: SendOutcome = await sendDelivery(
    {
      url: delivery.url,
      body: delivery.body,
      headers: {
        [SIGNATURE_HEADER]: await signWebhook(delivery.secret, delivery.body, sentAt),
        "Conduit-Event-Id": delivery.event_id,
      },
    },
    options.reach,
    options.resolve,
  );
  const now = ctx.now();
  const status = outcome.kind === "answered" ? outcome.status : null;
  if (status !== null && status >= 200 && status < 300) {
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`
        update webhook_deliveries set status = 'delivered', claimed_until = null,
          next_attempt_at = null, response_code = ${status}, last_error = null, delivered_at = ${now}
        where id = ${delivery.id}`);
      await tx.execute(sql`
        update webhook_endpoints set failing_since = null where id = ${delivery.endpoint_id}`);
    });
    const lag = (now.getTime() - asDate(delivery.round_started_at).getTime()) / 1000;
    options.observe?.("delivered", lag);
    return;
  }
  const reason =
    outcome.kind === "answered"
      ? outcome.status >= 300 && outcome.status < 400
        ? `redirect ${outcome.status} not followed`
        : `answered ${outcome.status}`
      : outcome.reason;
  const next = nextAttemptAt(
    asDate(delivery.round_started_at),
    delivery.attempts,
    now,
    (options.random ?? Math.random)(),
  );
  // The next try's job is written with the delivery's new state: both or neither.
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`
      update webhook_deliveries set status = ${next === null ? "failed" : "pending"},
        claimed_until = null, next_attempt_at = ${next}, response_code = ${status},
        last_error = ${reason.slice(0, 500)}
      where id = ${delivery.id}`);
    if (next !== null) {
      await enqueueDeliveries(
        ctx,
        tx,
        [{ delivery: delivery.id, attempt: delivery.attempts }],
        next,
      );
    }
  });
  options.observe?.(
    outcome.kind === "refused" ? "refused" : next === null ? "given_up" : "retrying",
  );
  await noteEndpointFailure(ctx, delivery, now, options.log);
}

/**
 * An endpoint fails since the start of the first delivery it did not take (a success clears
 * it). One failing since 24 hours ago is switched off (its pending deliveries fail on
 * their next claim) and its administrators are told, once: the update that disables it
 * is the one that tells.
 */
async function noteEndpointFailure(
  ctx: ServerContext,
  delivery: Claimed,
  now: Date,
  log: FastifyBaseLogger,
): Promise<void> {
  const cutoff = new Date(now.getTime() - RETRY_WINDOW_MS);
  await ctx.db.execute(sql`
    update webhook_endpoints
    set failing_since = coalesce(failing_since, ${asDate(delivery.round_started_at)})
    where id = ${delivery.endpoint_id}`);
  // Only one update finds it still enabled past the 24 hours: that one tells.
  const [endpoint] = rowsOf<{ id: number; url: string; company_id: number }>(
    await ctx.db.execute(sql`
      update webhook_endpoints
      set enabled = false, disabled_reason = 'Every delivery failed for 24 hours.',
        updated_at = ${now}
      where id = ${delivery.endpoint_id} and enabled and failing_since <= ${cutoff}
      returning id, url, company_id`),
  );
  if (endpoint === undefined) return;
  await tellEndpointDisabled(ctx, endpoint.company_id, endpoint.id, endpoint.url, log);
}

/** Sends one try of a delivery: the run of the delivery job kind (webhook-flow.ts). */
export function createWebhookDispatcher(
  ctx: ServerContext,
  options: DispatcherOptions,
): (job: DeliveryJob) => Promise<void> {
  return async (job) => {
    const delivery = await claim(ctx, job);
    // Delivered, failed, deleted or tried by another job already: nothing to send.
    if (delivery === undefined) return;
    await tryOne(ctx, delivery, options);
  };
}
