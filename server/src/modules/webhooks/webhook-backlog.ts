import { sql } from "drizzle-orm";
import type { ServerContext } from "../../context.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import type { WebhookBacklog } from "../../metrics/metrics.ts";

/**
 * The deliveries waiting (issue 49's webhook lag), for the metrics scrape: pending ones, those
 * due now and not held by a try, and how long the oldest of those has waited. A backlog that
 * grows, or an oldest due delivery older than a minute, means no instance's workers are
 * taking them (or receivers are slow).
 */
export async function readWebhookBacklog(ctx: ServerContext): Promise<WebhookBacklog> {
  const now = ctx.now();
  const [row] = rowsOf<{ pending: number; due: number; oldest: string | Date | null }>(
    await ctx.db.execute(sql`
      select count(*)::int as pending, (count(*) filter (where due))::int as due,
        min(next_attempt_at) filter (where due) as oldest
      from (
        select next_attempt_at, next_attempt_at <= ${now}
            and (claimed_until is null or claimed_until < ${now}) as due
        from webhook_deliveries where status = 'pending'
      ) waiting`),
  );
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
  return {
    pending: row?.pending ?? 0,
    due: row?.due ?? 0,
    oldestDueSeconds: oldest === null ? 0 : Math.max(0, (now.getTime() - oldest) / 1000),
  };
}
