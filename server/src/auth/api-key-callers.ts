import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  API_KEY_CALLS_PER_MINUTE,
  effectiveKeyPermissions,
} from "../../../src/core/api/account/api-keys.ts";
import type { ServerContext } from "../context.ts";
import { rowsOf } from "../db/raw-rows.ts";
import { ApiError, unauthorized } from "../http/api-error.ts";

/** The digest an API key is stored and found by: an HMAC under the server's hash key. */
export function apiKeyDigest(ctx: Pick<ServerContext, "keys">, key: string): string {
  return createHmac("sha256", ctx.keys.hashKey).update(`api-key:${key}`).digest("base64url");
}

/** A key as the router receives it: `cdk_` and 43 base64url characters. */
const KEY_SHAPE = /^cdk_[A-Za-z0-9_-]{43}$/u;
const MINUTE_MS = 60_000;

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
}

interface KeyRow {
  readonly key_id: number;
  readonly key_name: string;
  readonly key_permissions: string[];
  readonly window_calls: number;
  readonly user_id: number;
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
 * The caller a key stands for, in one statement that also counts the call: the key must be
 * live (not revoked, not expired) and its creator active. The minute's count lives on the key's
 * row and is raised atomically, so every server instance shares it; past the limit the call is
 * 429 with Retry-After (the end of the minute). The key acts with its permissions that its
 * creator still holds (effectiveKeyPermissions).
 */
export async function keyCaller(ctx: ServerContext, key: string): Promise<KeyCaller> {
  if (!KEY_SHAPE.test(key)) throw unauthorized("Given token not valid for any token type.");
  const now = ctx.now();
  const window = new Date(now.getTime() - (now.getTime() % MINUTE_MS));
  const [row] = rowsOf<KeyRow>(
    await ctx.db.execute(sql`
      update api_keys k set
        window_calls = case when k.window_start = ${window} then k.window_calls + 1 else 1 end,
        window_start = ${window},
        last_used_at = ${now}
      from users u join companies c on c.id = u.company_id
      where k.secret_digest = ${apiKeyDigest(ctx, key)} and u.id = k.created_by
        and k.revoked_at is null and k.expires_at > ${now} and u.status = 'active'
      returning k.id as key_id, k.name as key_name, k.permissions as key_permissions,
        k.window_calls, u.id as user_id, u.company_id, c.name as company_name, u.email,
        u.firstname, u.lastname, u.default_currency_id,
        (select array_agg(p.permission) from user_permissions p where p.user_id = u.id)
          as creator_permissions`),
  );
  if (row === undefined) throw unauthorized("Given token not valid for any token type.");
  if (row.window_calls > API_KEY_CALLS_PER_MINUTE) throw tooManyCalls(now);
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
  };
}
