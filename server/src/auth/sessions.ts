import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { TokenPair } from "../../../src/core/api/index.ts";
import type { ServerContext } from "../context.ts";
import { refreshTokens, tokenFamilies } from "../db/schema.ts";
import { unauthorized } from "../http/api-error.ts";
import { type ActorClaim, signToken, verifyToken } from "./tokens.ts";

/**
 * Sign-in sessions as refresh-token families (DESIGN.md section 6). Each refresh rotates the
 * token; presenting a rotated token again revokes the whole family, except the immediately
 * previous token within REUSE_GRACE_MS, which concurrent tabs refreshing at once produce: it
 * gets the same successor token back, so every tab ends up holding one chain.
 */
export const REUSE_GRACE_MS = 10_000;

export interface Impersonation {
  readonly staffUserId: number;
  readonly mode: ActorClaim["mode"];
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

interface FamilyLimits {
  readonly id: string;
  readonly userId: number;
  readonly act: ActorClaim | undefined;
  readonly absoluteExpiresAt: Date | null;
}

function capped(ctx: ServerContext, lifetimeSeconds: number, family: FamilyLimits): number {
  const natural = seconds(ctx.now()) + lifetimeSeconds;
  return family.absoluteExpiresAt ? Math.min(natural, seconds(family.absoluteExpiresAt)) : natural;
}

async function accessToken(ctx: ServerContext, family: FamilyLimits): Promise<string> {
  return signToken(ctx.keys, {
    sub: String(family.userId),
    sid: family.id,
    jti: randomUUID(),
    iat: seconds(ctx.now()),
    exp: capped(ctx, ctx.config.accessTokenSeconds, family),
    tokenType: "access",
    ...(family.act ? { act: family.act } : {}),
  });
}

function refreshToken(
  ctx: ServerContext,
  family: FamilyLimits,
  jti: string,
  iat: number,
  exp: number,
): Promise<string> {
  return signToken(ctx.keys, {
    sub: String(family.userId),
    sid: family.id,
    jti,
    iat,
    exp,
    tokenType: "refresh",
    ...(family.act ? { act: family.act } : {}),
  });
}

async function issueRefresh(
  ctx: ServerContext,
  family: FamilyLimits,
): Promise<{ jti: string; token: string }> {
  const jti = randomUUID();
  const iat = seconds(ctx.now());
  const exp = capped(ctx, ctx.config.refreshTokenSeconds, family);
  await ctx.db.insert(refreshTokens).values({
    jti,
    familyId: family.id,
    expiresAt: new Date(exp * 1000),
    createdAt: new Date(iat * 1000),
  });
  return { jti, token: await refreshToken(ctx, family, jti, iat, exp) };
}

/** Where a session started: shown in the user's list of their sessions (issue 44). */
export interface SessionOrigin {
  readonly ip: string | null;
  readonly userAgent: string | null;
}

/** User agents are free text from the client: kept to a length a list can show. */
const MAX_USER_AGENT_LENGTH = 512;

/** Starts a session for a user (sign-in), or for a customer acted as by staff. */
export async function startSession(
  ctx: ServerContext,
  userId: number,
  impersonation?: Impersonation,
  origin?: SessionOrigin,
): Promise<TokenPair> {
  const absoluteExpiresAt = impersonation
    ? new Date(ctx.now().getTime() + ctx.config.impersonationSeconds * 1000)
    : null;
  const id = randomUUID();
  const startedAt = ctx.now();
  await ctx.db.insert(tokenFamilies).values({
    id,
    userId,
    impersonatorId: impersonation?.staffUserId ?? null,
    impersonationMode: impersonation?.mode ?? null,
    absoluteExpiresAt,
    userAgent: origin?.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
    ip: origin?.ip ?? null,
    lastActiveAt: startedAt,
    createdAt: startedAt,
  });
  const family: FamilyLimits = {
    id,
    userId,
    absoluteExpiresAt,
    act: impersonation
      ? { sub: String(impersonation.staffUserId), mode: impersonation.mode }
      : undefined,
  };
  const refresh = await issueRefresh(ctx, family);
  return { access: await accessToken(ctx, family), refresh: refresh.token };
}

export async function revokeFamily(
  ctx: ServerContext,
  familyId: string,
  reason: string,
): Promise<void> {
  await ctx.db
    .update(tokenFamilies)
    .set({ revokedAt: ctx.now(), revokedReason: reason })
    .where(and(eq(tokenFamilies.id, familyId), isNull(tokenFamilies.revokedAt)));
}

/** Reads a refresh token and its family; 401 for anything not currently usable. */
async function loadRefresh(ctx: ServerContext, token: string) {
  const check = await verifyToken(ctx.keys, token, "refresh", ctx.now());
  if (!check.ok) throw unauthorized("Token is invalid or expired.");
  const [row] = await ctx.db
    .select({ token: refreshTokens, family: tokenFamilies })
    .from(refreshTokens)
    .innerJoin(tokenFamilies, eq(refreshTokens.familyId, tokenFamilies.id))
    .where(eq(refreshTokens.jti, check.claims.jti));
  const now = ctx.now();
  if (!row || row.family.revokedAt !== null || row.token.expiresAt <= now) {
    throw unauthorized("Token is invalid or expired.");
  }
  if (row.family.absoluteExpiresAt !== null && row.family.absoluteExpiresAt <= now) {
    throw unauthorized("The impersonation session has ended.");
  }
  const family: FamilyLimits = {
    id: row.family.id,
    userId: row.family.userId,
    absoluteExpiresAt: row.family.absoluteExpiresAt,
    act: check.claims.act,
  };
  return { claims: check.claims, row: row.token, family };
}

/**
 * POST /auth/refresh: rotate, or hand the successor back within the grace window. A rotated
 * token presented after that is reuse, the sign of a stolen token: the family is revoked and
 * the request's log gets a security event to alert on, with the client's address.
 */
export async function refreshSession(
  ctx: ServerContext,
  token: string,
  request: Pick<FastifyRequest, "log" | "ip">,
): Promise<TokenPair> {
  const { row, family } = await loadRefresh(ctx, token);
  const now = ctx.now();
  if (row.rotatedAt === null) {
    const next = { jti: randomUUID() };
    const [claimed] = await ctx.db
      .update(refreshTokens)
      .set({ rotatedAt: now, replacedBy: next.jti })
      .where(and(eq(refreshTokens.jti, row.jti), isNull(refreshTokens.rotatedAt)))
      .returning({ jti: refreshTokens.jti });
    if (claimed) {
      const iat = seconds(now);
      const exp = capped(ctx, ctx.config.refreshTokenSeconds, family);
      await ctx.db.insert(refreshTokens).values({
        jti: next.jti,
        familyId: family.id,
        expiresAt: new Date(exp * 1000),
        createdAt: new Date(iat * 1000),
      });
      // "Last active" in the session list: a renewal means the session is in use.
      await ctx.db
        .update(tokenFamilies)
        .set({ lastActiveAt: now })
        .where(eq(tokenFamilies.id, family.id));
      return {
        access: await accessToken(ctx, family),
        refresh: await refreshToken(ctx, family, next.jti, iat, exp),
      };
    }
    // Another request rotated it a moment ago: fall through to the grace rule.
    return refreshSession(ctx, token, request);
  }
  const [successor] = row.replacedBy
    ? await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.jti, row.replacedBy))
    : [];
  const withinGrace = now.getTime() - row.rotatedAt.getTime() <= REUSE_GRACE_MS;
  if (successor && successor.rotatedAt === null && withinGrace) {
    const reissued = await refreshToken(
      ctx,
      family,
      successor.jti,
      seconds(successor.createdAt),
      seconds(successor.expiresAt),
    );
    return { access: await accessToken(ctx, family), refresh: reissued };
  }
  await revokeFamily(ctx, family.id, "refresh-token-reuse");
  // The same warning shape as the cross-company event (http/foreign-records.ts): a stable
  // `event` name, so monitoring can alert on it. Either holder of the token may be the thief.
  request.log.warn(
    {
      event: "security.refresh_token_reuse",
      user_id: family.userId,
      family_id: family.id,
      impersonated_by: family.act?.sub ?? null,
      token_id: row.jti,
      rotated_at: row.rotatedAt.toISOString(),
      ip: request.ip,
    },
    "a rotated refresh token was used again: its session is revoked",
  );
  throw unauthorized("Token is invalid or expired.");
}

/** POST /logout: revoke the family of this refresh token. Unknown tokens change nothing. */
export async function endSession(
  ctx: ServerContext,
  token: string,
): Promise<{ familyId: string; userId: number; act: ActorClaim | undefined } | null> {
  const check = await verifyToken(ctx.keys, token, "refresh", ctx.now());
  if (!check.ok) return null;
  await revokeFamily(ctx, check.claims.sid, "logout");
  return { familyId: check.claims.sid, userId: Number(check.claims.sub), act: check.claims.act };
}
