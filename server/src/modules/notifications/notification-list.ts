import { count } from "drizzle-orm";
import type { Notification } from "../../../../src/core/api/notification.ts";
import type { NotificationFilters } from "../../../../src/core/api/notification-filters.ts";
import type { ServerContext } from "../../context.ts";
import type { Statement } from "../../db/prepared.ts";
import { notifications } from "../../db/schema.ts";
import type { PageWindow } from "../../http/pagination.ts";
import { notificationConditions, notificationFilterParams } from "./notification-filters.ts";

/**
 * The page query, prepared once per connection. Each filter is a parameter that is either
 * null (not filtered) or the value; `search` arrives as an escaped ILIKE pattern.
 */
const NOTIFICATION_PAGE: Statement = {
  name: "notification_page",
  types: [
    "int4",
    "bool",
    "text",
    "text",
    "timestamptz",
    "timestamptz",
    "timestamptz",
    "int4",
    "int4",
  ],
  text: `select n.id::text as id, n.message, n.url, n.is_read,
      to_char(n.date_created at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as date_created,
      n.related_module,
      (count(*) over ())::int as matching,
      (select count(*)::int from notifications unread
        where unread.user_id = $1 and not unread.is_read) as total_unread
    from notifications n
    where n.user_id = $1
      and ($2::bool is null or n.is_read = $2)
      and ($3::text is null or n.related_module = $3)
      and ($4::text is null or n.message ilike $4)
      and ($5::timestamptz is null or n.date_created >= $5)
      and ($6::timestamptz is null or n.date_created <= $6)
      and ($7::timestamptz is null or n.date_created < $7)
    order by n.date_created desc, n.id desc
    limit $8 offset $9`,
};

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
  const where = notificationFilterParams(filters);
  const rows = await ctx.statements.run<NotificationRow>(NOTIFICATION_PAGE, [
    userId,
    where.isRead,
    where.relatedModule,
    where.pattern,
    where.from,
    where.toInclusive,
    where.toExclusive,
    window.limit,
    window.offset,
  ]);
  const first = rows[0];
  if (!first) {
    if (window.offset === 0) return { count: 0, results: [] };
    const [total] = await ctx.db
      .select({ n: count() })
      .from(notifications)
      .where(notificationConditions(userId, filters));
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
