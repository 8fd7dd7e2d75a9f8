import { isIPv4, isIPv6 } from "node:net";
import { and, count, eq, gt, max, min, sql } from "drizzle-orm";
import { MINUTE_MS } from "../../../src/core/durations.ts";
import type { ServerContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { loginAttempts } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";

/**
 * Sign-in throttling per account (issue 3, "Session security"), kept in the database so that
 * every server process sees the same counts. A failure counts for 15 minutes, and only if no
 * sign-in of the account succeeded after it: after 3 such failures each attempt needs a
 * captcha, after 10 the account answers 429 until the oldest of them leaves the window.
 */
export const THROTTLE_WINDOW_MS = 15 * MINUTE_MS;
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

/** The database, or a transaction open on it: the throttle's reads work in either. */
type Executor = Pick<Db, "select" | "execute">;

export async function throttleState(
  ctx: ServerContext,
  key: string,
  db: Executor = ctx.db,
): Promise<ThrottleState> {
  const windowStart = new Date(ctx.now().getTime() - THROTTLE_WINDOW_MS);
  const [lastSuccess] = await db
    .select({ at: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, key), eq(loginAttempts.succeeded, true)));
  const since = lastSuccess?.at && lastSuccess.at > windowStart ? lastSuccess.at : windowStart;
  const [row] = await db
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

/**
 * What the per-address throttle counts by. An IPv6 client is handed a whole /64 (RFC 6177)
 * and picks any address in it for each request, so per address it would never be throttled:
 * it counts by its /64 prefix (`2001:db8:1:2::/64`). IPv4 counts per address, and an
 * IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, what a dual-stack socket reports) as the
 * IPv4 address it is. Anything else (not an address) counts as given.
 */
export function addressThrottleKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  const address = ip.replace(/%.*$/, ""); // a zone (fe80::1%eth0) names the interface only
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail split). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string): number[] =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = "", tail] = address.split("::");
  if (tail === undefined) return parse(head);
  const before = parse(head);
  const after = parse(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/** 429 with Retry-After once the address (its throttle key) has failed too often. */
export async function assertAddressNotLockedOut(
  ctx: ServerContext,
  ip: string | null,
  db: Executor = ctx.db,
): Promise<void> {
  if (ip === null) return;
  const windowStart = new Date(ctx.now().getTime() - THROTTLE_WINDOW_MS);
  const [row] = await db
    .select({ failures: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.ip, addressThrottleKey(ip)),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, windowStart),
      ),
    );
  if ((row?.failures ?? 0) < ADDRESS_LOCKOUT_AFTER_FAILURES || !row?.oldest) return;
  throw lockedOut(ctx, row.oldest);
}

/** What the gate of one password attempt let through: the attempt, counted as a failure. */
export interface ReservedAttempt {
  readonly id: number;
}

/**
 * The gate of a password sign-in, decided atomically (issue 41): under a lock of the
 * account's and the address's throttle keys, the address limit, the account's lockout and
 * its captcha demand are read and, when they let the attempt through, the attempt is written
 * at once as a failure, before its password is hashed. A burst of concurrent attempts thus
 * queues at the lock and each sees the ones before it: the 4th on an account is asked for
 * a captcha, the 31st from an address answers 429, and only what passed the gate is hashed.
 * An attempt stopped here is not counted, so once the captcha is demanded only attempts
 * with a solved captcha count toward the lock, and nobody can lock an account out without
 * solving captchas. The lock is PostgreSQL's transaction-scoped advisory lock, so every
 * server process on the database shares it.
 *
 * `captchaSolved` says the attempt carried a captcha answer that was right (checked before,
 * since a captcha is used up once read).
 */
export async function reserveLoginAttempt(
  ctx: ServerContext,
  key: string,
  ip: string | null,
  captchaSolved: boolean,
  refuseWithoutCaptcha: () => Error,
): Promise<ReservedAttempt> {
  const address = ip === null ? null : addressThrottleKey(ip);
  return ctx.db.transaction(async (tx) => {
    // Always in the same order (account, then address), so two gates never wait on each other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${key}`}))`);
    if (address !== null) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-ip:${address}`}))`);
    }
    await assertAddressNotLockedOut(ctx, ip, tx);
    const state = await throttleState(ctx, key, tx);
    assertNotLockedOut(ctx, state);
    if (needsCaptcha(state) && !captchaSolved) throw refuseWithoutCaptcha();
    const [row] = await tx
      .insert(loginAttempts)
      .values({ email: key, succeeded: false, ip: address, createdAt: ctx.now() })
      .returning({ id: loginAttempts.id });
    if (row === undefined) throw new Error("the sign-in attempt was not recorded");
    return { id: row.id };
  });
}

/** A reserved attempt that was never evaluated (the server was too busy to hash it): gone. */
export async function withdrawAttempt(ctx: ServerContext, attempt: ReservedAttempt): Promise<void> {
  await ctx.db.delete(loginAttempts).where(eq(loginAttempts.id, attempt.id));
}

/**
 * A reserved attempt that succeeded: it becomes the account's latest success, which clears
 * the failures before it. One that failed stays as it was written, a failure.
 */
export async function settleSucceededAttempt(
  ctx: ServerContext,
  attempt: ReservedAttempt,
): Promise<void> {
  await ctx.db
    .update(loginAttempts)
    .set({ succeeded: true, createdAt: ctx.now() })
    .where(eq(loginAttempts.id, attempt.id));
}

/** One sign-in attempt; the address is kept as its throttle key, which is what is counted. */
export async function recordLoginAttempt(
  ctx: ServerContext,
  key: string,
  succeeded: boolean,
  ip: string | null,
): Promise<void> {
  await ctx.db.insert(loginAttempts).values({
    email: key,
    succeeded,
    ip: ip === null ? null : addressThrottleKey(ip),
    createdAt: ctx.now(),
  });
}
