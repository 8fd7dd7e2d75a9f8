import { and, count, eq, gt, max, min } from "drizzle-orm";
import type { ServerContext } from "../context.ts";
import { loginAttempts } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";

/**
 * Sign-in throttling per account (issue 3, "Session security"), kept in the database so that
 * every server process sees the same counts. A failure counts for 15 minutes, and only if no
 * sign-in of the account succeeded after it: after 3 such failures each attempt needs a
 * captcha, after 10 the account answers 429 until the oldest of them leaves the window.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCKOUT_AFTER_FAILURES = 10;

export interface ThrottleState {
  readonly failures: number;
  /** When the oldest counted failure happened (null without failures). */
  readonly oldestFailureAt: Date | null;
}

/** Accounts are throttled by their address as typed, case and spaces aside. */
export function throttleKey(username: string): string {
  return username.trim().toLowerCase();
}

export async function throttleState(ctx: ServerContext, key: string): Promise<ThrottleState> {
  const windowStart = new Date(ctx.now().getTime() - THROTTLE_WINDOW_MS);
  const [lastSuccess] = await ctx.db
    .select({ at: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, key), eq(loginAttempts.succeeded, true)));
  const since = lastSuccess?.at && lastSuccess.at > windowStart ? lastSuccess.at : windowStart;
  const [row] = await ctx.db
    .select({ failures: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, key),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, since),
      ),
    );
  return { failures: row?.failures ?? 0, oldestFailureAt: row?.oldest ?? null };
}

export function needsCaptcha(state: ThrottleState): boolean {
  return state.failures >= CAPTCHA_AFTER_FAILURES;
}

/** 429 with Retry-After once the account has failed too often; nothing otherwise. */
export function assertNotLockedOut(ctx: ServerContext, state: ThrottleState): void {
  if (state.failures < LOCKOUT_AFTER_FAILURES || state.oldestFailureAt === null) return;
  throw lockedOut(ctx, state.oldestFailureAt);
}

/** The 429 until the oldest counted failure leaves the window. */
function lockedOut(ctx: ServerContext, oldestFailureAt: Date): ApiError {
  const freedAt = oldestFailureAt.getTime() + THROTTLE_WINDOW_MS;
  const seconds = Math.max(1, Math.ceil((freedAt - ctx.now().getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new ApiError(
    429,
    {
      detail: `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    },
    { "Retry-After": String(seconds) },
  );
}

/**
 * Sign-in throttling per client address, besides the per-account one: a password sprayed
 * over many accounts (each staying under its own captcha threshold) from one address. Every
 * failure from the address counts for the window, successes do not clear it (an attacker
 * could sign in to an account of their own in between). The limit leaves room for an office
 * behind one NAT address where people mistype now and then.
 */
export const ADDRESS_LOCKOUT_AFTER_FAILURES = 30;

/** 429 with Retry-After once the address has failed too often across accounts. */
export async function assertAddressNotLockedOut(
  ctx: ServerContext,
  ip: string | null,
): Promise<void> {
  if (ip === null) return;
  const windowStart = new Date(ctx.now().getTime() - THROTTLE_WINDOW_MS);
  const [row] = await ctx.db
    .select({ failures: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, windowStart),
      ),
    );
  if ((row?.failures ?? 0) < ADDRESS_LOCKOUT_AFTER_FAILURES || !row?.oldest) return;
  throw lockedOut(ctx, row.oldest);
}

export async function recordLoginAttempt(
  ctx: ServerContext,
  key: string,
  succeeded: boolean,
  ip: string | null,
): Promise<void> {
  await ctx.db.insert(loginAttempts).values({ email: key, succeeded, ip, createdAt: ctx.now() });
}
