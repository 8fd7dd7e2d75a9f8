import { eq } from "drizzle-orm";
import type { OrderDraft, OrderFlow } from "../../../../src/core/api/ordering/index.ts";
import type { ServerContext } from "../../context.ts";
import { serviceOrderDrafts } from "../../db/schema.ts";

/** The user's service-creation draft, or null. */
export async function readDraft(ctx: ServerContext, userId: number): Promise<OrderDraft | null> {
  const [row] = await ctx.db
    .select()
    .from(serviceOrderDrafts)
    .where(eq(serviceOrderDrafts.userId, userId));
  if (row === undefined) return null;
  return {
    type: row.type as OrderFlow,
    form: row.form,
    active_step: row.activeStep,
    steps_done: row.stepsDone,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Keeps the draft (one per user: the latest wizard replaces the previous one). */
export async function saveDraft(
  ctx: ServerContext,
  userId: number,
  draft: OrderDraft,
): Promise<OrderDraft | null> {
  const values = {
    type: draft.type,
    form: { ...draft.form },
    activeStep: draft.active_step,
    stepsDone: [...draft.steps_done],
    updatedAt: ctx.now(),
  };
  await ctx.db
    .insert(serviceOrderDrafts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: serviceOrderDrafts.userId, set: values });
  return readDraft(ctx, userId);
}

export async function discardDraft(ctx: ServerContext, userId: number): Promise<void> {
  await ctx.db.delete(serviceOrderDrafts).where(eq(serviceOrderDrafts.userId, userId));
}
