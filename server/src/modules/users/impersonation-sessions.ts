import { and, eq, isNull } from "drizzle-orm";
import { impersonationRefusal } from "../../../../src/core/api/auth/impersonation-session.ts";
import type { TokenPair } from "../../../../src/core/api/auth/tokens.ts";
import { impersonationModeOf } from "../../../../src/core/permissions/index.ts";
import {
  type ImpersonationSession,
  recordImpersonation,
} from "../../activity/impersonation-activity.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import { startSession } from "../../auth/sessions.ts";
import { verifyToken } from "../../auth/tokens.ts";
import type { ServerContext } from "../../context.ts";
import { companies, impersonationAudit, tokenFamilies, users } from "../../db/schema.ts";
import { badRequest, forbidden, notFound, unauthorized } from "../../http/api-error.ts";
import { recordId } from "../../http/record-ids.ts";

/**
 * Starting and ending an impersonation (DESIGN.md section 6). The session it starts is an
 * ordinary token family marked with the staff member and the mode, ending at an absolute
 * time that refreshing cannot move; the guards enforce the mode on every request.
 */

const refuse = (reason: string) => badRequest({ non_field_errors: [reason] });

/**
 * A start or stop asked for by a POST: its row in the impersonation audit and its activity
 * log entry (with the reason given, or "exit"), committed together.
 */
async function recordStep(
  ctx: ServerContext,
  session: ImpersonationSession,
  action: "start" | "stop",
  request: {
    readonly path: string;
    readonly address: string | null;
    readonly reason: string | null;
  },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.insert(impersonationAudit).values({
      staffUserId: session.staffUserId,
      targetUserId: session.targetUserId,
      mode: session.mode,
      action,
      method: "POST",
      path: request.path,
      statusCode: 200,
      sessionId: session.sessionId,
      createdAt: ctx.now(),
    });
    const entry = action === "start" ? "impersonation.started" : "impersonation.stopped";
    await recordImpersonation(tx, ctx.now(), request.address, session, entry, {
      reason: request.reason,
    });
  });
}

/** Only the provider's staff, and not while already acting as someone. */
export function assertMayImpersonate(caller: CurrentUser): void {
  if (caller.impersonation)
    throw forbidden("You cannot start an impersonation while impersonating.");
  if (!caller.isProviderStaff) throw forbidden();
}

/** POST /impersonation/users: a token pair for acting as the user, full or read-only. */
export async function startImpersonation(
  ctx: ServerContext,
  caller: CurrentUser,
  requestedId: string,
  path: string,
  reason: string | undefined,
): Promise<TokenPair> {
  assertMayImpersonate(caller);
  const targetId = recordId(requestedId);
  const [target] = await ctx.db
    .select({
      id: users.id,
      status: users.status,
      isStaff: users.isStaff,
      isProvider: companies.isProvider,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, targetId));
  if (!target) throw notFound();
  const refusal = impersonationRefusal(caller.id, target);
  if (refusal !== null) throw refuse(refusal);

  const mode = impersonationModeOf(caller.permissions);
  const pair = await startSession(ctx, target.id, { staffUserId: caller.id, mode });
  const started = await verifyToken(ctx.keys, pair.access, "access", ctx.now());
  if (!started.ok) throw new Error("a token just issued does not verify");
  const session = {
    sessionId: started.claims.sid,
    staffUserId: caller.id,
    targetUserId: target.id,
    mode,
  };
  await recordStep(ctx, session, "start", {
    path,
    address: caller.address,
    reason: reason === undefined || reason === "" ? null : reason,
  });
  return pair;
}

export const NOT_AN_IMPERSONATION = "This token does not belong to an impersonation.";

/**
 * POST /impersonation/exit: ends the impersonation the refresh token belongs to (every
 * token of it stops working) and records "stop" once, however often it is called.
 */
export async function exitImpersonation(
  ctx: ServerContext,
  refresh: string,
  path: string,
  address: string | null,
): Promise<void> {
  const check = await verifyToken(ctx.keys, refresh, "refresh", ctx.now());
  if (!check.ok) throw unauthorized("Token is invalid or expired.");
  if (!check.claims.act) throw badRequest({ refresh: [NOT_AN_IMPERSONATION] });
  const [ended] = await ctx.db
    .update(tokenFamilies)
    .set({ revokedAt: ctx.now(), revokedReason: "impersonation-exit" })
    .where(and(eq(tokenFamilies.id, check.claims.sid), isNull(tokenFamilies.revokedAt)))
    .returning({
      userId: tokenFamilies.userId,
      staffUserId: tokenFamilies.impersonatorId,
      mode: tokenFamilies.impersonationMode,
    });
  if (!ended?.staffUserId) return;
  const mode = (ended.mode ?? check.claims.act.mode) === "read-only" ? "read-only" : "full";
  const session = {
    sessionId: check.claims.sid,
    staffUserId: ended.staffUserId,
    targetUserId: ended.userId,
    mode,
  } as const;
  await recordStep(ctx, session, "stop", { path, address, reason: "exit" });
}
