import type { ServerContext } from "../../context.ts";
import type { JobKind, JobWriter } from "../../jobs/job-queue.ts";
import { jobsOf } from "../../jobs/server-jobs.ts";

/**
 * One try of one delivery, as a job on the queue (server/src/jobs). `attempt` is the
 * delivery's count of tries when the job was written: the try claims the delivery only while
 * the count is still that (webhook-dispatcher.ts), so a second job for the same try (a
 * redelivery asked for while one waited) sends nothing.
 */
export interface DeliveryJob {
  readonly delivery: number;
  readonly attempt: number;
}

export const DELIVERY_QUEUE = "webhook-delivery";

/** The delivery job kind of the instance `ctx` belongs to (webhook-flow.ts defines it). */
export function deliveryJobsOf(ctx: ServerContext): JobKind<DeliveryJob> {
  return jobsOf(ctx).kindNamed<DeliveryJob>(DELIVERY_QUEUE);
}

/**
 * Writes the jobs of `deliveries` through `writer`, due at `due` (at once when not given):
 * with the transaction that writes the deliveries, so each one has its job exactly when it
 * exists.
 */
export async function enqueueDeliveries(
  ctx: ServerContext,
  writer: JobWriter,
  deliveries: readonly DeliveryJob[],
  due?: Date,
): Promise<void> {
  await jobsOf(ctx).enqueue(writer, deliveryJobsOf(ctx), deliveries, due ? { due } : {});
}
