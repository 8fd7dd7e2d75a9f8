import { and, eq, sql } from "drizzle-orm";
import {
  type ChangeAsk,
  type ChangeQuoteMinor,
  changeProblems,
  quoteChange,
} from "../../../../src/core/api/services/change-rules.ts";
import type { ChangeQuote, ServiceChange } from "../../../../src/core/api/services/index.ts";
import {
  changeQuoteOf,
  changeReferenceOf,
} from "../../../../src/core/api/services/service-changes.ts";
import { activityBy } from "../../activity/activity-entry.ts";
import { serviceTarget } from "../../activity/activity-targets.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { ServerContext } from "../../context.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { serviceChanges } from "../../db/schema.ts";
import { badRequest, conflict } from "../../http/api-error.ts";
import { changeOrderStatusChanged } from "../webhooks/webhook-event-data.ts";
import { recordWebhookEvent } from "../webhooks/webhook-outbox.ts";
import { changeFactsOf } from "./change-facts.ts";
import {
  CHANGE_COLUMNS,
  CHANGE_RELATIONS,
  type ChangeRow,
  toServiceChange,
} from "./service-change-rows.ts";
import { refuseLocked } from "./service-lock.ts";
import { findService, type ServiceRecord } from "./service-lookup.ts";

export const OPEN_CHANGE_MESSAGE =
  "A change of this service is already under way; a new one can be asked once it is done.";
export const IDEMPOTENCY_KEY_MESSAGE =
  "Send an Idempotency-Key header (up to 200 characters) with a change.";

/** The longest Idempotency-Key a change accepts. */
const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/**
 * The change checked against the core's rules and priced: 409 when the service is locked or
 * already being changed, 400 with every refused field (or non_field_errors) otherwise.
 */
async function checkedQuote(
  ctx: ServerContext,
  service: ServiceRecord,
  ask: ChangeAsk,
): Promise<ChangeQuoteMinor> {
  refuseLocked(service);
  const { facts, openChange } = await changeFactsOf(ctx, service);
  if (openChange) throw conflict(OPEN_CHANGE_MESSAGE);
  const now = ctx.now();
  const problems = changeProblems(facts, ask, now);
  if (Object.keys(problems).length > 0)
    throw badRequest(
      Object.fromEntries(Object.entries(problems).map(([field, text]) => [field, [text]])),
    );
  return quoteChange(facts, ask, now);
}

/** POST /services/{id}/changes/quote: what the change would cost; nothing is written. */
export async function quoteServiceChange(
  ctx: ServerContext,
  user: CurrentUser,
  publicId: string,
  ask: ChangeAsk,
): Promise<ChangeQuote> {
  const service = await findService(ctx, user.companyId, publicId);
  return changeQuoteOf(await checkedQuote(ctx, service, ask));
}

async function changeById(ctx: ServerContext, id: number): Promise<ServiceChange> {
  const [row] = rowsOf<ChangeRow>(
    await ctx.db.execute(sql`
      select ${sql.raw(CHANGE_COLUMNS)} from service_changes ch ${sql.raw(CHANGE_RELATIONS)}
      where ch.id = ${id}`),
  );
  if (row === undefined) throw new Error(`change ${id} is gone`);
  return toServiceChange(row);
}

async function changeByKey(ctx: ServerContext, companyId: number, key: string) {
  const [row] = await ctx.db
    .select({ id: serviceChanges.id, serviceId: serviceChanges.serviceId })
    .from(serviceChanges)
    .where(and(eq(serviceChanges.companyId, companyId), eq(serviceChanges.idempotencyKey, key)));
  return row;
}

/** The header's key, or 400: a change is a write a client may retry, so it must carry one. */
export function idempotencyKeyOf(header: string | string[] | undefined): string {
  const key = typeof header === "string" ? header.trim() : "";
  if (key === "" || key.length > IDEMPOTENCY_KEY_MAX_LENGTH)
    throw badRequest(IDEMPOTENCY_KEY_MESSAGE);
  return key;
}

/**
 * POST /services/{id}/changes: checks and prices the change as the quote does and records it
 * as received. A repeat of the Idempotency-Key answers the first change (created false); of
 * two different changes racing on one service the database's one-open-change index lets one
 * in, and the other answers 409.
 */
export async function createServiceChange(
  ctx: ServerContext,
  user: CurrentUser,
  publicId: string,
  keyHeader: string | string[] | undefined,
  ask: ChangeAsk,
): Promise<{ readonly created: boolean; readonly change: ServiceChange }> {
  const service = await findService(ctx, user.companyId, publicId);
  const key = idempotencyKeyOf(keyHeader);
  const repeated = await changeByKey(ctx, user.companyId, key);
  if (repeated !== undefined) {
    // A key is one change of one service: sent again for another service it is a mistake.
    if (repeated.serviceId !== service.id)
      throw conflict("This Idempotency-Key was already used for another service's change.");
    return { created: false, change: await changeById(ctx, repeated.id) };
  }
  const quote = await checkedQuote(ctx, service, ask).catch(async (refusal: unknown) => {
    // The same key's first request may have been let in since the lookup above: its open
    // change now refuses this one, which is a retry of it and answers it instead.
    const first = await changeByKey(ctx, user.companyId, key);
    if (first !== undefined && first.serviceId === service.id) return first;
    throw refusal;
  });
  if ("serviceId" in quote) return { created: false, change: await changeById(ctx, quote.id) };
  const now = ctx.now();
  // The change, its webhook deliveries and its activity entry are one write.
  const created = await ctx.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(serviceChanges)
      .values({
        companyId: user.companyId,
        serviceId: service.id,
        requestedById: user.id,
        idempotencyKey: key,
        stage: "received",
        stageTimes: { received: now.toISOString() },
        fromMbps: quote.currentMbps,
        toMbps: quote.newMbps,
        fromTermMonths: quote.currentTermMonths,
        toTermMonths: quote.newTermMonths,
        currency: quote.currency,
        fromMrcMinor: quote.currentMrcMinor,
        toMrcMinor: quote.newMrcMinor,
        proratedMinor: quote.proratedMinor,
        proratedDays: quote.proratedDays,
        oneOffFeeMinor: quote.oneOffFeeMinor,
        termEnd: quote.termEnd,
        newTermEnd: quote.newTermEnd,
        effectiveAt: quote.effective,
        periodStart: quote.periodStart,
        periodEnd: quote.periodEnd,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: serviceChanges.id });
    if (made !== undefined) {
      await recordWebhookEvent(
        ctx,
        tx,
        changeOrderStatusChanged(
          user.companyId,
          changeReferenceOf(made.id),
          service.publicId,
          null,
          "received",
          now,
        ),
      );
      await recordActivity(tx, {
        ...activityBy(ctx, user),
        action: "change_order.placed",
        target: serviceTarget(service),
        before: { mbps: quote.currentMbps, term_months: quote.currentTermMonths },
        after: {
          mbps: quote.newMbps,
          term_months: quote.newTermMonths,
          change: String(made.id),
        },
      });
    }
    return made;
  });
  if (created !== undefined) return { created: true, change: await changeById(ctx, created.id) };
  // A unique index refused it: the same key racing (answer the first) or another open change.
  const first = await changeByKey(ctx, user.companyId, key);
  if (first !== undefined) return { created: false, change: await changeById(ctx, first.id) };
  throw conflict(OPEN_CHANGE_MESSAGE);
}
