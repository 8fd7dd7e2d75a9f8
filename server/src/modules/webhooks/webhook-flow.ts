import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context.ts";
import type { Database } from "../../db/connect.ts";
import { jobsOf } from "../../jobs/server-jobs.ts";
import { DELIVERY_QUEUE, deliveryJobsOf, setDeliveryJobs } from "./delivery-jobs.ts";
import { CLAIM_MS, createWebhookDispatcher } from "./webhook-dispatcher.ts";
import { decideWebhookLoopback } from "./webhook-loopback.ts";

export interface WebhookFlow {
  /** Plain http to loopback is allowed (webhook-loopback.ts). */
  readonly allowLoopback: boolean;
}

const FLOWS = new WeakMap<ServerContext, WebhookFlow>();

/**
 * Webhook deliveries on this instance's job queue (server/src/jobs, issue 43): each try of a
 * delivery is a job, written with the delivery (webhook-outbox.ts) or with the failed try
 * before it (webhook-dispatcher.ts), due when the retry rule says; the queue's workers on every
 * instance take each job once. A delivery left by a stopped instance is sent by the next, and
 * a try whose instance stopped half-way is taken again after CLAIM_MS.
 */
export function keepWebhooksFlowing(
  app: FastifyInstance,
  ctx: ServerContext,
  databaseKind: Database["kind"],
): WebhookFlow {
  const allowLoopback = decideWebhookLoopback(ctx.config, databaseKind).on;
  const kind = jobsOf(ctx).define({
    name: DELIVERY_QUEUE,
    run: createWebhookDispatcher(ctx, { allowLoopback, log: app.log }),
    expireInSeconds: CLAIM_MS / 1000,
    // A thrown try (the database failed under it) comes again after a minute, then later.
    retryLimit: 5,
    retryDelaySeconds: CLAIM_MS / 1000,
  });
  setDeliveryJobs(ctx, kind);
  // Deliveries due while no instance ran go out once this one is ready (after the queue's
  // start, an earlier onReady hook), not at its workers' first poll.
  app.addHook("onReady", async () => {
    ctx.background.start("webhook deliveries", () => deliverDue(ctx));
  });
  const flow = { allowLoopback };
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

/** After a request wrote deliveries: send them now rather than at the workers' next poll. */
export function kickDeliveries(ctx: ServerContext): void {
  ctx.background.start("webhook deliveries", () => deliverDue(ctx));
}
