import { createHmac } from "node:crypto";
import {
  API_KEY_CALLS_PER_MINUTE,
  effectiveKeyPermissions,
} from "../../../src/core/api/account/api-keys.ts";
import { MINUTE_MS } from "../../../src/core/durations.ts";
import type { ServerContext } from "../context.ts";
import type { Statement } from "../db/prepared.ts";
import { type ReusedReads, reusedReads } from "../db/reused-reads.ts";
import { ApiError, unauthorized } from "../http/api-error.ts";

/** The digest an API key is stored and found by: an HMAC under the server's hash key. */
export function apiKeyDigest(ctx: Pick<ServerContext, "keys">, key: string): string {
  return createHmac("sha256", ctx.keys.hashKey).update(`api-key:${key}`).digest("base64url");
}

/** A key as the router receives it: `cdk_` and 43 base64url characters. */
const KEY_SHAPE = /^cdk_[A-Za-z0-9_-]{43}$/u;

export interface KeyCaller {
  readonly keyId: number;
  readonly keyName: string;
  readonly userId: number;
  readonly companyId: number;
  readonly companyName: string;
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly defaultCurrencyId: number | null;
  readonly permissions: ReadonlyArray<string>;
  /**
   * Whether this is the key's first call of the minute on this instance: the activity log
   * records a key's use once a minute an instance (current-user.ts), not each call.
   */
  readonly firstOfMinute: boolean;
}

/** The key, its creator and the company, as one prepared read (reused while unwritten). */
const KEY_STATEMENT: Statement = {
  name: "api_key_by_digest",
  types: ["text"],
  text: `select k.id as key_id, k.name as key_name, k.permissions as key_permissions,
      (k.revoked_at is not null) as revoked,
      (extract(epoch from k.expires_at) * 1000)::float8 as expires_ms,
      u.id as user_id, u.status, u.company_id, c.name as company_name, u.email,
      u.firstname, u.lastname, u.default_currency_id,
      coalesce((select array_agg(p.permission order by p.permission)
        from user_permissions p where p.user_id = u.id), '{}'::text[]) as creator_permissions
    from api_keys k
    join users u on u.id = k.created_by
    join companies c on c.id = u.company_id
    where k.secret_digest = $1`,
};

/** Adds an instance's calls of a key to the minute's shared count, and answers the total. */
const COUNT_STATEMENT: Statement = {
  name: "api_key_count_calls",
  types: ["int4", "int4", "timestamptz", "timestamptz"],
  text: `update api_keys set
      window_calls = case when window_start = $3 then window_calls + $2 else $2 end,
      window_start = $3,
      last_used_at = $4
    where id = $1
    returning window_calls`,
};

interface KeyRow {
  readonly key_id: number;
  readonly key_name: string;
  readonly key_permissions: string[];
  readonly revoked: boolean;
  readonly expires_ms: number;
  readonly user_id: number;
  readonly status: string;
  readonly company_id: number;
  readonly company_name: string;
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly default_currency_id: number | null;
  readonly creator_permissions: string[] | null;
}

function tooManyCalls(now: Date): ApiError {
  const retryAfter = Math.max(1, Math.ceil((MINUTE_MS - (now.getTime() % MINUTE_MS)) / 1000));
  return new ApiError(
    429,
    `This API key has made ${API_KEY_CALLS_PER_MINUTE} calls this minute. Try again in ${retryAfter} s.`,
    { "Retry-After": String(retryAfter) },
  );
}

/**
 * The key rows read, per database connection, reused while nothing could have changed them
 * (db/reused-reads.ts, as current-user.ts reuses a session's caller): a revocation, a change of
 * the creator's permissions or status is a write, and the next call reads again. The expiry is
 * compared with the clock on every call.
 */
const keysByConnection = new WeakMap<
  ServerContext["statements"],
  ReusedReads<KeyRow | undefined>
>();
const KEYS_KEPT = 10_000;

function keyRow(ctx: ServerContext, digest: string): Promise<KeyRow | undefined> {
  let keys = keysByConnection.get(ctx.statements);
  if (keys === undefined) {
    keys = reusedReads(ctx.statements, { kept: KEYS_KEPT });
    keysByConnection.set(ctx.statements, keys);
  }
  return keys.get(digest, async () => {
    const [row] = await ctx.statements.run<KeyRow>(KEY_STATEMENT, [digest]);
    return row;
  });
}

/**
 * How often, at most, this instance adds its calls of a key to the shared count on the key's
 * row. Writing on every call made a key cost half as much again as a session token (the write
 * itself, and every reused read of the process read again after it; docs/performance.md); a
 * count shared once a second still holds the limit across instances, within one second's calls
 * of each other instance, and exactly within one instance. The key's "last used" moves with it.
 */
const SHARE_EVERY_MS = 1_000;

interface KeyMinute {
  readonly window: number;
  /** The minute's count on the key's row when this instance last wrote to it. */
  shared: number;
  /** This instance's calls since. */
  unshared: number;
  sharedAt: number;
}
/**
 * Each key's minute, by the key's digest (not its id: a test server may share its statements
 * with another database's copy, where the same id is another key).
 */
const minutesByConnection = new WeakMap<ServerContext["statements"], Map<string, KeyMinute>>();

/**
 * The minute's calls of a key so far, this one included, across every instance, and whether
 * the call is this instance's first of the key's minute.
 */
async function countCall(
  ctx: ServerContext,
  keyId: number,
  digest: string,
  now: Date,
): Promise<{ calls: number; firstOfMinute: boolean }> {
  let minutes = minutesByConnection.get(ctx.statements);
  if (minutes === undefined) {
    minutes = new Map();
    minutesByConnection.set(ctx.statements, minutes);
  }
  const at = now.getTime();
  const window = at - (at % MINUTE_MS);
  let minute = minutes.get(digest);
  const firstOfMinute = minute === undefined || minute.window !== window;
  if (minute === undefined || minute.window !== window) {
    if (minutes.size >= KEYS_KEPT) {
      for (const [id, kept] of minutes) if (kept.window !== window) minutes.delete(id);
    }
    minute = { window, shared: 0, unshared: 0, sharedAt: Number.NEGATIVE_INFINITY };
    minutes.set(digest, minute);
  }
  // Past the limit the minute stays past it (counts only grow): refuse without writing.
  if (minute.shared > API_KEY_CALLS_PER_MINUTE) return { calls: minute.shared, firstOfMinute };
  minute.unshared += 1;
  const estimate = minute.shared + minute.unshared;
  if (at - minute.sharedAt < SHARE_EVERY_MS && estimate <= API_KEY_CALLS_PER_MINUTE) {
    return { calls: estimate, firstOfMinute };
  }
  // Share the calls (also before refusing: the other instances' calls may be fewer than feared).
  const calls = minute.unshared;
  minute.unshared = 0;
  minute.sharedAt = at;
  const [row] = await ctx.statements.run<{ window_calls: number }>(COUNT_STATEMENT, [
    keyId,
    calls,
    new Date(window),
    now,
  ]);
  minute.shared = Math.max(minute.shared, row?.window_calls ?? 0);
  return { calls: minute.shared + minute.unshared, firstOfMinute };
}

/**
 * The caller a key stands for: the key must be live (not revoked, not expired) and its creator
 * active. The minute's count is shared through the key's row (countCall), so every server
 * instance holds the key to one limit; past it the call is 429 with Retry-After (the end of the
 * minute). The key acts with its permissions that its creator still holds
 * (effectiveKeyPermissions).
 */
export async function keyCaller(ctx: ServerContext, key: string): Promise<KeyCaller> {
  if (!KEY_SHAPE.test(key)) throw unauthorized("Given token not valid for any token type.");
  const now = ctx.now();
  const digest = apiKeyDigest(ctx, key);
  const row = await keyRow(ctx, digest);
  if (
    row === undefined ||
    row.revoked ||
    row.status !== "active" ||
    Number(row.expires_ms) <= now.getTime()
  ) {
    throw unauthorized("Given token not valid for any token type.");
  }
  const { calls, firstOfMinute } = await countCall(ctx, row.key_id, digest, now);
  if (calls > API_KEY_CALLS_PER_MINUTE) throw tooManyCalls(now);
  return {
    keyId: row.key_id,
    keyName: row.key_name,
    userId: row.user_id,
    companyId: row.company_id,
    companyName: row.company_name,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    defaultCurrencyId: row.default_currency_id,
    permissions: effectiveKeyPermissions(row.key_permissions, row.creator_permissions ?? []),
    firstOfMinute,
  };
}
