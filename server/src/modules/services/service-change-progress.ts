import { and, eq, sql } from "drizzle-orm";
import { type ChangeAsk, changeProblems } from "../../../../src/core/api/services/change-rules.ts";
import {
  CHANGE_STAGE_AFTER_MS,
  CHANGE_STAGES,
  type ChangeStage,
  changeReferenceOf,
  changeStageAfter,
  SERVICE_RELATED_MODULES,
  type ServiceType,
} from "../../../../src/core/api/services/index.ts";
import { formatBandwidth } from "../../../../src/core/format/bandwidth.ts";
import type { ServerContext } from "../../context.ts";
import { serviceChanges, services } from "../../db/schema.ts";
import { mailOrderProgress } from "../notices/progress-notices.ts";
import { deliverNews } from "../notifications/deliver.ts";
import { changeOrderStatusChanged } from "../webhooks/webhook-event-data.ts";
import { recordWebhookEvent } from "../webhooks/webhook-outbox.ts";
import { changeFactsOf } from "./change-facts.ts";
import { billChange } from "./service-change-billing.ts";

type ChangeRecord = typeof serviceChanges.$inferSelect;

/**
 * Brings the company's open changes up to the stage their age has reached, as orders are
 * (no timer runs: whoever reads the company's services or notifications first moves them).
 * Each move is a conditional UPDATE from the stage read, so of two servers only one applies
 * a change, bills it and announces it. On applying, the rules are asked again with the
 * network as it is then: a port that lost the capacity meanwhile fails the change, with why.
 */
export async function advanceChanges(ctx: ServerContext, companyId: number): Promise<void> {
  const open = await ctx.db
    .select()
    .from(serviceChanges)
    .where(
      and(
        eq(serviceChanges.companyId, companyId),
        sql`${serviceChanges.stage} not in ('done', 'failed')`,
      ),
    );
  for (const change of open) await advanceChange(ctx, change);
}

async function advanceChange(ctx: ServerContext, change: ChangeRecord): Promise<void> {
  const now = ctx.now();
  const created = change.createdAt.getTime();
  let target: ChangeStage = changeStageAfter(now.getTime() - created);
  const from = CHANGE_STAGES.indexOf(change.stage as ChangeStage);
  if (CHANGE_STAGES.indexOf(target) <= from) return;
  const [service] = await ctx.db.select().from(services).where(eq(services.id, change.serviceId));
  if (service === undefined) return;
  let reason: string | null = null;
  if (target === "done") {
    const { facts } = await changeFactsOf(ctx, service);
    // Confirmed before any lock: a lock stops new changes, not one already under way.
    const problems = changeProblems(
      { ...facts, locked: false, speedMbps: change.fromMbps, termEnd: change.termEnd },
      askOf(change, service.type),
      now,
    );
    const first = Object.values(problems)[0];
    if (first !== undefined) {
      target = "failed";
      reason = first;
    }
  }
  const passed = CHANGE_STAGES.slice(from + 1, CHANGE_STAGES.indexOf(target) + 1).filter(
    (stage) => stage !== "failed" || target === "failed",
  );
  const reached = passed.filter((stage) => stage !== "done" || target === "done");
  const times = Object.fromEntries(
    reached.map((stage) => {
      const after =
        stage === "failed" || stage === "received" ? undefined : CHANGE_STAGE_AFTER_MS[stage];
      const due = after === undefined ? now : new Date(Math.min(created + after, now.getTime()));
      return [stage, due.toISOString()];
    }),
  );
  const moved = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(serviceChanges)
      .set({
        stage: target,
        stageTimes: sql`${serviceChanges.stageTimes} || ${JSON.stringify(times)}::jsonb`,
        failureReason: reason,
      })
      .where(and(eq(serviceChanges.id, change.id), eq(serviceChanges.stage, change.stage)))
      .returning({ id: serviceChanges.id });
    // Only the server whose move applied writes the event's deliveries, in the same write.
    if (rows.length > 0) {
      await recordWebhookEvent(
        ctx,
        tx,
        changeOrderStatusChanged(
          change.companyId,
          changeReferenceOf(change.id),
          service.publicId,
          change.stage,
          target,
          now,
        ),
      );
    }
    return rows;
  });
  if (moved.length === 0) return;
  if (target !== "done" && target !== "failed") return;
  if (target === "done") {
    await ctx.db
      .update(services)
      .set({
        speedMbps: change.toMbps,
        termMonths: change.toTermMonths,
        mrcMinor: change.toMrcMinor,
        termEnd: change.newTermEnd,
        updatedAt: now,
      })
      .where(eq(services.id, service.id));
    await billChange(ctx, change, service);
  }
  const name = service.customName ?? service.name;
  const reference = changeReferenceOf(change.id);
  const what = describeChange(change);
  const message =
    target === "done"
      ? `Change ${reference} done: ${name} (${service.publicId}) ${what}.`
      : `Change ${reference} failed: ${name} (${service.publicId}). ${reason ?? ""}`.trim();
  await deliverNews(ctx, [change.requestedById], {
    topic: "services",
    message,
    url: `/services/${service.publicId}`,
    relatedModule: SERVICE_RELATED_MODULES[service.type as ServiceType],
    mailSubject: message,
  });
  await mailOrderProgress(ctx, change.companyId, service.publicId, message);
}

/** What the change asked, as the rules read it again when it is applied. */
function askOf(change: ChangeRecord, type: string): ChangeAsk {
  const mbps = change.toMbps === change.fromMbps ? undefined : change.toMbps;
  const termChanged = change.newTermEnd !== change.termEnd;
  return {
    ...(type === "port" ? { speed_mbps: mbps } : { bandwidth_mbps: mbps }),
    term_months: termChanged ? change.toTermMonths : undefined,
  };
}

/** "now runs at 2 Gbps on a 24-month term": what the change made of the service. */
export function describeChange(change: {
  readonly fromMbps: number;
  readonly toMbps: number;
  readonly fromTermMonths: number;
  readonly toTermMonths: number;
  readonly termEnd: string | null;
  readonly newTermEnd: string | null;
}): string {
  const parts: string[] = [];
  if (change.toMbps !== change.fromMbps)
    parts.push(`${formatBandwidth(change.fromMbps)} to ${formatBandwidth(change.toMbps)}`);
  if (change.toTermMonths !== change.fromTermMonths || change.newTermEnd !== change.termEnd)
    parts.push(
      `${change.toTermMonths}-month term${change.newTermEnd === null ? "" : ` to ${change.newTermEnd}`}`,
    );
  return `now ${parts.join(", ")}`;
}
