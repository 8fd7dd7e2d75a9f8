import type { FastifyInstance } from "fastify";
import type { WebhookReach } from "../../../../src/core/api/webhooks/webhooks.ts";
import type { ServerContext } from "../../context.ts";
import type { Database } from "../../db/database.ts";
import { crashRecoveryMs } from "../../jobs/job-queue.ts";
import { jobsOf } from "../../jobs/server-jobs.ts";
import type { ServerMetrics } from "../../metrics/metrics.ts";
import { DELIVERY_QUEUE, type DeliveryJob, deliveryJobsOf } from "./delivery-jobs.ts";
import { readWebhookBacklog } from "./webhook-backlog.ts";
import { CLAIM_MS, createWebhookDispatcher } from "./webhook-dispatcher.ts";
import { decideWebhookLoopback } from "./webhook-loopback.ts";

export interface WebhookFlow {
  /**
   * Where deliveries may go besides public https receivers: the receivers the operator named
   * (CONDUIT_WEBHOOK_PRIVATE_RECEIVERS) and loopback in the demo set-up (webhook-loopback.ts).
   */
  readonly reach: WebhookReach;
}

/**
 * A try's job expires with its hold on the delivery (CLAIM_MS), and a try that threw comes
 * again only once that hold has lapsed (a minute, then later): a sooner retry would find the
 * delivery still held and send nothing.
 */
const DELIVERY_TIMING = { expireInSeconds: CLAIM_MS / 1000, retryDelaySeconds: CLAIM_MS / 1000 };

/** The longest a delivery waits for another instance after its own crashed mid-try. */
export const WEBHOOK_CRASH_RECOVERY_MS = crashRecoveryMs(DELIVERY_TIMING);

const FLOWS = new WeakMap<ServerContext, WebhookFlow>();

/**
 * Webhook deliveries on this instance's job queue (server/src/jobs, issue 43): each try of a
 * delivery is a job, written with the delivery (webhook-outbox.ts) or with the failed try
 * before it (webhook-dispatcher.ts), due when the retry rule says; the queue's workers on every
 * instance take each job once. A delivery left by a stopped instance is sent by the next, and
 * a try whose instance stopped half-way is taken again once its hold lapses: its job expires,
 * the queue fails it and retries it after the retry delay, WEBHOOK_CRASH_RECOVERY_MS after the
 * try began at the most (crashRecoveryMs, job-queue.ts).
 */
export function keepWebhooksFlowing(
  app: FastifyInstance,
  ctx: ServerContext,
  databaseKind: Database["kind"],
  metrics: ServerMetrics,
): WebhookFlow {
  const reach: WebhookReach = {
    loopbackHttp: decideWebhookLoopback(ctx.config, databaseKind).on,
    privateOrigins: new Set(ctx.config.webhookPrivateReceivers),
  };
  if (reach.privateOrigins.size > 0) {
    // An operator's choice that widens where customers' deliveries may go: said at start.
    app.log.warn(
      { receivers: [...reach.privateOrigins] },
      "webhooks may reach these private receivers (CONDUIT_WEBHOOK_PRIVATE_RECEIVERS)",
    );
  }
  jobsOf(ctx).define<DeliveryJob>({
    name: DELIVERY_QUEUE,
    run: createWebhookDispatcher(ctx, {
      reach,
      log: app.log,
      observe: (result, lag) => metrics.countWebhookTry(result, lag),
    }),
    ...DELIVERY_TIMING,
    retryLimit: 5,
  });
  metrics.watchWebhookBacklog(() => readWebhookBacklog(ctx));
  // Deliveries due while no instance ran go out once this one is ready (after the queue's
  // start, an earlier onReady hook), not at its workers' first poll.
  app.addHook("onReady", async () => kickDeliveries(ctx));
  const flow = { reach };
  FLOWS.set(ctx, flow);
  return flow;
}

/** The flow of the instance `ctx` belongs to. */
export function webhookFlowOf(ctx: ServerContext): WebhookFlow {
  const flow = FLOWS.get(ctx);
  if (flow === undefined) throw new Error("webhook deliveries were not started for this server");
  return flow;
}

/**
 * Sends the deliveries due now on this instance, and waits for those its workers hold: after
 * a request that wrote deliveries (so they go out now rather than at the next poll), and in
 * tests.
 */
export function deliverDue(ctx: ServerContext): Promise<void> {
  return jobsOf(ctx).runDue(deliveryJobsOf(ctx));
}

/** The instances (by their background work) with a kick queued that has not started yet. */
const KICK_WAITING = new WeakSet<ServerContext["background"]>();

/**
 * After a request wrote deliveries: send them now rather than at the workers' next poll. A
 * kick that waits for its turn sends whatever later ones would, so at most one waits: an
 * administrator's burst of test pings cannot queue kicks ahead of the password-reset mails
 * that share the background work's slots (background-work.ts).
 */
export function kickDeliveries(ctx: ServerContext): void {
  if (KICK_WAITING.has(ctx.background)) return;
  KICK_WAITING.add(ctx.background);
  const queued = ctx.background.start("webhook deliveries", () => {
    // From here on a new delivery needs a kick of its own: this one may have fetched already.
    KICK_WAITING.delete(ctx.background);
    return deliverDue(ctx);
  });
  // A full queue dropped it: the workers' poll sends the deliveries, and the next kick may try.
  if (!queued) KICK_WAITING.delete(ctx.background);
}
