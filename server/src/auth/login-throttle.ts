import { isIPv4, isIPv6 } from "node:net";
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
): Promise<void> {
  if (ip === null) return;
  const windowStart = new Date(ctx.now().getTime() - THROTTLE_WINDOW_MS);
  const [row] = await ctx.db
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
