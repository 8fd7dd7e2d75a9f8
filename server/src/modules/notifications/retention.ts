import { and, lt, sql } from "drizzle-orm";
import { notificationRetentionCutoff } from "../../../../src/core/api/notifications/notification-retention.ts";
import type { ServerContext } from "../../context.ts";
import { notifications } from "../../db/schema.ts";
import { jobsOf } from "../../jobs/server-jobs.ts";

/**
 * Applies the retention rule of src/core (`isPastRetention`: read and sent before the cutoff)
 * in one statement; the count triggers follow. Answers how many were deleted. Idempotent,
 * so every server instance on one database may sweep.
 */
export async function pruneReadNotifications(ctx: ServerContext): Promise<number> {
  const cutoff = notificationRetentionCutoff(ctx.now());
  const deleted = await ctx.db
    .delete(notifications)
    .where(and(sql`${notifications.isRead}`, lt(notifications.dateCreated, cutoff)))
    .returning({ id: notifications.id });
  return deleted.length;
}

/**
 * Sweeps once when the server starts, and then hourly as a recurring job on the job queue
 * (docs/jobs.md): one instance sweeps each hour, whichever instances run.
 */
export async function keepNotificationRetention(ctx: ServerContext): Promise<void> {
  await pruneReadNotifications(ctx);
  jobsOf(ctx).recurring({
    name: "notification-retention",
    cron: "0 * * * *",
    run: async () => {
      await pruneReadNotifications(ctx);
    },
  });
}
