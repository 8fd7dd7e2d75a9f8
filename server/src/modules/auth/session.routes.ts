import { and, eq, isNull } from "drizzle-orm";
import { LogoutRequest, RefreshRequest, TokenPair } from "../../../../src/core/api/auth/tokens.ts";
import { DetailMessage } from "../../../../src/core/api/detail-message.ts";
import { refreshSession, revokeFamily } from "../../auth/sessions.ts";
import { verifyToken } from "../../auth/tokens.ts";
import type { ServerContext } from "../../context.ts";
import { impersonationAudit, tokenFamilies, users } from "../../db/schema.ts";
import { unauthorized } from "../../http/api-error.ts";
import type { Router } from "../../http/routes.ts";

/** The session a refresh token names, if the token is ours and current (else null). */
async function sessionOf(ctx: ServerContext, refresh: string): Promise<string | null> {
  const check = await verifyToken(ctx.keys, refresh, "refresh", ctx.now());
  return check.ok ? check.claims.sid : null;
}

/**
 * Ends the session and, when this call is the one that ended an impersonation, audits the
 * "stop". The update says which families it revoked, so the stop is recorded exactly once
 * even when tabs sign out together (sessions.ts's endSession cannot tell).
 */
async function endSessionAudited(ctx: ServerContext, sessionId: string, path: string) {
  const [ended] = await ctx.db
    .update(tokenFamilies)
    .set({ revokedAt: ctx.now(), revokedReason: "logout" })
    .where(and(eq(tokenFamilies.id, sessionId), isNull(tokenFamilies.revokedAt)))
    .returning({
      userId: tokenFamilies.userId,
      impersonatorId: tokenFamilies.impersonatorId,
      mode: tokenFamilies.impersonationMode,
    });
  if (ended?.impersonatorId == null) return;
  await ctx.db.insert(impersonationAudit).values({
    staffUserId: ended.impersonatorId,
    targetUserId: ended.userId,
    mode: ended.mode === "read-only" ? "read-only" : "full",
    action: "stop",
    method: "POST",
    path,
    statusCode: 200,
    createdAt: ctx.now(),
  });
}

/**
 * POST /auth/refresh rotates the refresh token (sessions.ts has the reuse rules); a session of
 * a user deactivated since is ended instead. POST /logout ends the token's session and always
 * answers 200 {detail}, even for an unknown or expired token: signing out must never fail
 * the portal's flow (only a malformed body is a 400).
 */
export function registerSessionRoutes(router: Router, ctx: ServerContext): void {
  router.publicRoute(
    {
      method: "POST",
      path: "/auth/refresh",
      // The refresh token is invalid, expired or revoked.
      errors: [401],
      summary: "Trade a refresh token for a new token pair",
      tag: "Authentication",
      body: RefreshRequest,
      response: TokenPair,
    },
    async ({ body, request }) => {
      const sessionId = await sessionOf(ctx, body.refresh);
      if (sessionId !== null) {
        const [owner] = await ctx.db
          .select({ status: users.status })
          .from(tokenFamilies)
          .innerJoin(users, eq(users.id, tokenFamilies.userId))
          .where(eq(tokenFamilies.id, sessionId));
        if (owner && owner.status !== "active") {
          await revokeFamily(ctx, sessionId, "account-inactive");
          throw unauthorized("Token is invalid or expired.");
        }
      }
      return refreshSession(ctx, body.refresh, request);
    },
  );

  router.publicRoute(
    {
      method: "POST",
      path: "/logout",
      summary: "Sign out: end the refresh token's session",
      tag: "Authentication",
      body: LogoutRequest,
      response: DetailMessage,
    },
    async ({ body, request }) => {
      const sessionId = await sessionOf(ctx, body.refresh);
      if (sessionId !== null) {
        await endSessionAudited(ctx, sessionId, request.url.split("?")[0] ?? request.url);
      }
      return { detail: "Signed out." };
    },
  );
}
