import { createHmac, randomInt } from "node:crypto";
import { and, count, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import { OTP_CODE_PATTERN } from "../../../src/core/api/auth/login-methods.ts";
import {
  BACKUP_CODE_COUNT,
  isBackupCodeShape,
  makeBackupCode,
  normalizeBackupCode,
} from "../../../src/core/auth/two-factor.ts";
import { MINUTE_MS } from "../../../src/core/durations.ts";
import type { ServerContext } from "../context.ts";
import { authenticators, backupCodes } from "../db/schema.ts";
import { matchedStep, newTotpSecret, openTotpSecret, sealTotpSecret } from "./totp.ts";

/**
 * A user's authenticator app and backup codes (issue 44; core/auth/two-factor.ts has the
 * rules). Every acceptance is one conditional UPDATE, so two requests presenting the same code
 * at once cannot both get in: the step must be later than the last one used, the backup code
 * not used yet.
 */

/** Whether the user has an authenticator in force (confirmed). */
export async function hasAuthenticator(ctx: ServerContext, userId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ userId: authenticators.userId })
    .from(authenticators)
    .where(and(eq(authenticators.userId, userId), isNotNull(authenticators.confirmedAt)));
  return row !== undefined;
}

/** A new pending secret, replacing an earlier pending one; null when one is already in force. */
export async function startEnrolment(ctx: ServerContext, userId: number): Promise<string | null> {
  const secret = newTotpSecret();
  const sealedSecret = sealTotpSecret(ctx.keys, secret);
  const [row] = await ctx.db
    .insert(authenticators)
    .values({ userId, sealedSecret, createdAt: ctx.now() })
    .onConflictDoUpdate({
      target: authenticators.userId,
      set: { sealedSecret, createdAt: ctx.now(), lastUsedStep: null, challengedAt: null },
      where: isNull(authenticators.confirmedAt),
    })
    .returning({ userId: authenticators.userId });
  return row === undefined ? null : secret;
}

/** Accepts the step of a right code once: true when this call is the one that used it. */
async function acceptStep(
  ctx: ServerContext,
  userId: number,
  code: string,
  confirmed: boolean,
): Promise<boolean> {
  if (!OTP_CODE_PATTERN.test(code)) return false;
  const [row] = await ctx.db
    .select({ sealedSecret: authenticators.sealedSecret })
    .from(authenticators)
    .where(
      and(
        eq(authenticators.userId, userId),
        confirmed ? isNotNull(authenticators.confirmedAt) : isNull(authenticators.confirmedAt),
      ),
    );
  if (row === undefined) return false;
  const step = matchedStep(openTotpSecret(ctx.keys, row.sealedSecret), code, ctx.now());
  if (step === null) return false;
  const [used] = await ctx.db
    .update(authenticators)
    .set({
      lastUsedStep: step,
      ...(confirmed ? {} : { confirmedAt: ctx.now() }),
    })
    .where(
      and(
        eq(authenticators.userId, userId),
        eq(authenticators.sealedSecret, row.sealedSecret),
        or(isNull(authenticators.lastUsedStep), lt(authenticators.lastUsedStep, step)),
      ),
    )
    .returning({ userId: authenticators.userId });
  return used !== undefined;
}

/** The first code turns the pending authenticator on; answers its backup codes, or null. */
export async function confirmEnrolment(
  ctx: ServerContext,
  userId: number,
  code: string,
): Promise<string[] | null> {
  if (!(await acceptStep(ctx, userId, code, false))) return null;
  return replaceBackupCodes(ctx, userId);
}

/** A code of the authenticator in force, accepted once. */
export function redeemAuthenticatorCode(
  ctx: ServerContext,
  userId: number,
  code: string,
): Promise<boolean> {
  return acceptStep(ctx, userId, code, true);
}

function backupDigest(ctx: ServerContext, userId: number, code: string): string {
  return createHmac("sha256", ctx.keys.hashKey)
    .update(`backup-code:${userId}:${normalizeBackupCode(code)}`)
    .digest("base64url");
}

/** Ten new backup codes; every earlier one ends. The codes are answered once, never stored. */
export async function replaceBackupCodes(ctx: ServerContext, userId: number): Promise<string[]> {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, () =>
    makeBackupCode((bound) => randomInt(bound)),
  );
  await ctx.db.transaction(async (tx) => {
    await tx.delete(backupCodes).where(eq(backupCodes.userId, userId));
    await tx.insert(backupCodes).values(
      codes.map((code) => ({
        userId,
        codeHash: backupDigest(ctx, userId, code),
        createdAt: ctx.now(),
      })),
    );
  });
  return codes;
}

/** A backup code, accepted once. */
export async function redeemBackupCode(
  ctx: ServerContext,
  userId: number,
  code: string,
): Promise<boolean> {
  if (!isBackupCodeShape(code)) return false;
  const [used] = await ctx.db
    .update(backupCodes)
    .set({ usedAt: ctx.now() })
    .where(
      and(
        eq(backupCodes.userId, userId),
        eq(backupCodes.codeHash, backupDigest(ctx, userId, code)),
        isNull(backupCodes.usedAt),
      ),
    )
    .returning({ id: backupCodes.id });
  return used !== undefined;
}

/** The second factor of a sign-in or a removal: the app's code, or a backup code. */
export function redeemSecondFactor(
  ctx: ServerContext,
  userId: number,
  code: string,
): Promise<boolean> {
  return OTP_CODE_PATTERN.test(code)
    ? redeemAuthenticatorCode(ctx, userId, code)
    : redeemBackupCode(ctx, userId, code);
}

export async function backupCodesLeft(ctx: ServerContext, userId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ left: count() })
    .from(backupCodes)
    .where(and(eq(backupCodes.userId, userId), isNull(backupCodes.usedAt)));
  return row?.left ?? 0;
}

/** Turns two-factor off: the authenticator and its backup codes are gone. */
export async function removeAuthenticator(ctx: ServerContext, userId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(backupCodes).where(eq(backupCodes.userId, userId));
    await tx.delete(authenticators).where(eq(authenticators.userId, userId));
  });
}

/** A sign-in got as far as asking for the code (its password was right). */
export async function markChallenged(ctx: ServerContext, userId: number): Promise<void> {
  await ctx.db
    .update(authenticators)
    .set({ challengedAt: ctx.now() })
    .where(eq(authenticators.userId, userId));
}

/** How long after the password the code step is spared the captcha: as a mailed code lives. */
export const CODE_STEP_LIFETIME_MS = 5 * MINUTE_MS;

/** Whether a sign-in asked this user for the code within CODE_STEP_LIFETIME_MS. */
export async function wasChallengedRecently(ctx: ServerContext, userId: number): Promise<boolean> {
  const since = new Date(ctx.now().getTime() - CODE_STEP_LIFETIME_MS);
  const [row] = await ctx.db
    .select({ userId: authenticators.userId })
    .from(authenticators)
    .where(
      and(
        eq(authenticators.userId, userId),
        isNotNull(authenticators.confirmedAt),
        gt(authenticators.challengedAt, since),
      ),
    );
  return row !== undefined;
}
