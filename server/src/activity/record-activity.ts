import { eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { activityLog, activityLogHeads } from "../db/schema.ts";
import type { ActivityActor, ActivityEntry } from "./activity-entry.ts";
import { personOf } from "./activity-entry.ts";
import { entryHash, GENESIS_HASH, type HashedContent } from "./activity-hash.ts";
import { personById } from "./activity-person.ts";

/**
 * Appends one entry to its company's activity log (issue 44). Call it with the transaction
 * that makes the change, so the change and its entry commit together or not at all:
 *
 *     await ctx.db.transaction(async (tx) => {
 *       ...the change...
 *       await recordActivity(tx, { ...activityBy(ctx, user), action: "webhook.created",
 *         target: { type: "webhook", id: String(row.id), label: row.url }, after: {...} });
 *     });
 *
 * Given `ctx.db` outside a transaction it opens its own. The company's head row is locked
 * until the surrounding transaction ends, so concurrent appends of one company take turns
 * and the chain cannot fork; record the entry last in the transaction, after the change's
 * own row locks, so every writer takes the locks in the same order.
 */
export async function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(activityLogHeads)
      .values({ companyId: entry.companyId, seq: 0, hash: GENESIS_HASH })
      .onConflictDoNothing();
    const [head] = await tx
      .select({ seq: activityLogHeads.seq, hash: activityLogHeads.hash })
      .from(activityLogHeads)
      .where(eq(activityLogHeads.companyId, entry.companyId))
      .for("update");
    if (!head) throw new Error(`no activity log head for company ${entry.companyId}`);
    const actor = await withStaffNamed(tx, entry.actor);
    const seq = Number(head.seq) + 1;
    const summary = { before: entry.before, after: entry.after };
    const content: HashedContent = {
      company_id: entry.companyId,
      seq,
      occurred_at: entry.at.toISOString(),
      actor,
      address: entry.address,
      action: entry.action,
      target: entry.target,
      summary,
    };
    const hash = entryHash(head.hash, content);
    await tx.insert(activityLog).values({
      companyId: entry.companyId,
      seq,
      occurredAt: entry.at,
      actorKind: actor.kind,
      actorUserId: actor.kind === "system" ? null : Number(actor.user.id),
      actor: actor as unknown as Record<string, unknown>,
      address: entry.address,
      action: entry.action,
      targetType: entry.target.type,
      targetId: entry.target.id,
      targetLabel: entry.target.label,
      summary: JSON.parse(JSON.stringify(summary)) as Record<string, unknown>,
      prevHash: head.hash,
      hash,
    });
    await tx
      .update(activityLogHeads)
      .set({ seq, hash })
      .where(eq(activityLogHeads.companyId, entry.companyId));
  });
}

/** Staff acting as a user are named in full in the entry, as they are at the time. */
async function withStaffNamed(db: Db, actor: ActivityActor): Promise<ActivityActor> {
  if (actor.kind !== "staff" || actor.staff.email !== "") return actor;
  const staff = await personById(db, Number(actor.staff.id));
  return staff ? { ...actor, staff: personOf(staff) } : actor;
}
