import { sql } from "drizzle-orm";
import type { ServerContext } from "../../context.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { notificationCounts, notifications } from "../../db/schema.ts";
import { storedId as recordId } from "../../http/record-ids.ts";

/**
 * Marks the user's notifications read, all of them or those listed, and returns the unread
 * count afterwards. Ids of other users' notifications, and ids that name nothing, match no
 * row of this user and are ignored. One statement: the update runs as a CTE and the unread
 * count before it, less the rows it flipped, is the count after it (both read the same
 * snapshot, which is why the CTE's own rows cannot simply be recounted).
 */
export async function markRead(
  ctx: ServerContext,
  userId: number,
  ids: "all" | ReadonlyArray<string>,
): Promise<number> {
  const known = ids === "all" ? [] : [...new Set(ids.map(recordId))].filter((id) => id !== null);
  // The maintained counter (notification_counts), as the statement's snapshot sees it: before
  // the update below, whose trigger changes it only after the statement.
  const unread = sql`select coalesce((select ${notificationCounts.unread} from ${notificationCounts} where ${notificationCounts.userId} = ${userId}), 0)`;
  if (ids !== "all" && known.length === 0) {
    return readCount(await ctx.db.execute(sql`select (${unread}) as total_unread`));
  }
  // One bound parameter however many ids: an int[] literal of recordId's digits-only ids.
  const chosen =
    ids === "all" ? sql`true` : sql`${notifications.id} = any(${`{${known.join(",")}}`}::int[])`;
  const result = await ctx.db.execute(sql`
    with marked as (
      update ${notifications} set is_read = true
      where ${notifications.userId} = ${userId} and not ${notifications.isRead} and ${chosen}
      returning 1
    )
    select (${unread}) - (select count(*)::int from marked) as total_unread`);
  return readCount(result);
}

function readCount(result: unknown): number {
  const [row] = rowsOf<{ total_unread: number | string }>(result);
  return Number(row?.total_unread ?? 0);
}
