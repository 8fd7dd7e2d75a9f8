import { createHmac, randomBytes } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import {
  CALENDAR_FEED_PREFIX_LENGTH,
  CALENDAR_FEED_REFUSALS,
  type CalendarFeed,
  type CreatedCalendarFeed,
  calendarFeedPath,
  MAX_CALENDAR_FEEDS_PER_USER,
} from "../../../../src/core/api/events/calendar-feeds.ts";
import { API_VERSION_PREFIX } from "../../../../src/core/constants.ts";
import { readersOf } from "../../../../src/core/permissions/module-matrix.ts";
import { activityBy } from "../../activity/activity-entry.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { ServerContext } from "../../context.ts";
import { isoTime } from "../../db/iso-time.ts";
import { calendarFeeds, userPermissions, users } from "../../db/schema.ts";
import { conflict, forbidden, notFound } from "../../http/api-error.ts";
import type { ListDeclaration } from "../../http/paged-list.ts";

/**
 * The secret of a feed's address: 32 bytes from the OS generator, base64url (43 characters).
 * As long as a signing key, so guessing one is out of reach; stored only as an HMAC under the
 * server's hash key, so a copy of the database does not hand out working addresses.
 */
function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

function digest(ctx: ServerContext, secret: string): string {
  return createHmac("sha256", ctx.keys.hashKey)
    .update(`calendar-feed:${secret}`)
    .digest("base64url");
}

/** A secret as the router receives it: anything else is not an address this server made. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/u;

/** The absolute address of a feed: the portal's address carries the API too (one origin). */
function feedUrl(ctx: ServerContext, secret: string): string {
  return `${ctx.config.portalUrl}${API_VERSION_PREFIX}${calendarFeedPath(secret)}`;
}

/**
 * POST /calendar-feeds: a new address for the caller. Not while impersonating: the address
 * would go on working for whoever saw it after the impersonation ends.
 */
export async function createCalendarFeed(
  ctx: ServerContext,
  user: CurrentUser,
  name: string,
): Promise<CreatedCalendarFeed> {
  if (user.impersonation !== null) throw forbidden(CALENDAR_FEED_REFUSALS.impersonating);
  const secret = newSecret();
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    // One user's creations queue on their own row, so two at once cannot both pass the limit.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${user.id} for update`);
    const [held] = await tx
      .select({ n: count() })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, user.id));
    if ((held?.n ?? 0) >= MAX_CALENDAR_FEEDS_PER_USER)
      throw conflict(CALENDAR_FEED_REFUSALS.tooMany);
    const [row] = await tx
      .insert(calendarFeeds)
      .values({
        companyId: user.companyId,
        userId: user.id,
        name,
        secretDigest: digest(ctx, secret),
        prefix: secret.slice(0, CALENDAR_FEED_PREFIX_LENGTH),
        createdAt: now,
      })
      .returning({ id: calendarFeeds.id, prefix: calendarFeeds.prefix });
    if (!row) throw new Error("calendar feed insert returned no row");
    await recordActivity(tx, {
      ...activityBy(ctx, user),
      action: "calendar_feed.created",
      target: { type: "calendar_feed", id: String(row.id), label: name },
      after: { prefix: row.prefix },
    });
    return {
      id: String(row.id),
      name,
      prefix: row.prefix,
      created: now.toISOString(),
      last_used: null,
      url: feedUrl(ctx, secret),
    };
  });
}

/** DELETE /calendar-feeds/{id}: the caller's own feed only; the address stops at once. */
export async function revokeCalendarFeed(
  ctx: ServerContext,
  user: CurrentUser,
  id: number,
): Promise<void> {
  const gone = await ctx.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(calendarFeeds)
      .where(and(eq(calendarFeeds.id, id), eq(calendarFeeds.userId, user.id)))
      .returning({ id: calendarFeeds.id, name: calendarFeeds.name, prefix: calendarFeeds.prefix });
    for (const feed of deleted) {
      await recordActivity(tx, {
        ...activityBy(ctx, user),
        action: "calendar_feed.revoked",
        target: { type: "calendar_feed", id: String(feed.id), label: feed.name },
        before: { prefix: feed.prefix },
      });
    }
    return deleted;
  });
  if (gone.length === 0) throw notFound();
}

/** GET /calendar-feeds: the caller's own feeds, newest first. */
export const CALENDAR_FEED_ROWS: ListDeclaration<object, CalendarFeed, CalendarFeed> = {
  name: "calendar_feeds",
  table: "calendar_feeds f",
  alias: "f",
  owner: "f.user_id = $1",
  filters: [],
  orderings: { "-created": "f.created_at desc, f.id desc" },
  ordering: () => "-created",
  columns: `f.id::text as id, f.name as name, f.prefix as prefix,
    ${isoTime("f.created_at")} as created,
    case when f.last_used_at is null then null else ${isoTime("f.last_used_at")} end as last_used`,
  toItem: (row) => row,
};

/** Whose maintenances an address serves. */
export interface FeedOwner {
  readonly companyId: number;
  readonly userId: number;
}

/**
 * The owner of the address with this secret, marking it used, or null. The address works
 * while its user is active and may read maintenances (the support module): a user who leaves
 * or loses the permission takes their addresses' access with them, as their sessions.
 */
export async function feedOwnerOf(ctx: ServerContext, secret: string): Promise<FeedOwner | null> {
  if (!SECRET_SHAPE.test(secret)) return null;
  const [row] = await ctx.db
    .update(calendarFeeds)
    .set({ lastUsedAt: ctx.now() })
    .where(
      and(
        eq(calendarFeeds.secretDigest, digest(ctx, secret)),
        sql`exists (select 1 from ${users} u where u.id = ${calendarFeeds.userId}
          and u.status = 'active' and exists (select 1 from ${userPermissions} p
            where p.user_id = u.id and p.permission in (${sql.join(
              readersOf("support").map((permission) => sql`${permission}`),
              sql`, `,
            )})))`,
      ),
    )
    .returning({ companyId: calendarFeeds.companyId, userId: calendarFeeds.userId });
  return row ?? null;
}

export function feedNotFound(): Error {
  return notFound("This calendar address does not exist or was revoked.");
}
