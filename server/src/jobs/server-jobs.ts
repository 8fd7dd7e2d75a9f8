import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.ts";
import type { Database } from "../db/database.ts";
import { createJobQueue, type JobQueue } from "./job-queue.ts";

const QUEUES = new WeakMap<ServerContext, JobQueue>();

/**
 * The job queue of one server instance (docs/jobs.md): made before the modules register, so
 * they declare their jobs on it (jobsOf(ctx).define / .recurring), started when the server is
 * ready and stopped when it closes, after the jobs under way.
 *
 * Started in onReady itself rather than after it: a request's transaction enqueues through
 * the queue, and on PGlite (one session) a start still running then would wait on that
 * transaction while the transaction waits on it.
 */
export function keepJobsRunning(
  app: FastifyInstance,
  ctx: ServerContext,
  database: Database,
): JobQueue {
  const queue = createJobQueue(database, app.log, ctx.now);
  QUEUES.set(ctx, queue);
  app.addHook("onReady", () => queue.start());
  app.addHook("onClose", () => queue.stop());
  return queue;
}

/** The job queue of the instance `ctx` belongs to. */
export function jobsOf(ctx: ServerContext): JobQueue {
  const queue = QUEUES.get(ctx);
  if (queue === undefined) throw new Error("the job queue was not made for this server");
  return queue;
}
