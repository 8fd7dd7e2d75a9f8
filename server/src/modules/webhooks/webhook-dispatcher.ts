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
import type { ServerContext } from "../../context.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { tellEndpointDisabled } from "./endpoint-disabled.ts";
import { type Resolve, type SendOutcome, sendDelivery } from "./webhook-transport.ts";

/** Deliveries one instance claims at a time. */
const CLAIM_BATCH = 10;
/**
 * How long a claim holds a delivery against other instances: longer than a try may take
 * (DELIVERY_TIMEOUT_MS), so only a crashed instance's claim lapses and is taken again.
 */
const CLAIM_MS = 60_000;

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
  readonly allowLoopback: boolean;
  readonly log: FastifyBaseLogger;
  /** [0, 1): the jitter of the retry delays. */
  readonly random?: () => number;
  readonly resolve?: Resolve;
}

/**
 * Takes up to CLAIM_BATCH due deliveries for this instance (issue 43): pending, due by the
 * server's clock, not held by another instance's live claim. FOR UPDATE SKIP LOCKED lets two
 * instances claim at once without waiting on or taking each other's rows; the claim and the
 * try's count are written in the same statement, so a delivery is tried by one instance.
 */
async function claimDue(ctx: ServerContext): Promise<Claimed[]> {
  const now = ctx.now();
  // The lease is on the database's clock, the one clock every instance shares: judged by
  // each instance's own clock, a claim could look lapsed to an instance whose clock is ahead
  // while its holder is still sending. When a delivery is due is the server's clock (tests move it).
  const lease = sql.raw(`interval '${CLAIM_MS / 1000} seconds'`);
  return rowsOf<Claimed>(
    await ctx.db.execute(sql`
      with due as (
        select d.id from webhook_deliveries d
        where d.status = 'pending' and d.next_attempt_at <= ${now}
          and (d.claimed_until is null or d.claimed_until < clock_timestamp())
        order by d.next_attempt_at, d.id
        limit ${CLAIM_BATCH}
        for update skip locked
      )
      update webhook_deliveries w
      set claimed_until = clock_timestamp() + ${lease}, attempts = w.attempts + 1
      from due, webhook_endpoints e
      where w.id = due.id and e.id = w.endpoint_id
      returning w.id, w.endpoint_id, w.company_id, w.event_id, w.body, w.attempts,
        w.round_started_at, e.url, e.secret, e.enabled, e.failing_since`),
  );
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
    options.allowLoopback,
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
  await ctx.db.execute(sql`
    update webhook_deliveries set status = ${next === null ? "failed" : "pending"},
      claimed_until = null, next_attempt_at = ${next}, response_code = ${status},
      last_error = ${reason.slice(0, 500)}
    where id = ${delivery.id}`);
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

/**
 * The deliveries of one server instance: `sweep()` sends every due delivery it can claim, one
 * sweep at a time per instance (a call during a sweep runs another after it). The instance
 * sweeps on a timer and whenever a request wrote deliveries (webhooks.routes.ts, tests).
 */
export interface WebhookDispatcher {
  sweep(): Promise<void>;
  /** Resolves when the sweeps asked for so far have ended. */
  idle(): Promise<void>;
}

export function createWebhookDispatcher(
  ctx: ServerContext,
  options: DispatcherOptions,
): WebhookDispatcher {
  let running: Promise<void> = Promise.resolve();
  const sweepOnce = async () => {
    for (;;) {
      const claimed = await claimDue(ctx);
      if (claimed.length === 0) return;
      await Promise.all(claimed.map((delivery) => tryOne(ctx, delivery, options)));
    }
  };
  return {
    sweep() {
      running = running
        .then(sweepOnce)
        .catch((error: unknown) => options.log.error({ err: error }, "webhook sweep failed"));
      return running;
    },
    idle: () => running,
  };
}
