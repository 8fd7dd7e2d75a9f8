import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ListQueryOf } from "../../../../src/core/api/define-list.ts";
import type {
  PENDING_USER_LIST,
  PendingUser,
} from "../../../../src/core/api/users/user-invites.ts";
import { fullName } from "../../../../src/core/api/users/user-name.ts";
import { sortPermissions } from "../../../../src/core/api/users/user-permissions.ts";
import type { ServerContext } from "../../context.ts";
import { actionCodes, users } from "../../db/schema.ts";
import { missingRow } from "../../http/foreign-rows.ts";
import type { PageWindow } from "../../http/pagination.ts";
import { INVITE_KIND } from "./invite-codes.ts";
import { permissionsOfUser, personMatches } from "./user-directory.ts";

/** Invited users who have not set a password yet (/manage/pending-users), per company. */

const inviter = alias(users, "inviter");

/** When the user's usable invite code expires; null when none works any more. */
function inviteExpiry(ctx: ServerContext) {
  return sql<
    Date | string | null
  >`(select max(${actionCodes.expiresAt}) from ${actionCodes} where ${actionCodes.userId} = ${users.id} and ${actionCodes.kind} = ${INVITE_KIND} and ${actionCodes.usedAt} is null and ${actionCodes.expiresAt} > ${ctx.now().toISOString()})`;
}

function pendingIn(companyId: number): SQL | undefined {
  return and(eq(users.companyId, companyId), eq(users.status, "invited"));
}

async function selectPending(ctx: ServerContext, where: SQL | undefined, window?: PageWindow) {
  const query = ctx.db
    .select({
      user: users,
      permissions: permissionsOfUser,
      inviter: {
        id: inviter.id,
        firstname: inviter.firstname,
        lastname: inviter.lastname,
        email: inviter.email,
      },
      inviteExpiresAt: inviteExpiry(ctx),
    })
    .from(users)
    .leftJoin(inviter, eq(inviter.id, users.invitedById))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id));
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  return rows.map((row): PendingUser => {
    // A raw subquery's timestamp arrives as text on some drivers and as a Date on others.
    const expires = row.inviteExpiresAt === null ? null : new Date(row.inviteExpiresAt);
    return {
      id: String(row.user.id),
      firstname: row.user.firstname,
      lastname: row.user.lastname,
      email: row.user.email,
      phone: row.user.phone,
      job_title: row.user.jobTitle,
      permissions: sortPermissions(row.permissions),
      invited_at: row.user.createdAt.toISOString(),
      invited_by: row.inviter
        ? { id: String(row.inviter.id), name: fullName(row.inviter), email: row.inviter.email }
        : null,
      invite_expires_at: expires?.toISOString() ?? null,
    };
  });
}

export async function listPendingUsers(
  ctx: ServerContext,
  companyId: number,
  query: ListQueryOf<typeof PENDING_USER_LIST>,
  window: PageWindow,
): Promise<{ count: number; results: PendingUser[] }> {
  const where = and(
    pendingIn(companyId),
    query.search?.trim() ? personMatches(query.search) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(users).where(where);
  return { count: total?.n ?? 0, results: await selectPending(ctx, where, window) };
}

/** One pending user of the company, or 404 (active users and other companies' users too). */
export async function findPendingUser(
  ctx: ServerContext,
  companyId: number,
  userId: number,
): Promise<PendingUser> {
  const [pending] = await selectPending(ctx, and(pendingIn(companyId), eq(users.id, userId)));
  if (!pending) throw await missingRow(ctx, companyId, "invitation", userId);
  return pending;
}

/** True when any user of any company has this address, ignoring case. */
export async function emailTaken(ctx: ServerContext, email: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}
