// Tables of the ordering module (issue 18): see server/src/db/schema.ts for the conventions.
import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { at, createdAt, id, updatedAt } from "./columns.ts";
import { companyId, users } from "./schema-accounts.ts";
import { services } from "./schema-services.ts";

/**
 * Numbers of ordered services: their public ids are SVC-50001 and up, apart from the demo
 * services (SVC-1xxxx, SVC-2xxxx) and the benchmark volume (SVC-9...), on any number of servers.
 */
export const serviceOrderNumbers = pgSequence("service_order_numbers", { startWith: 50001 });

/**
 * The order that created a service. Its stage (ORDER_STAGES) is derived from `createdAt` and
 * ORDER_STAGE_AFTER_MS when read; `stage` is the last stage applied to the service and
 * announced, moved forward by a conditional UPDATE so that of two servers only one announces
 * it. `stageTimes` records when each stage was applied (stage -> ISO time). The idempotency
 * key is unique per company: a repeated submission finds the first order.
 */
export const serviceOrders = pgTable(
  "service_orders",
  {
    id: id(),
    companyId: companyId(),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id),
    orderedById: integer("ordered_by_id")
      .notNull()
      .references(() => users.id),
    idempotencyKey: text("idempotency_key").notNull(),
    type: text("type").notNull(),
    stage: text("stage").notNull(),
    stageTimes: jsonb("stage_times").$type<Record<string, string>>().notNull(),
    failureReason: text("failure_reason"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("service_orders_idempotency_idx").on(table.companyId, table.idempotencyKey),
    uniqueIndex("service_orders_service_idx").on(table.serviceId),
    // The orders still moving, read on every services list and notification poll.
    index("service_orders_open_idx")
      .on(table.companyId, table.createdAt)
      .where(sql`"stage" not in ('live', 'failed')`),
  ],
);

/** Each user's service-creation draft (spec section 3): the wizard's form and progress. */
export const serviceOrderDrafts = pgTable("service_order_drafts", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  type: text("type").notNull(),
  form: jsonb("form").$type<Record<string, string>>().notNull(),
  activeStep: integer("active_step").notNull(),
  stepsDone: jsonb("steps_done").$type<boolean[]>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * A change of a live service (issue 42): a new speed or bandwidth, a new term, or both, with
 * the quote it was confirmed at (money in minor units of `currency`). Its stage
 * (CHANGE_STAGES) follows from `createdAt` and CHANGE_STAGE_AFTER_MS like an order's, moved
 * forward by a conditional UPDATE so that only one server applies and announces it. At most
 * one change per service is open (not done or failed), even when two requests race; the
 * idempotency key is unique per company.
 */
export const serviceChanges = pgTable(
  "service_changes",
  {
    id: id(),
    companyId: companyId(),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id),
    requestedById: integer("requested_by_id")
      .notNull()
      .references(() => users.id),
    idempotencyKey: text("idempotency_key").notNull(),
    stage: text("stage").notNull(),
    stageTimes: jsonb("stage_times").$type<Record<string, string>>().notNull(),
    failureReason: text("failure_reason"),
    fromMbps: integer("from_mbps").notNull(),
    toMbps: integer("to_mbps").notNull(),
    fromTermMonths: integer("from_term_months").notNull(),
    toTermMonths: integer("to_term_months").notNull(),
    currency: text("currency").notNull(),
    fromMrcMinor: integer("from_mrc_minor").notNull(),
    toMrcMinor: integer("to_mrc_minor").notNull(),
    proratedMinor: integer("prorated_minor").notNull(),
    proratedDays: integer("prorated_days").notNull(),
    oneOffFeeMinor: integer("one_off_fee_minor").notNull(),
    termEnd: date("term_end", { mode: "string" }),
    newTermEnd: date("new_term_end", { mode: "string" }),
    effectiveAt: at("effective_at").notNull(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("service_changes_idempotency_idx").on(table.companyId, table.idempotencyKey),
    // One open change per service: the second of two racing requests fails here (409).
    uniqueIndex("service_changes_one_open_idx")
      .on(table.serviceId)
      .where(sql`"stage" not in ('done', 'failed')`),
    // A service's changes, newest first (GET /services/{id}/changes).
    index("service_changes_service_created_idx").on(table.serviceId, table.createdAt, table.id),
    // The changes still moving, read whenever the company's services are read.
    index("service_changes_open_idx")
      .on(table.companyId, table.createdAt)
      .where(sql`"stage" not in ('done', 'failed')`),
  ],
);
