import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import { MINUTE_MS } from "../../../src/core/durations.ts";
import type { ServerContext } from "../context.ts";
import { oneTimeCodes } from "../db/schema.ts";

/**
 * Sign-in one-time codes (issue 3): 6 digits from the OS generator, mailed, valid for
 * 5 minutes, single use, and at most 5 tries: the 6th try fails even with the right code and
 * ends the code. A new code replaces any earlier one, so a person (or an attacker holding the
 * password) never has more than one live code to guess at. Only an HMAC of the code under
 * the server's hash key (its own key, not the token signing key) is stored: six digits are too few for a plain hash to hide them.
 */
export const ONE_TIME_CODE_LIFETIME_MS = 5 * MINUTE_MS;
export const ONE_TIME_CODE_MAX_TRIES = 5;

function digest(ctx: ServerContext, userId: number, code: string): string {
  return createHmac("sha256", ctx.keys.hashKey)
    .update(`one-time-code:${userId}:${code}`)
    .digest("base64url");
}

function matches(stored: string, candidate: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(candidate);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Ends every live code of the user (a new one is coming, or one was used). */
async function retireCodes(ctx: ServerContext, userId: number): Promise<void> {
  await ctx.db
    .update(oneTimeCodes)
    .set({ usedAt: ctx.now() })
    .where(and(eq(oneTimeCodes.userId, userId), isNull(oneTimeCodes.usedAt)));
}

/** Makes a code, stores its digest and mails it to the user. */
export async function sendOneTimeCode(
  ctx: ServerContext,
  user: { readonly id: number; readonly email: string },
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const now = ctx.now();
  await retireCodes(ctx, user.id);
  await ctx.db.insert(oneTimeCodes).values({
    userId: user.id,
    codeHash: digest(ctx, user.id, code),
    expiresAt: new Date(now.getTime() + ONE_TIME_CODE_LIFETIME_MS),
    createdAt: now,
  });
  await ctx.mailer.send({
    to: user.email,
    subject: "Your sign-in code",
    body: `Your sign-in code is ${code}. It works once, within 5 minutes.\n\nIf you did not try to sign in, change your password.`,
    kind: "one-time-code",
    secret: code,
  });
}

/** The user's live codes at `now`: not used yet and not expired. */
function liveCodesOf(userId: number, now: Date): SQL | undefined {
  return and(
    eq(oneTimeCodes.userId, userId),
    isNull(oneTimeCodes.usedAt),
    gt(oneTimeCodes.expiresAt, now),
  );
}

/** Whether the user holds a live (unused, unexpired) code. */
export async function hasLiveCode(ctx: ServerContext, userId: number): Promise<boolean> {
  const [live] = await ctx.db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(liveCodesOf(userId, ctx.now()))
    .limit(1);
  return live !== undefined;
}

/** Counts a try of the user's live code; true (and the code used up) when it was right. */
export async function redeemOneTimeCode(
  ctx: ServerContext,
  userId: number,
  code: string,
): Promise<boolean> {
  const now = ctx.now();
  const [live] = await ctx.db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(liveCodesOf(userId, now))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!live) return false;
  // The try is counted in the same statement that reads the count, so parallel guesses
  // cannot share one try.
  const [tried] = await ctx.db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.usedAt)))
    .returning({ attempts: oneTimeCodes.attempts, codeHash: oneTimeCodes.codeHash });
  if (!tried) return false;
  if (tried.attempts > ONE_TIME_CODE_MAX_TRIES) {
    await retireCodes(ctx, userId);
    return false;
  }
  if (!matches(tried.codeHash, digest(ctx, userId, code))) return false;
  // Single use: only the request that marks it used gets in.
  const [used] = await ctx.db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return used !== undefined;
}
