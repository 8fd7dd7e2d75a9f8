import { and, asc, count, eq, exists, inArray, sql } from "drizzle-orm";
import { fullName } from "../../../../src/core/api/users/user-name.ts";
import type { PersonRef } from "../../../../src/core/api/users/users.ts";
import { readersOf } from "../../../../src/core/permissions/module-matrix.ts";
import type { ActivityEntry } from "../../activity/activity-entry.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { ServerContext } from "../../context.ts";
import { supportFollowers, userPermissions, users } from "../../db/schema.ts";
import type { PageWindow } from "../../http/pagination.ts";
import { personMatches } from "../users/user-directory.ts";

/**
 * Who follows a ticket and who may: the company's active people who can see tickets (view
 * or write support). Everything is scoped to the caller's company.
 */

const person = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
};

type PersonRow = { id: number; firstname: string; lastname: string; email: string };

export const toPersonRef = (row: PersonRow): PersonRef => ({
  id: String(row.id),
  name: fullName(row),
  email: row.email,
});

const byName = [
  asc(sql`lower(${users.lastname})`),
  asc(sql`lower(${users.firstname})`),
  asc(users.id),
];

/** Active people of the company holding a support permission. */
function mayFollow(companyId: number) {
  return and(
    eq(users.companyId, companyId),
    eq(users.status, "active"),
    exists(
      sql`(select 1 from ${userPermissions} where ${userPermissions.userId} = ${users.id}
        and ${inArray(userPermissions.permission, [...readersOf("support")])})`,
    ),
  );
}

export async function followCandidates(
  ctx: ServerContext,
  companyId: number,
  search: string | undefined,
  window: PageWindow,
): Promise<{ count: number; results: PersonRef[] }> {
  const where = and(mayFollow(companyId), search?.trim() ? personMatches(search) : undefined);
  const [total] = await ctx.db.select({ n: count() }).from(users).where(where);
  const rows = await ctx.db
    .select(person)
    .from(users)
    .where(where)
    .orderBy(...byName)
    .limit(window.limit)
    .offset(window.offset);
  return { count: total?.n ?? 0, results: rows.map(toPersonRef) };
}

/** A person of the company who may follow tickets, or null. */
export async function candidate(
  ctx: ServerContext,
  companyId: number,
  userId: number,
): Promise<PersonRef | null> {
  const [row] = await ctx.db
    .select(person)
    .from(users)
    .where(and(eq(users.id, userId), mayFollow(companyId)));
  return row ? toPersonRef(row) : null;
}

export async function followerPage(
  ctx: ServerContext,
  ticketId: number,
  window: PageWindow,
): Promise<{ count: number; results: PersonRef[] }> {
  const [total] = await ctx.db
    .select({ n: count() })
    .from(supportFollowers)
    .where(eq(supportFollowers.ticketId, ticketId));
  const rows = await ctx.db
    .select(person)
    .from(supportFollowers)
    .innerJoin(users, eq(users.id, supportFollowers.userId))
    .where(eq(supportFollowers.ticketId, ticketId))
    .orderBy(...byName)
    .limit(window.limit)
    .offset(window.offset);
  return { count: total?.n ?? 0, results: rows.map(toPersonRef) };
}

/** Adds or removes one follower (idempotent); returns whether they follow and the count. */
export async function setFollowing(
  ctx: ServerContext,
  ticketId: number,
  userId: number,
  follow: boolean,
  entry: ActivityEntry,
): Promise<{ is_following: boolean; followers_count: number }> {
  await ctx.db.transaction(async (tx) => {
    const changed = follow
      ? await tx
          .insert(supportFollowers)
          .values({ ticketId, userId, createdAt: ctx.now() })
          .onConflictDoNothing()
          .returning({ userId: supportFollowers.userId })
      : await tx
          .delete(supportFollowers)
          .where(and(eq(supportFollowers.ticketId, ticketId), eq(supportFollowers.userId, userId)))
          .returning({ userId: supportFollowers.userId });
    // Following again changes nothing, and is not recorded.
    if (changed.length > 0) await recordActivity(tx, entry);
  });
  const [total] = await ctx.db
    .select({ n: count() })
    .from(supportFollowers)
    .where(eq(supportFollowers.ticketId, ticketId));
  return { is_following: follow, followers_count: total?.n ?? 0 };
}
