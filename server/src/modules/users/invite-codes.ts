import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { INVITE_LIFETIME_DAYS } from "../../../../src/core/api/users/user-invites.ts";
import { DAY_MS } from "../../../../src/core/durations.ts";
import type { ServerContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { actionCodes, companies, users } from "../../db/schema.ts";

/**
 * Invite codes: random, mailed once, stored only as their SHA-256 (a leaked table opens no
 * account), single use, INVITE_LIFETIME_DAYS days. An invited user holds at most one usable
 * code: issuing a new one (resend) discards the others.
 */
export const INVITE_KIND = "invite";
const INVITE_LIFETIME_MS = INVITE_LIFETIME_DAYS * DAY_MS;

/** Drizzle's database or one of its transactions: both run the same statements. */
type Queryable = Pick<Db, "select" | "insert" | "update" | "delete">;

export function hashInviteCode(code: string): string {
  return createHash("sha256").update(code, "utf8").digest("hex");
}

/** A fresh code for an invited user; every earlier unused invite code of theirs stops working. */
export async function issueInviteCode(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<{ code: string; expiresAt: Date }> {
  const code = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_MS);
  await db
    .delete(actionCodes)
    .where(
      and(
        eq(actionCodes.userId, userId),
        eq(actionCodes.kind, INVITE_KIND),
        isNull(actionCodes.usedAt),
      ),
    );
  await db.insert(actionCodes).values({
    codeHash: hashInviteCode(code),
    kind: INVITE_KIND,
    userId,
    expiresAt,
    createdAt: now,
  });
  return { code, expiresAt };
}

/** The invitee a code opens, while it is unused, unexpired and they are still invited. */
export async function usableInvite(ctx: ServerContext, code: string) {
  const [row] = await ctx.db
    .select({
      userId: users.id,
      email: users.email,
      firstname: users.firstname,
      companyName: companies.name,
    })
    .from(actionCodes)
    .innerJoin(users, eq(users.id, actionCodes.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(actionCodes.codeHash, hashInviteCode(code)),
        eq(actionCodes.kind, INVITE_KIND),
        isNull(actionCodes.usedAt),
        gt(actionCodes.expiresAt, ctx.now()),
        eq(users.status, "invited"),
      ),
    );
  return row ?? null;
}

/** Marks the code used, once: the user it belonged to, or null if it was not usable. */
export async function claimInviteCode(
  ctx: ServerContext,
  db: Queryable,
  code: string,
): Promise<number | null> {
  const now = ctx.now();
  const [claimed] = await db
    .update(actionCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(actionCodes.codeHash, hashInviteCode(code)),
        eq(actionCodes.kind, INVITE_KIND),
        isNull(actionCodes.usedAt),
        gt(actionCodes.expiresAt, now),
      ),
    )
    .returning({ userId: actionCodes.userId });
  return claimed?.userId ?? null;
}
