import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { HOUR_MS, MINUTE_MS } from "../../../../src/core/durations.ts";
import type { ServerContext } from "../../context.ts";
import { actionCodes, users } from "../../db/schema.ts";
import { portalLink } from "../../mail/portal-link.ts";
import { endSessionsOf } from "./user-sessions.ts";

/**
 * Forgotten passwords (issue 3): a single-use code of 32 random bytes, mailed as the link
 * /reset-password/<code>, valid for an hour. Only its SHA-256 is stored (32 random bytes
 * need no salt or key). A new code replaces earlier ones; at most one mail a minute goes to
 * an address so the form cannot be used to flood someone's inbox.
 */
export const RESET_CODE_LIFETIME_MS = HOUR_MS;
export const RESET_MAIL_INTERVAL_MS = MINUTE_MS;
const RESET = "reset";

const digest = (code: string) => createHash("sha256").update(code).digest("hex");

/** Mails a reset link if `email` belongs to an active user; silently nothing otherwise. */
export async function sendResetCode(ctx: ServerContext, email: string): Promise<void> {
  const now = ctx.now();
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, status: users.status })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  if (user?.status !== "active") return;
  const live = and(
    eq(actionCodes.userId, user.id),
    eq(actionCodes.kind, RESET),
    isNull(actionCodes.usedAt),
  );
  const [recent] = await ctx.db
    .select({ createdAt: actionCodes.createdAt })
    .from(actionCodes)
    .where(and(live, gt(actionCodes.expiresAt, now)))
    .orderBy(desc(actionCodes.createdAt))
    .limit(1);
  if (recent && now.getTime() - recent.createdAt.getTime() < RESET_MAIL_INTERVAL_MS) return;

  const code = randomBytes(32).toString("base64url");
  await ctx.db.update(actionCodes).set({ usedAt: now }).where(live);
  await ctx.db.insert(actionCodes).values({
    codeHash: digest(code),
    kind: RESET,
    userId: user.id,
    expiresAt: new Date(now.getTime() + RESET_CODE_LIFETIME_MS),
    createdAt: now,
  });
  const product = ctx.config.portal.productName;
  await ctx.mailer.send({
    to: user.email,
    subject: `Reset your ${product} password`,
    body: [
      `Someone asked to reset the password of your ${product} account.`,
      `Open this link within an hour to choose a new one: ${portalLink(ctx, `/reset-password/${code}`)}`,
      "If it was not you, ignore this mail: your password stays as it is.",
    ].join("\n\n"),
    kind: "password-reset",
    secret: code,
  });
}

function usable(ctx: ServerContext, code: string) {
  return and(
    eq(actionCodes.codeHash, digest(code)),
    eq(actionCodes.kind, RESET),
    isNull(actionCodes.usedAt),
    gt(actionCodes.expiresAt, ctx.now()),
    sql`exists (select 1 from ${users} where ${users.id} = ${actionCodes.userId} and ${users.status} = 'active')`,
  );
}

export async function isUsableResetCode(ctx: ServerContext, code: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ userId: actionCodes.userId })
    .from(actionCodes)
    .where(usable(ctx, code));
  return row !== undefined;
}

/**
 * Sets the new password and uses the code up; every session of the user ends, since
 * whoever knew the old password may hold one. False when the code is not usable. The
 * code is looked at before the (deliberately costly) hashing, so made-up codes cost little.
 */
export async function resetPassword(
  ctx: ServerContext,
  code: string,
  password: string,
): Promise<boolean> {
  if (!(await isUsableResetCode(ctx, code))) return false;
  const passwordHash = await ctx.passwords.hash(password);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [claimed] = await tx
      .update(actionCodes)
      .set({ usedAt: now })
      .where(usable(ctx, code))
      .returning({ userId: actionCodes.userId });
    if (!claimed) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
    await endSessionsOf(tx, claimed.userId, now, "password-reset");
    return true;
  });
}
