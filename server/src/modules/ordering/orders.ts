import { and, eq, sql } from "drizzle-orm";
import { normaliseBillingReference } from "../../../../src/core/api/billing/billing-references.ts";
import {
  awsAccountIdProblem,
  azureServiceKeyProblem,
  cloudProviderOf,
  evplBEndOf,
  ORDER_STAGE_AFTER_MS,
  ORDER_STAGES,
  type OrderFacts,
  type OrderFlow,
  type OrderRequest,
  type OrderStage,
  orderProblems,
  orderStageAfter,
  type PlacedOrder,
  termPricesMinor,
  wholeNumber,
} from "../../../../src/core/api/ordering/index.ts";
import type {
  OrderStatus,
  OrderStatusView,
  ServiceStatus,
} from "../../../../src/core/api/services/index.ts";
import { termEndOf } from "../../../../src/core/api/services/term-end.ts";
import { activityBy } from "../../activity/activity-entry.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { ServerContext } from "../../context.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { products, serviceOrders, services } from "../../db/schema.ts";
import { badRequest } from "../../http/api-error.ts";
import { mailOrderProgress } from "../notices/progress-notices.ts";
import { deliverNews } from "../notifications/deliver.ts";
import { advanceChanges } from "../services/service-change-progress.ts";
import type { ServiceRecord } from "../services/service-lookup.ts";
import { findService } from "../services/service-lookup.ts";
import { orderStatusChanged, serviceStatusChanged } from "../webhooks/webhook-event-data.ts";
import { recordWebhookEvent } from "../webhooks/webhook-outbox.ts";
import { azureCircuit, regionOf } from "./cloud-catalogue.ts";
import { cniFactsOf, portFactsOf } from "./orderable-ports.ts";
import { chosenCurrency, locationMetro } from "./pricing-facts.ts";

/** The notification icon of each kind of order (spec section 3, related_module). */
const RELATED_MODULE: Readonly<Record<OrderFlow, string>> = {
  port: "service_port",
  cloud_connect: "service_cloud_connect",
  evpl: "service_evpl",
};

/** The product an order is for: a port by its speed, a connect by its cloud. */
const CLOUD_PRODUCT_NAMES: Readonly<Record<string, string>> = {
  aws: "AWS Direct Connect",
  azure: "Azure ExpressRoute",
  google: "Google Partner Interconnect",
};

/**
 * Checks the clouds would make: the Azure circuit exists and is not connected already; the
 * AWS account is not another customer's.
 */
async function cloudProblems(
  ctx: ServerContext,
  companyId: number,
  form: OrderRequest["form"],
): Promise<Record<string, string>> {
  const provider = cloudProviderOf(form.provider);
  if (provider === "aws") {
    const account = form.aws_account_id ?? "";
    if (awsAccountIdProblem(account) !== undefined) return {};
    const problem = await awsAccountProblem(ctx, companyId, account);
    return problem === undefined ? {} : { aws_account_id: problem };
  }
  if (provider !== "azure") return {};
  const key = form.service_key ?? "";
  if (azureServiceKeyProblem(key) !== undefined) return {};
  const problem = await azureKeyProblem(ctx, key);
  return problem === undefined ? {} : { service_key: problem };
}

/**
 * Why an AWS account cannot be connected for the company, undefined when it can: an account
 * is one customer's, so one another company already connects (a connect not ceased or
 * failed) is a typing mistake or someone else's account.
 */
export async function awsAccountProblem(ctx: ServerContext, companyId: number, account: string) {
  const [taken] = await ctx.db
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.cloudProvider, "aws"),
        eq(services.providerKey, account.trim()),
        sql`${services.companyId} <> ${companyId}`,
        sql`${services.status} not in ('ceased', 'failed')`,
      ),
    )
    .limit(1);
  return taken === undefined
    ? undefined
    : "This AWS account is connected by another customer; check the account ID.";
}

export const AZURE_KEY_MESSAGES = {
  unknown: "No ExpressRoute circuit has this service key.",
  taken: "This ExpressRoute circuit is already connected.",
} as const;

/** Why an ExpressRoute key cannot be connected, undefined when it can. */
export async function azureKeyProblem(ctx: ServerContext, key: string) {
  if (azureCircuit(key) === undefined) return AZURE_KEY_MESSAGES.unknown;
  const [taken] = await ctx.db
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.cloudProvider, "azure"),
        sql`lower(${services.providerKey}) = ${key.trim().toLowerCase()}`,
        sql`${services.status} not in ('ceased', 'failed')`,
      ),
    )
    .limit(1);
  return taken === undefined ? undefined : AZURE_KEY_MESSAGES.taken;
}

function asFieldErrors(problems: Record<string, string>) {
  return Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]]));
}

interface OrderRow {
  readonly id: number;
  readonly type: string;
  readonly stage: string;
  readonly createdAt: Date;
  readonly publicId: string;
  readonly name: string;
  readonly status: string;
}

function placedOrder(row: OrderRow): PlacedOrder {
  return {
    id: String(row.id),
    service: row.publicId,
    type: row.type as OrderFlow,
    name: row.name,
    status: row.status as ServiceStatus,
    stage: row.stage as OrderStage,
    created: row.createdAt.toISOString(),
  };
}

async function existingOrder(ctx: ServerContext, companyId: number, key: string) {
  const [row] = await ctx.db
    .select({
      id: serviceOrders.id,
      type: serviceOrders.type,
      stage: serviceOrders.stage,
      createdAt: serviceOrders.createdAt,
      publicId: services.publicId,
      name: services.name,
      status: services.status,
    })
    .from(serviceOrders)
    .innerJoin(services, eq(services.id, serviceOrders.serviceId))
    .where(and(eq(serviceOrders.companyId, companyId), eq(serviceOrders.idempotencyKey, key)));
  return row;
}

class RepeatedOrder extends Error {}

/**
 * POST /services/orders: checks the whole order with the core's rules and the network's
 * facts, prices it from the book of the caller's chosen currency (the price they were shown)
 * and creates the service as pending with its order, in one transaction. A repeat of the idempotency key (a double click, a retry after a
 * lost answer, even one racing the first) answers the first order and creates nothing.
 */
export async function placeOrder(
  ctx: ServerContext,
  user: CurrentUser,
  request: OrderRequest,
): Promise<{ readonly created: boolean; readonly order: PlacedOrder }> {
  const repeated = await existingOrder(ctx, user.companyId, request.idempotency_key);
  if (repeated !== undefined) return { created: false, order: placedOrder(repeated) };

  const asked: Readonly<Record<string, string>> = { ...request.form, type: request.type };
  const flow = request.type;
  const bEnd = evplBEndOf(asked);
  const provider = cloudProviderOf(asked.provider);
  const facts: OrderFacts = {
    locationMetro: flow === "port" ? await locationMetro(ctx, asked.location) : undefined,
    aPort: flow === "port" ? undefined : await portFactsOf(ctx, user.companyId, asked.a_port),
    bPort:
      flow === "evpl" && bEnd === "port"
        ? await portFactsOf(ctx, user.companyId, asked.b_port)
        : undefined,
    bCni:
      flow === "evpl" && bEnd === "cni"
        ? await cniFactsOf(ctx, user.companyId, asked.b_cni)
        : undefined,
    regionKnown:
      provider === undefined ? undefined : regionOf(provider, asked.region ?? "") !== undefined,
  };
  const problems = {
    ...orderProblems(asked, facts),
    ...(await cloudProblems(ctx, user.companyId, asked)),
  };
  if (Object.keys(problems).length > 0) throw badRequest(asFieldErrors(problems));
  // An EVPL to a CNI ends on the CNI's port and VLAN, whatever B-end fields came along.
  const form: Readonly<Record<string, string>> =
    facts.bCni == null
      ? asked
      : { ...asked, b_port: facts.bCni.port.id, b_vlan: String(facts.bCni.vlan) };

  // The order keeps the price the customer was shown: the book of their chosen currency.
  const currency = await chosenCurrency(ctx, user, true);
  const term = wholeNumber(form.term_months) ?? 12;
  const mbps = wholeNumber(flow === "port" ? form.speed_mbps : form.bandwidth_mbps) ?? 0;
  const price = termPricesMinor({ flow, mbps, bEnd }, currency)?.find(
    (p) => p.term_months === term,
  );
  if (price === undefined) throw badRequest({ term_months: ["This term is not offered."] });

  const aPort =
    flow === "port" ? undefined : await findService(ctx, user.companyId, form.a_port ?? "");
  const bPort =
    flow === "evpl" ? await findService(ctx, user.companyId, form.b_port ?? "") : undefined;
  const productId = await productFor(ctx, flow, mbps, provider);
  const now = ctx.now();
  const serviceRow = serviceValues(form, { flow, mbps, term, currency, price, aPort, bPort, now });

  try {
    const order = await ctx.db.transaction(async (tx) => {
      const [number] = rowsOf<{ value: string }>(
        await tx.execute(sql`select nextval('service_order_numbers')::text as value`),
      );
      const publicId = `SVC-${number?.value ?? "0"}`;
      const [service] = await tx
        .insert(services)
        .values({ ...serviceRow, publicId, companyId: user.companyId, productId })
        .returning();
      if (service === undefined) throw new Error("the service was not created");
      const [created] = await tx
        .insert(serviceOrders)
        .values({
          companyId: user.companyId,
          serviceId: service.id,
          orderedById: user.id,
          idempotencyKey: request.idempotency_key,
          type: flow,
          stage: "received",
          stageTimes: { received: now.toISOString() },
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      // Another request with this key won the race: undo this one, answer that one.
      if (created === undefined) throw new RepeatedOrder();
      await recordWebhookEvent(
        ctx,
        tx,
        orderStatusChanged(
          user.companyId,
          { publicId, name: service.name },
          flow,
          null,
          "received",
          now,
        ),
      );
      await recordActivity(tx, {
        ...activityBy(ctx, user),
        action: "order.placed",
        target: { type: "service", id: String(service.id), label: `${publicId} ${service.name}` },
        after: { type: flow, term_months: term, mbps, currency },
      });
      return placedOrder({ ...created, publicId, name: service.name, status: service.status });
    });
    orderPlaced(ctx, user.companyId);
    await announce(ctx, user.companyId, user.id, flow, order.service, order.name, "received", null);
    return { created: true, order };
  } catch (error) {
    if (!(error instanceof RepeatedOrder)) throw error;
    const first = await existingOrder(ctx, user.companyId, request.idempotency_key);
    if (first === undefined) throw error;
    return { created: false, order: placedOrder(first) };
  }
}

async function productFor(
  ctx: ServerContext,
  flow: OrderFlow,
  mbps: number,
  provider: string | undefined,
): Promise<number> {
  const name =
    flow === "port"
      ? `Port ${mbps >= 1000 ? `${mbps / 1000}G` : `${mbps}M`}`
      : flow === "evpl"
        ? "EVPL"
        : (CLOUD_PRODUCT_NAMES[provider ?? ""] ?? "");
  const [named] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.name, name));
  if (named !== undefined) return named.id;
  // A speed the catalogue has no product of its own for (400G) is sold as its type's product.
  const [ofType] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.serviceType, flow))
    .orderBy(sql`${products.id} desc`)
    .limit(1);
  if (ofType === undefined) throw new Error(`no product of type ${flow}`);
  return ofType.id;
}

function serviceValues(
  form: Readonly<Record<string, string>>,
  order: {
    readonly flow: OrderFlow;
    readonly mbps: number;
    readonly term: number;
    readonly currency: string;
    readonly price: { readonly mrcMinor: number; readonly nrcMinor: number };
    readonly aPort: ServiceRecord | undefined;
    readonly bPort: ServiceRecord | undefined;
    readonly now: Date;
  },
) {
  const { flow, aPort, bPort } = order;
  const provider = cloudProviderOf(form.provider);
  const key =
    provider === "azure"
      ? form.service_key?.trim().toLowerCase()
      : provider === "aws"
        ? form.aws_account_id?.trim()
        : form.pairing_key?.trim();
  return {
    type: flow,
    name: (form.name ?? "").trim(),
    // The customer's billing references, printed on the service's invoice lines.
    purchaseOrder: normaliseBillingReference(form.purchase_order ?? ""),
    costCentre: normaliseBillingReference(form.cost_centre ?? ""),
    status: "pending",
    adminState: "unknown",
    operState: "unknown",
    orderStatus: "received",
    pathStatus: flow === "port" ? "not_applicable" : "down",
    speedMbps: order.mbps,
    parentId: aPort?.id ?? null,
    locationId: aPort?.locationId ?? wholeNumber(form.location) ?? 0,
    aPortId: aPort?.id ?? null,
    aVlan: aPort === undefined ? null : (wholeNumber(form.a_vlan) ?? null),
    bLocationId: bPort?.locationId ?? null,
    bPortId: bPort?.id ?? null,
    bVlan: bPort === undefined ? null : (wholeNumber(form.b_vlan) ?? null),
    media: flow === "port" ? (form.media ?? null) : null,
    lagMembers: flow === "port" ? 1 : null,
    diversityZone: flow === "port" ? (form.diversity_zone ?? null) : null,
    cloudProvider: flow === "cloud_connect" ? (provider ?? null) : null,
    cloudRegion: flow === "cloud_connect" ? (form.region ?? null) : null,
    providerKey: flow === "cloud_connect" ? (key ?? null) : null,
    azureState: provider === "azure" && flow === "cloud_connect" ? "not_provisioned" : null,
    termMonths: order.term,
    mrcMinor: order.price.mrcMinor,
    nrcMinor: order.price.nrcMinor,
    currency: order.currency,
    orderedAt: order.now,
    checkedAt: order.now,
    createdAt: order.now,
    updatedAt: order.now,
  };
}

const STAGE_MESSAGES: Readonly<Record<OrderStage, (name: string, id: string) => string>> = {
  received: (name, id) => `Order received: ${name} (${id}).`,
  validated: (name, id) => `Order validated: ${name} (${id}) is being prepared.`,
  provisioning: (name, id) => `Provisioning started: ${name} (${id}).`,
  live: (name, id) => `${name} (${id}) is live.`,
  failed: (name, id) => `Order failed: ${name} (${id}).`,
};

async function announce(
  ctx: ServerContext,
  companyId: number,
  userId: number,
  flow: OrderFlow,
  publicId: string,
  name: string,
  stage: OrderStage,
  reason: string | null,
): Promise<void> {
  const message = STAGE_MESSAGES[stage](name, publicId) + (reason === null ? "" : ` ${reason}`);
  await deliverNews(ctx, [userId], {
    topic: "services",
    message,
    url: `/services/${publicId}`,
    relatedModule: RELATED_MODULE[flow],
    mailSubject: message,
  });
  await mailOrderProgress(ctx, companyId, publicId, message);
}

/** What each stage makes of the service. */
const SERVICE_AT_STAGE: Readonly<
  Record<OrderStage, { readonly status: ServiceStatus; readonly orderStatus: OrderStatus }>
> = {
  received: { status: "pending", orderStatus: "received" },
  validated: { status: "pending", orderStatus: "in_review" },
  provisioning: { status: "provisioning", orderStatus: "in_progress" },
  live: { status: "active", orderStatus: "completed" },
  failed: { status: "failed", orderStatus: "rejected" },
};

export const PORT_GONE_REASON = "The A-end port no longer takes new connections.";

interface OpenOrderRow {
  readonly id: number;
  readonly stage: OrderStage;
  readonly type: OrderFlow;
  readonly created_at: string | Date;
  readonly ordered_by_id: number;
  readonly service_id: number;
  readonly public_id: string;
  readonly name: string;
  readonly term_months: number;
  readonly status: string;
  readonly parent_status: string | null;
}

/**
 * The bell's poll (every open tab, every 5 s) and the services list bring orders up to date
 * before they answer. Looking for open orders on every one of those calls made the polled
 * notification call several times dearer (a join per poll; the soak of 1,000 polls a second
 * on PGlite went from a p50 of about 0.2 s to 2.4 s), although orders only move every few
 * seconds. So those reads look at most once a second per company on this server; placing an
 * order clears the mark, and the explicit reads (a service, its order status) always look.
 * Each server keeps its own marks: a second instance looks for itself, and the conditional
 * updates of advanceOrders still let only one of them apply a step.
 */
const POLLED_CHECK_EVERY_MS = 1_000;
const lastPolledCheck = new WeakMap<ServerContext, Map<number, number>>();

function polledChecksOf(ctx: ServerContext): Map<number, number> {
  let checks = lastPolledCheck.get(ctx);
  if (checks === undefined) {
    checks = new Map();
    lastPolledCheck.set(ctx, checks);
  }
  return checks;
}

/** advanceOrders for the polled reads: at most once a second per company (see above). */
export async function advanceOrdersWhenDue(ctx: ServerContext, companyId: number): Promise<void> {
  const checks = polledChecksOf(ctx);
  const now = ctx.now().getTime();
  const last = checks.get(companyId);
  // A clock moved back (a test's) counts as due too.
  if (last !== undefined && now >= last && now - last < POLLED_CHECK_EVERY_MS) return;
  checks.set(companyId, now);
  await advanceOrders(ctx, companyId);
}

/** A new order is looked at by the next polled read, however recent the last look. */
export function orderPlaced(ctx: ServerContext, companyId: number): void {
  polledChecksOf(ctx).delete(companyId);
}

/**
 * Brings the company's open orders up to the stage their age has reached on the server's
 * schedule (ctx.orderSchedule: standard, or the demo's fast one only when explicitly asked
 * for; demo-provisioning.ts), by the server's clock (ctx.now, which tests move). No timer runs
 * anywhere: whoever reads services or notifications first moves them. Each move is a
 * conditional UPDATE from the stage read, so when two servers race only one applies it and
 * announces it. A connection's order fails at validation when its port no longer takes
 * connections, and waits in provisioning until its port is live.
 */
export async function advanceOrders(ctx: ServerContext, companyId: number): Promise<void> {
  // Changes of live services move on the same reads (issue 42).
  await advanceChanges(ctx, companyId);
  const open = rowsOf<OpenOrderRow>(
    await ctx.db.execute(sql`
      select o.id, o.stage, o.type, o.created_at, o.ordered_by_id, o.service_id,
        s.public_id, s.name, s.term_months, s.status, p.status as parent_status
      from service_orders o join services s on s.id = o.service_id
        left join services p on p.id = s.parent_id
      where o.company_id = ${companyId} and o.stage not in ('live', 'failed')`),
  );
  if (open.length === 0) return;
  const now = ctx.now();
  for (const order of open) {
    const created = new Date(order.created_at);
    let target: OrderStage = orderStageAfter(now.getTime() - created.getTime(), ctx.orderSchedule);
    let reason: string | null = null;
    const parentUsable =
      order.parent_status === null ||
      ["pending", "provisioning", "active"].includes(order.parent_status);
    if (target !== "received" && order.stage === "received" && !parentUsable) {
      target = "failed";
      reason = PORT_GONE_REASON;
    }
    if (target === "live" && order.parent_status !== null && order.parent_status !== "active")
      target = "provisioning";
    const from = ORDER_STAGES.indexOf(order.stage);
    const to = ORDER_STAGES.indexOf(target);
    if (to <= from) continue;
    const passed =
      target === "failed"
        ? (["failed"] as OrderStage[])
        : ORDER_STAGES.slice(from + 1, to + 1).filter((stage) => stage !== "failed");
    const times = Object.fromEntries(
      passed.map((stage) => {
        const due =
          stage === "failed" || stage === "received"
            ? now
            : new Date(created.getTime() + ORDER_STAGE_AFTER_MS[ctx.orderSchedule][stage]);
        return [stage, (due > now ? now : due).toISOString()];
      }),
    );
    // The move, the service's new status and their webhook deliveries are one write.
    const moved = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .update(serviceOrders)
        .set({
          stage: target,
          stageTimes: sql`${serviceOrders.stageTimes} || ${JSON.stringify(times)}::jsonb`,
          failureReason: reason,
        })
        .where(and(eq(serviceOrders.id, order.id), eq(serviceOrders.stage, order.stage)))
        .returning({ id: serviceOrders.id });
      if (rows.length === 0) return false;
      const live = target === "live" ? new Date(times.live ?? now.toISOString()) : null;
      await tx
        .update(services)
        .set({
          status: SERVICE_AT_STAGE[target].status,
          orderStatus: SERVICE_AT_STAGE[target].orderStatus,
          updatedAt: now,
          checkedAt: now,
          ...(live === null
            ? {}
            : {
                liveAt: live,
                termEnd: termEndOf(live, order.term_months),
                adminState: "up",
                operState: "up",
                pathStatus: order.type === "port" ? "not_applicable" : "up",
                azureState: sql`case when ${services.azureState} is null then null else 'provisioned' end`,
              }),
        })
        .where(eq(services.id, order.service_id));
      const ref = { publicId: order.public_id, name: order.name };
      await recordWebhookEvent(
        ctx,
        tx,
        orderStatusChanged(companyId, ref, order.type, order.stage, target, now),
      );
      const status = SERVICE_AT_STAGE[target].status;
      if (status !== order.status) {
        await recordWebhookEvent(
          ctx,
          tx,
          serviceStatusChanged(companyId, ref, order.status, status, now),
        );
      }
      return true;
    });
    if (!moved) continue;
    for (const stage of passed) {
      await announce(
        ctx,
        companyId,
        order.ordered_by_id,
        order.type,
        order.public_id,
        order.name,
        stage,
        stage === "failed" ? reason : null,
      );
    }
  }
}

/** GET /services/order_status/{id}: from the order when the portal placed it, else the service. */
export async function orderStatusOf(
  ctx: ServerContext,
  companyId: number,
  publicId: string,
): Promise<OrderStatusView> {
  await advanceOrders(ctx, companyId);
  const service = await findService(ctx, companyId, publicId);
  const [order] = await ctx.db
    .select()
    .from(serviceOrders)
    .where(eq(serviceOrders.serviceId, service.id));
  const base = {
    id: service.publicId,
    schedule: ctx.orderSchedule,
    order_status: service.orderStatus as OrderStatus,
    ordered_at: service.orderedAt.toISOString(),
    updated_at: service.updatedAt.toISOString(),
  };
  if (order === undefined) {
    const stage = stageOfService(service.status as ServiceStatus);
    return {
      ...base,
      stage,
      failure_reason: null,
      stages: [{ stage, at: (service.liveAt ?? service.orderedAt).toISOString() }],
    };
  }
  const stages = ORDER_STAGES.filter((stage) => order.stageTimes[stage] !== undefined).map(
    (stage) => ({ stage, at: order.stageTimes[stage] ?? "" }),
  );
  return {
    ...base,
    stage: order.stage as OrderStage,
    failure_reason: order.failureReason,
    stages,
  };
}

/** A service ordered before the portal's wizard: its stage read from its status. */
function stageOfService(status: ServiceStatus): OrderStage {
  switch (status) {
    case "pending":
      return "received";
    case "provisioning":
      return "provisioning";
    case "failed":
      return "failed";
    default:
      return "live";
  }
}
