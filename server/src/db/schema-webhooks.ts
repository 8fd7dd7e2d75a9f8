import { boolean, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { at, createdAt, id, updatedAt } from "./columns.ts";
import { companyId, users } from "./schema-accounts.ts";

/**
 * A company's webhook endpoints (issue 43). The signing secret is kept as it is, because the
 * server signs every delivery with it (a digest could not sign); only the answer that made or
 * rotated it shows it.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: id(),
    companyId: companyId(),
    url: text("url").notNull(),
    events: jsonb("events").$type<string[]>().notNull(),
    description: text("description").notNull(),
    secret: text("secret").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    disabledReason: text("disabled_reason"),
    /** Since when every try has failed (null after a success): 24 hours of it disable it. */
    failingSince: at("failing_since"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The company's list, newest first.
    index("webhook_endpoints_company_created_idx").on(table.companyId, table.createdAt, table.id),
  ],
);

/**
 * The outbox: one row per event and endpoint, written in the transaction of the event
 * (modules/webhooks/webhook-outbox.ts), sent and retried by webhook-dispatcher.ts. A row is
 * claimed by one server instance at a time (`claimed_until`, taken with FOR UPDATE SKIP
 * LOCKED), so two instances send it once; a claim that outlives a crashed instance lapses.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    companyId: companyId(),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    /** The body as sent: {id, type, created_at, data}, serialised once. */
    body: text("body").notNull(),
    /** "pending" | "delivered" | "failed". */
    status: text("status").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at"),
    claimedUntil: at("claimed_until"),
    responseCode: integer("response_code"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    /** When the current round of tries began: the event, or a redelivery asked for. */
    roundStartedAt: at("round_started_at").notNull(),
    deliveredAt: at("delivered_at"),
  },
  (table) => [
    // The endpoint's deliveries, newest first.
    index("webhook_deliveries_endpoint_created_idx").on(
      table.endpointId,
      table.createdAt,
      table.id,
    ),
    // What is due: the dispatcher's claim reads pending rows by next attempt.
    index("webhook_deliveries_due_idx").on(table.status, table.nextAttemptAt),
  ],
);
