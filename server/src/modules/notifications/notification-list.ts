import { count, sql } from "drizzle-orm";
import type { Notification } from "../../../../src/core/api/notification.ts";
import type { NotificationFilters } from "../../../../src/core/api/notification-filters.ts";
import type { ServerContext } from "../../context.ts";
import { notifications } from "../../db/schema.ts";
import type { PageWindow } from "../../http/pagination.ts";
import { notificationConditions } from "./notification-filters.ts";
import { rowsOf } from "./raw-rows.ts";

/** The caller's unread count over all their notifications (the partial index answers it). */
export const unreadCountOf = (userId: number) =>
  sql`(select count(*)::int from ${notifications} as unread where unread.user_id = ${userId} and not unread.is_read)`;

/** A row as the query below shapes it: already in the contract's wire format. */
interface NotificationRow extends Omit<Notification, "total_unread"> {
  readonly total_unread: number;
  readonly matching: number;
}

export interface NotificationPage {
  readonly count: number;
  readonly results: Notification[];
}

/**
 * One page of a user's notifications, newest first, in ONE query: the page's rows, the
 * number of matching rows (`count(*) over ()`, computed before LIMIT) and the unread total
 * (a scalar subquery run once). Only a page past the end needs a second query, for the count.
 *
 * The portal polls this every 5 s per open tab, so it is the server's hottest path: the
 * statement is plain SQL that answers in the wire format (text ids, ISO times), which skips
 * the ORM's row mapping; measured, that mapping cost about as much as the query itself.
 */
export async function notificationPage(
  ctx: ServerContext,
  userId: number,
  filters: NotificationFilters,
  window: PageWindow,
): Promise<NotificationPage> {
  const where = notificationConditions(userId, filters);
  const rows = rowsOf<NotificationRow>(
    await ctx.db.execute(sql`
      select ${notifications.id}::text as id, ${notifications.message} as message,
        ${notifications.url} as url, ${notifications.isRead} as is_read,
        to_char(${notifications.dateCreated} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          as date_created,
        ${notifications.relatedModule} as related_module,
        (count(*) over ())::int as matching, ${unreadCountOf(userId)} as total_unread
      from ${notifications}
      where ${where}
      order by ${notifications.dateCreated} desc, ${notifications.id} desc
      limit ${window.limit} offset ${window.offset}`),
  );
  const first = rows[0];
  if (!first) {
    if (window.offset === 0) return { count: 0, results: [] };
    const [total] = await ctx.db.select({ n: count() }).from(notifications).where(where);
    return { count: total?.n ?? 0, results: [] };
  }
  return {
    count: Number(first.matching),
    results: rows.map(({ matching: _matching, ...row }) => ({
      ...row,
      total_unread: Number(row.total_unread),
    })),
  };
}
