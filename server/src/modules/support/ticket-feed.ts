import { sql } from "drizzle-orm";
import type {
  ActivityAuthor,
  ActivityEntry,
  Attachment,
  TicketComment,
  TicketStatus,
} from "../../../../src/core/api/support/index.ts";
import type { ServerContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import type { PageWindow } from "../../http/pagination.ts";
import { attachmentJson, authorJson, commentJson, withNumericSize } from "./json-sql.ts";
import { isoTime } from "./ticket-rows.ts";

/** Reads of a ticket's comments and activity feed, each page in one query. */

const sizedComment = (comment: TicketComment): TicketComment => ({
  ...comment,
  attachments: comment.attachments.map(withNumericSize),
});

/** The ticket's comments, oldest first, with their files. */
export async function commentPage(
  ctx: ServerContext,
  ticketId: number,
  window: PageWindow,
): Promise<{ count: number; results: TicketComment[] }> {
  const result = await ctx.db.execute(sql`
    select ${sql.raw(commentJson("c"))} as comment, (count(*) over ())::int as matching
    from support_comments c where c.ticket_id = ${ticketId}
    order by c.created_at, c.id limit ${window.limit} offset ${window.offset}`);
  const rows = rowsOf<{ comment: TicketComment; matching: number }>(result);
  const count = rows[0]
    ? Number(rows[0].matching)
    : await countOf(
        ctx.db,
        sql`select count(*)::int as n from support_comments where ticket_id = ${ticketId}`,
      );
  return { count, results: rows.map((row) => sizedComment(row.comment)) };
}

/** One comment of the ticket, or null. */
export async function commentOf(
  db: Db,
  ticketId: number,
  commentId: number,
): Promise<TicketComment | null> {
  const result = await db.execute(sql`
    select ${sql.raw(commentJson("c"))} as comment
    from support_comments c where c.ticket_id = ${ticketId} and c.id = ${commentId}`);
  const [row] = rowsOf<{ comment: TicketComment }>(result);
  return row ? sizedComment(row.comment) : null;
}

async function countOf(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(query));
  return Number(row?.n ?? 0);
}

interface FeedRow {
  readonly id: string;
  readonly kind: ActivityEntry["kind"];
  readonly created: string;
  readonly author: ActivityAuthor;
  readonly from_status: TicketStatus | null;
  readonly to_status: TicketStatus | null;
  readonly transition_name: string | null;
  readonly comment: TicketComment | null;
  readonly attachment: Attachment | null;
}

function toEntry(row: FeedRow): ActivityEntry {
  const common = { id: row.id, created: row.created, author: row.author };
  if (row.kind === "comment" && row.comment) {
    return { ...common, kind: "comment", comment: sizedComment(row.comment) };
  }
  if (row.kind === "attachment" && row.attachment) {
    return { ...common, kind: "attachment", attachment: withNumericSize(row.attachment) };
  }
  return {
    ...common,
    kind: "status_change",
    from_status: row.from_status ?? "open",
    to_status: row.to_status ?? "open",
    transition: row.transition_name,
  };
}

const FEED_COLUMNS = `e.id::text as id, e.kind, ${isoTime("e.created_at")} as created,
  ${authorJson("e")} as author, e.from_status, e.to_status, e.transition_name,
  (select ${commentJson("c")} from support_comments c where c.id = e.comment_id) as comment,
  (select ${attachmentJson("a")} from support_attachments a where a.id = e.attachment_id) as attachment`;

/** The ticket's feed, newest first. */
export async function activityPage(
  db: Db,
  ticketId: number,
  window: PageWindow,
): Promise<{ count: number; results: ActivityEntry[] }> {
  const result = await db.execute(sql`
    select ${sql.raw(FEED_COLUMNS)}, (count(*) over ())::int as matching
    from support_activity e where e.ticket_id = ${ticketId}
    order by e.created_at desc, e.id desc limit ${window.limit} offset ${window.offset}`);
  const rows = rowsOf<FeedRow & { matching: number }>(result);
  const count = rows[0]
    ? Number(rows[0].matching)
    : await countOf(
        db,
        sql`select count(*)::int as n from support_activity where ticket_id = ${ticketId}`,
      );
  return { count, results: rows.map(toEntry) };
}

/** Feed entries by id, newest first (what a POST added). */
export async function activityEntries(
  db: Db,
  ticketId: number,
  ids: ReadonlyArray<number>,
): Promise<ActivityEntry[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select ${sql.raw(FEED_COLUMNS)} from support_activity e
    where e.ticket_id = ${ticketId} and e.id = any(${`{${ids.join(",")}}`}::int[])
    order by e.created_at desc, e.id desc`);
  return rowsOf<FeedRow>(result).map(toEntry);
}
