import { and, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { notificationRetentionCutoff } from "../../../../src/core/api/notifications/notification-retention.ts";
import type { ServerContext } from "../../context.ts";
import { notifications } from "../../db/schema.ts";

const SWEEP_EVERY_MS = 60 * 60 * 1000;

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

/** Sweeps once when the server starts and then every hour until it closes. */
export async function keepNotificationRetention(
  app: FastifyInstance,
  ctx: ServerContext,
): Promise<void> {
  await pruneReadNotifications(ctx);
  const timer = setInterval(() => {
    pruneReadNotifications(ctx).catch((error: unknown) =>
      app.log.error({ err: error }, "notification retention sweep failed"),
    );
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
