import type { ServerContext } from "../../context.ts";
import type { JobKind, JobWriter } from "../../jobs/job-queue.ts";
import { jobsOf } from "../../jobs/server-jobs.ts";
import { type AlertTransition, tellAlertTransitions } from "./alert-news.ts";

/**
 * The news of an alert that fired or resolved (notifications and contacts' mail), as a job on
 * the queue (server/src/jobs): written in the transaction that writes the alert and its
 * webhook event, so a crash after the commit loses none of the three; the next instance to
 * poll tells it. Times travel as ISO text (a job's data is JSON).
 */
type Serialised = Omit<AlertTransition, "started" | "ended"> & {
  readonly started: string;
  readonly ended: string | null;
};

export interface AlertNewsJob {
  readonly alert: Serialised;
}

const QUEUE = "alert-news";

/** Declares the news job on the instance's queue: every instance tells, evaluating or not. */
export function defineAlertNews(ctx: ServerContext): void {
  jobsOf(ctx).define<AlertNewsJob>({
    name: QUEUE,
    run: async ({ alert }) => {
      await tellAlertTransitions(ctx, [
        {
          ...alert,
          started: new Date(alert.started),
          ended: alert.ended === null ? null : new Date(alert.ended),
        },
      ]);
    },
    // Telling is a few inserts and mails to the outbox: a minute is plenty.
    expireInSeconds: 60,
  });
}

function kindOf(ctx: ServerContext): JobKind<AlertNewsJob> {
  return jobsOf(ctx).kindNamed<AlertNewsJob>(QUEUE);
}

/** Writes one news job per transition through `writer` (the evaluation's transaction). */
export async function enqueueAlertNews(
  ctx: ServerContext,
  writer: JobWriter,
  transitions: ReadonlyArray<AlertTransition>,
): Promise<void> {
  if (transitions.length === 0) return;
  const jobs = transitions.map((alert) => ({
    alert: {
      ...alert,
      started: alert.started.toISOString(),
      ended: alert.ended?.toISOString() ?? null,
    },
  }));
  await jobsOf(ctx).enqueue(writer, kindOf(ctx), jobs);
}

/** Tells the news due now on this instance (after an evaluation commits), and waits for it. */
export function tellDueAlertNews(ctx: ServerContext): Promise<void> {
  return jobsOf(ctx).runDue(kindOf(ctx));
}
