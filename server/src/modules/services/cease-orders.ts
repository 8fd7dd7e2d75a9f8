import { and, eq, sql } from "drizzle-orm";
import { utcToday } from "../../../../src/core/api/calendar-date.ts";
import type { CEASE_ORDER_LIST } from "../../../../src/core/api/services/cease-orders.ts";
import {
  CEASE_MESSAGES,
  type CeaseOrder,
  type CreateCeaseOrderRequest,
  ceaseDateProblem,
  ceaseServiceProblem,
  isCeaseOrderCancellable,
  type ServiceStatus,
} from "../../../../src/core/api/services/index.ts";
import { activityBy } from "../../activity/activity-entry.ts";
import { serviceTarget } from "../../activity/activity-targets.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { ServerContext } from "../../context.ts";
import { isoTime } from "../../db/iso-time.ts";
import { fullNameSql } from "../../db/person-name.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { ceaseOrders, ceaseReasons, services } from "../../db/schema.ts";
import { badRequest, conflict } from "../../http/api-error.ts";
import { type CompanyRows, companyRow, missingRow } from "../../http/foreign-rows.ts";
import { where } from "../../http/list-filters.ts";
import type { ListRowsOf } from "../../http/paged-list.ts";
import { storedId } from "../../http/record-ids.ts";
import { serviceStatusChanged } from "../webhooks/webhook-event-data.ts";
import { recordWebhookEvent } from "../webhooks/webhook-outbox.ts";
import { refuseLocked } from "./service-lock.ts";
import { tellServiceReaders } from "./service-news.ts";

const CEASE_COLUMNS = `co.id::text as id, s.public_id as service_id, s.name as service_name,
  s.type as service_type, r.id::text as reason_id, r.label as reason_label,
  co.cease_date::text as cease_date, co.comment, co.status,
  u.id::text as requester_id, ${fullNameSql("u")} as requester_name,
  u.email as requester_email, ${isoTime("co.created_at")} as created,
  ${isoTime("co.closed_at")} as closed_at`;

const CEASE_RELATIONS = `join services s on s.id = co.service_id
  join cease_reasons r on r.id = co.reason_id
  join users u on u.id = co.requested_by_id`;

interface CeaseRow {
  readonly id: string;
  readonly service_id: string;
  readonly service_name: string;
  readonly service_type: CeaseOrder["service"]["type"];
  readonly reason_id: string;
  readonly reason_label: string;
  readonly cease_date: string;
  readonly comment: string;
  readonly status: CeaseOrder["status"];
  readonly requester_id: string;
  readonly requester_name: string;
  readonly requester_email: string;
  readonly created: string;
  readonly closed_at: string | null;
}

function toCeaseOrder(row: CeaseRow): CeaseOrder {
  return {
    id: row.id,
    service: { id: row.service_id, name: row.service_name, type: row.service_type },
    reason: { id: row.reason_id, label: row.reason_label },
    cease_date: row.cease_date,
    comment: row.comment,
    status: row.status,
    requested_by: { id: row.requester_id, name: row.requester_name, email: row.requester_email },
    created: row.created,
    closed_at: row.closed_at,
  };
}

/** GET /cease_orders: the company's cease orders, newest first. */
/** Where a cease order is read from, in its list and alone. */
const CEASE_ROWS: CompanyRows = {
  table: "cease_orders co",
  alias: "co",
  columns: CEASE_COLUMNS,
  joins: CEASE_RELATIONS,
};

export const CEASE_ORDER_ROWS: ListRowsOf<typeof CEASE_ORDER_LIST, CeaseRow> = {
  name: "cease_orders",
  ...CEASE_ROWS,
  owner: "co.company_id = $1",
  filters: [
    where("co.status = ?", "text", (query) => query.status),
    where(
      "co.service_id = (select fs.id from services fs where fs.company_id = co.company_id and fs.public_id = ?)",
      "text",
      (query) => query.service,
    ),
  ],
  orderings: { "-created": "co.created_at desc, co.id desc" },
  ordering: () => "-created",
  toItem: toCeaseOrder,
};

/** One of the company's cease orders, or 404. */
export async function ceaseOrder(
  ctx: ServerContext,
  companyId: number,
  id: number,
): Promise<CeaseOrder> {
  return toCeaseOrder(await companyRow<CeaseRow>(ctx, CEASE_ROWS, "cease_order", companyId, id));
}

/**
 * Completes the company's pending cease orders whose day has passed, and ceases their
 * services. A service runs through its cease date and is ceased from the next day's start
 * (00:00 UTC), which is what `closed_at` records whenever the order is settled: the outcome
 * follows from the dates alone, with no timer. Every read or write of the module calls this
 * first (a no-op when nothing is due), so an answer never shows a service
 * "cancelling" past its date. Concurrent calls are safe: only pending orders move, and only
 * a "cancelling" service becomes "ceased".
 *
 * Once a day per company and server: an order's date is never before the day it is asked
 * (ceaseDateProblem), so after one settlement on day D no order, from any server, falls due
 * before D + 1. Running the UPDATE on every call cost each services read a write statement
 * (and, as a write, the next request's reuse of the caller's row: prepared.ts): GET /services
 * took 6.9 ms serial at 10,000 services against 4-5 ms for the other lists.
 */
export async function settleDueCeaseOrders(ctx: ServerContext, companyId: number): Promise<void> {
  const today = utcToday(ctx.now());
  const settled = settledDaysOf(ctx);
  // Only the same day skips: a clock moved on (or back, in a test) settles again.
  if (settled.get(companyId) === today) return;
  await settleCeaseOrdersDueBefore(ctx, companyId, today);
  settled.set(companyId, today);
}

/** The UTC day of each company's last settlement, per server context. */
const settledDays = new WeakMap<ServerContext, Map<number, string>>();
function settledDaysOf(ctx: ServerContext): Map<number, string> {
  let days = settledDays.get(ctx);
  if (days === undefined) {
    days = new Map();
    settledDays.set(ctx, days);
  }
  return days;
}

async function settleCeaseOrdersDueBefore(
  ctx: ServerContext,
  companyId: number,
  today: string,
): Promise<void> {
  const result = await ctx.db.execute(sql`
    with due as (
      update cease_orders
      set status = 'completed',
        closed_at = (cease_date + 1)::timestamp at time zone 'UTC'
      where company_id = ${companyId} and status = 'pending' and cease_date < ${today}::date
      returning service_id, closed_at)
    update services s
    set status = 'ceased', admin_state = 'down', oper_state = 'unknown', updated_at = due.closed_at
    from due
    where s.id = due.service_id and s.status = 'cancelling'
    returning s.public_id, coalesce(s.custom_name, s.name) as name`);
  // Only the call that moved an order gets it back, so each cease is told once.
  for (const row of rowsOf<{ public_id: string; name: string }>(result)) {
    await tellServiceReaders(
      ctx,
      companyId,
      { publicId: row.public_id, name: row.name },
      {
        message: `${row.name} (${row.public_id}) has been ceased.`,
        subject: `${row.public_id} has been ceased`,
      },
    );
  }
}

/**
 * POST /cease_orders: checks every field first and answers all that are wrong at once (the
 * reason, the date, the service and its status), then records the order and marks the
 * service "cancelling" in one transaction.
 */
export async function createCeaseOrder(
  ctx: ServerContext,
  user: CurrentUser,
  body: CreateCeaseOrderRequest,
): Promise<CeaseOrder> {
  const errors: Record<string, string[]> = {};
  const [service] = await ctx.db
    .select({
      id: services.id,
      status: services.status,
      publicId: services.publicId,
      name: sql<string>`coalesce(${services.customName}, ${services.name})`,
      lockedAt: services.lockedAt,
    })
    .from(services)
    .where(and(eq(services.companyId, user.companyId), eq(services.publicId, body.service)));
  if (service) refuseLocked(service);
  const reasonId = storedId(body.reason);
  const [reason] =
    reasonId === null
      ? []
      : await ctx.db
          .select({ id: ceaseReasons.id })
          .from(ceaseReasons)
          .where(eq(ceaseReasons.id, reasonId));
  if (!service) errors.service = [CEASE_MESSAGES.unknownService];
  else {
    const problem = ceaseServiceProblem(service.status as ServiceStatus);
    if (problem) errors.service = [problem];
  }
  if (!reason) errors.reason = [CEASE_MESSAGES.unknownReason];
  const dateProblem = ceaseDateProblem(body.cease_date, utcToday(ctx.now()));
  if (dateProblem) errors.cease_date = [dateProblem];
  if (!service || !reason || Object.keys(errors).length > 0) throw badRequest(errors);

  const id = await ctx.db.transaction(async (tx) => {
    // Only a ceasable service moves to "cancelling": a request racing this one finds it moved.
    const moved = await tx
      .update(services)
      .set({ status: "cancelling", updatedAt: ctx.now() })
      .where(and(eq(services.id, service.id), eq(services.status, service.status)))
      .returning({ id: services.id });
    if (moved.length === 0) throw badRequest({ service: [CEASE_MESSAGES.alreadyCancelling] });
    await recordWebhookEvent(
      ctx,
      tx,
      serviceStatusChanged(user.companyId, service, service.status, "cancelling", ctx.now()),
    );
    const [order] = await tx
      .insert(ceaseOrders)
      .values({
        companyId: user.companyId,
        serviceId: service.id,
        reasonId: reason.id,
        ceaseDate: body.cease_date,
        comment: body.comment?.trim() ?? "",
        status: "pending",
        previousStatus: service.status,
        requestedById: user.id,
        createdAt: ctx.now(),
      })
      .returning({ id: ceaseOrders.id });
    await recordActivity(tx, {
      ...activityBy(ctx, user),
      action: "cease_order.placed",
      target: {
        type: "service",
        id: service.publicId,
        label: `${service.publicId} ${service.name}`,
      },
      before: { status: service.status },
      after: { status: "cancelling", cease_date: body.cease_date, order: String(order?.id ?? "") },
    });
    return order?.id ?? 0;
  });
  await tellServiceReaders(
    ctx,
    user.companyId,
    service,
    {
      message: `${service.name} (${service.publicId}) will be ceased after ${body.cease_date}.`,
      subject: `${service.publicId} will be ceased after ${body.cease_date}`,
    },
    user.id,
  );
  return ceaseOrder(ctx, user.companyId, id);
}

/**
 * POST /cease_orders/{id}/cancel: withdraws a pending order and gives the service back the
 * status it had; 409 once the order is completed or already withdrawn.
 */
export async function cancelCeaseOrder(
  ctx: ServerContext,
  user: CurrentUser,
  id: number,
): Promise<CeaseOrder> {
  const companyId = user.companyId;
  const [order] = await ctx.db
    .select()
    .from(ceaseOrders)
    .where(and(eq(ceaseOrders.companyId, companyId), eq(ceaseOrders.id, id)));
  if (!order) throw await missingRow(ctx, companyId, "cease_order", id);
  if (!isCeaseOrderCancellable(order.status as CeaseOrder["status"]))
    throw conflict({ detail: CEASE_MESSAGES.notCancellable });
  await ctx.db.transaction(async (tx) => {
    const closed = await tx
      .update(ceaseOrders)
      .set({ status: "cancelled", closedAt: ctx.now() })
      .where(and(eq(ceaseOrders.id, order.id), eq(ceaseOrders.status, "pending")))
      .returning({ id: ceaseOrders.id });
    if (closed.length === 0) throw conflict({ detail: CEASE_MESSAGES.notCancellable });
    const restored = await tx
      .update(services)
      .set({ status: order.previousStatus, updatedAt: ctx.now() })
      .where(and(eq(services.id, order.serviceId), eq(services.status, "cancelling")))
      .returning({ publicId: services.publicId, name: services.name });
    for (const service of restored) {
      await recordWebhookEvent(
        ctx,
        tx,
        serviceStatusChanged(companyId, service, "cancelling", order.previousStatus, ctx.now()),
      );
    }
    const [service] = await tx
      .select({ publicId: services.publicId, name: services.name, customName: services.customName })
      .from(services)
      .where(eq(services.id, order.serviceId));
    await recordActivity(tx, {
      ...activityBy(ctx, user),
      action: "cease_order.cancelled",
      target: service ? serviceTarget(service) : { type: "service", id: null, label: "" },
      before: { status: "cancelling" },
      after: { status: order.previousStatus, order: String(order.id) },
    });
  });
  return ceaseOrder(ctx, companyId, order.id);
}
