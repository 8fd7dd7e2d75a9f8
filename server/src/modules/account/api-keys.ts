import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  API_KEY_PREFIX,
  API_KEY_REFUSALS,
  API_KEY_SHOWN_LENGTH,
  type ApiKey,
  apiKeyProblems,
  type CreateApiKeyRequest,
  type CreatedApiKey,
  keyPermissions,
} from "../../../../src/core/api/account/api-keys.ts";
import { userName } from "../../../../src/core/api/users/user-name.ts";
import { activityBy } from "../../activity/activity-entry.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import { apiKeyDigest } from "../../auth/api-key-callers.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { ServerContext } from "../../context.ts";
import { isoTime } from "../../db/iso-time.ts";
import { userNameSql } from "../../db/person-name.ts";
import { apiKeys } from "../../db/schema.ts";
import { badRequest, forbidden, notFound } from "../../http/api-error.ts";
import type { ListDeclaration } from "../../http/paged-list.ts";

/** A new key: the prefix and 32 bytes from the OS generator, base64url. */
function newKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
}

/**
 * POST /api-keys: a key for the caller's company, within the caller's own permissions and a
 * year. Refused while impersonating (the key would outlive the impersonation) and with a key.
 */
export async function createApiKey(
  ctx: ServerContext,
  user: CurrentUser,
  request: CreateApiKeyRequest,
  log: FastifyBaseLogger,
): Promise<CreatedApiKey> {
  if (user.impersonation !== null) throw forbidden(API_KEY_REFUSALS.impersonating);
  const now = ctx.now();
  const problems = apiKeyProblems(request, user.permissions, now);
  if (problems !== null)
    throw badRequest(
      Object.fromEntries(Object.entries(problems).map(([field, text]) => [field, [text]])),
    );
  const key = newKey();
  const permissions = keyPermissions(request.permissions);
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(apiKeys)
      .values({
        companyId: user.companyId,
        createdBy: user.id,
        name: request.name,
        permissions,
        secretDigest: apiKeyDigest(ctx, key),
        prefix: key.slice(0, API_KEY_SHOWN_LENGTH),
        expiresAt: new Date(request.expires_at),
        createdAt: now,
      })
      .returning({ id: apiKeys.id });
    if (!created) throw new Error("api key insert returned no row");
    await recordActivity(tx, {
      ...activityBy(ctx, user),
      action: "api_key.created",
      target: { type: "api_key", id: String(created.id), label: request.name },
      after: {
        permissions,
        prefix: key.slice(0, API_KEY_SHOWN_LENGTH),
        expires: new Date(request.expires_at).toISOString(),
      },
    });
    return created;
  });
  log.info(
    { event: "api_key.created", api_key: row.id, company_id: user.companyId, by: user.id },
    "API key created",
  );
  return {
    id: String(row.id),
    name: request.name,
    prefix: key.slice(0, API_KEY_SHOWN_LENGTH),
    permissions,
    created_by: { id: String(user.id), name: userName(user) },
    created: now.toISOString(),
    expires: new Date(request.expires_at).toISOString(),
    last_used: null,
    key,
  };
}

/** DELETE /api-keys/{id}: a live key of the caller's company; the next call with it is 401. */
export async function revokeApiKey(
  ctx: ServerContext,
  user: CurrentUser,
  id: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const gone = await ctx.db.transaction(async (tx) => {
    const revoked = await tx
      .update(apiKeys)
      .set({ revokedAt: ctx.now() })
      .where(
        and(eq(apiKeys.id, id), eq(apiKeys.companyId, user.companyId), isNull(apiKeys.revokedAt)),
      )
      .returning({ id: apiKeys.id, name: apiKeys.name });
    for (const key of revoked) {
      await recordActivity(tx, {
        ...activityBy(ctx, user),
        action: "api_key.revoked",
        target: { type: "api_key", id: String(key.id), label: key.name },
        before: { revoked: false },
        after: { revoked: true },
      });
    }
    return revoked;
  });
  if (gone.length === 0) throw notFound();
  log.info(
    { event: "api_key.revoked", api_key: id, company_id: user.companyId, by: user.id },
    "API key revoked",
  );
}

/** GET /api-keys: the company's keys not revoked, newest first (expired ones stay listed). */
export const API_KEY_ROWS: ListDeclaration<object, ApiKey, ApiKey> = {
  name: "api_keys",
  table: "api_keys k",
  alias: "k",
  owner: "k.company_id = $1 and k.revoked_at is null",
  filters: [],
  orderings: { "-created": "k.created_at desc, k.id desc" },
  ordering: () => "-created",
  columns: `k.id::text as id, k.name as name, k.prefix as prefix, k.permissions as permissions,
    json_build_object('id', u.id::text,
      'name', ${userNameSql("u")}) as created_by,
    ${isoTime("k.created_at")} as created, ${isoTime("k.expires_at")} as expires,
    case when k.last_used_at is null then null else ${isoTime("k.last_used_at")} end as last_used`,
  joins: "join users u on u.id = k.created_by",
  toItem: (row) => row,
};
