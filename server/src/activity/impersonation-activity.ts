import { and, eq, isNotNull, isNull, lte } from "drizzle-orm";
import type { ServerContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { impersonationAudit, tokenFamilies } from "../db/schema.ts";
import { type ActivityActor, personOf } from "./activity-entry.ts";
import { personById } from "./activity-person.ts";
import { recordActivity } from "./record-activity.ts";

/**
 * Impersonations in the activity log (issue 44): the start (with the reason staff gave), the
 * stop, and the stop of one that simply ran out its absolute lifetime, which nobody ends
 * explicitly: `recordExpiredImpersonations` finds those and ends them once.
 */

export interface ImpersonationSession {
  readonly sessionId: string;
  readonly staffUserId: number;
  readonly targetUserId: number;
  readonly mode: "full" | "read-only";
}

async function personRow(db: Db, id: number) {
  const row = await personById(db, id);
  if (!row) throw new Error(`user ${id} not found`);
  return row;
}

/** One entry of an impersonation, in the impersonated user's company. */
export async function recordImpersonation(
  db: Db,
  at: Date,
  address: string | null,
  session: ImpersonationSession,
  action: "impersonation.started" | "impersonation.stopped",
  after: Readonly<Record<string, string | null>>,
): Promise<void> {
  const target = await personRow(db, session.targetUserId);
  const staff = await personRow(db, session.staffUserId);
  const user = personOf(target);
  const actor: ActivityActor = {
    kind: "staff",
    user,
    staff: personOf(staff),
    mode: session.mode,
    session: session.sessionId,
  };
  await recordActivity(db, {
    companyId: target.companyId,
    at,
    actor,
    address,
    action,
    target: { type: "user", id: user.id, label: user.email },
    after,
  });
}

/**
 * Ends, once, every impersonation past its absolute lifetime that nobody ended: its family
 * is marked revoked at its end (claimed by one statement, so two callers at once cannot both
 * record it), and its stop goes to the impersonation audit and the activity log.
 */
export async function recordExpiredImpersonations(ctx: ServerContext): Promise<void> {
  const now = ctx.now();
  const due = await ctx.db
    .select({ id: tokenFamilies.id, endsAt: tokenFamilies.absoluteExpiresAt })
    .from(tokenFamilies)
    .where(
      and(
        isNotNull(tokenFamilies.impersonatorId),
        isNull(tokenFamilies.revokedAt),
        lte(tokenFamilies.absoluteExpiresAt, now),
      ),
    );
  for (const family of due) {
    await ctx.db.transaction(async (tx) => {
      const [ended] = await tx
        .update(tokenFamilies)
        .set({ revokedAt: family.endsAt ?? now, revokedReason: "impersonation-expired" })
        .where(and(eq(tokenFamilies.id, family.id), isNull(tokenFamilies.revokedAt)))
        .returning({
          userId: tokenFamilies.userId,
          staffUserId: tokenFamilies.impersonatorId,
          mode: tokenFamilies.impersonationMode,
        });
      if (!ended?.staffUserId) return;
      const mode = ended.mode === "read-only" ? "read-only" : "full";
      await tx.insert(impersonationAudit).values({
        staffUserId: ended.staffUserId,
        targetUserId: ended.userId,
        mode,
        action: "stop",
        sessionId: family.id,
        createdAt: family.endsAt ?? now,
      });
      const session = {
        sessionId: family.id,
        staffUserId: ended.staffUserId,
        targetUserId: ended.userId,
        mode,
      } as const;
      await recordImpersonation(tx, now, null, session, "impersonation.stopped", {
        reason: "expired",
        ended_at: (family.endsAt ?? now).toISOString(),
      });
    });
  }
}
