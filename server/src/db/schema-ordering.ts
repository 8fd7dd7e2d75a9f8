// Tables of the ordering module (issue 18): see server/src/db/schema.ts for the conventions.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgSequence, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.ts";
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
