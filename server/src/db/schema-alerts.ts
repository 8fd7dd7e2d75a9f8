// Tables of alerts (issue 48): see server/src/db/schema.ts for the conventions.
import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { at, createdAt, id, updatedAt } from "./columns.ts";
import { companyId, users } from "./schema-accounts.ts";
import { services } from "./schema-services.ts";

/**
 * A company's alert rules: a metric of one service (`serviceId`) or of every service of one
 * kind (`kind`), a condition held for `forMinutes`, a severity, and the contacts (ids of
 * company_contacts) mailed when an alert fires or resolves. The evaluator reads every enabled
 * rule once a minute (modules/monitoring/alert-evaluator.ts).
 */
export const alertRules = pgTable(
  "alert_rules",
  {
    id: id(),
    companyId: companyId(),
    name: text("name").notNull(),
    /** "service" | "kind" (ALERT_SCOPES). */
    scope: text("scope").notNull(),
    serviceId: integer("service_id").references(() => services.id, { onDelete: "cascade" }),
    kind: text("kind"),
    metric: text("metric").notNull(),
    condition: text("condition").notNull(),
    threshold: doublePrecision("threshold").notNull(),
    forMinutes: integer("for_minutes").notNull(),
    severity: text("severity").notNull(),
    contacts: jsonb("contacts").$type<number[]>().notNull(),
    enabled: boolean("enabled").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("alert_rules_company_name_idx").on(table.companyId, table.name, table.id)],
);

/**
 * The alert history: one row per alert a rule raised on a service, open while `endedAt` is
 * null. The rule's name, metric, condition, threshold and severity are copied as they were
 * when it fired, so changing or removing the rule later does not rewrite history. At most one
 * alert of a rule is open on a service (the partial unique index), whatever the instances.
 */
export const alerts = pgTable(
  "alerts",
  {
    id: id(),
    companyId: companyId(),
    ruleId: integer("rule_id").references(() => alertRules.id, { onDelete: "set null" }),
    ruleName: text("rule_name").notNull(),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    metric: text("metric").notNull(),
    condition: text("condition").notNull(),
    threshold: doublePrecision("threshold").notNull(),
    severity: text("severity").notNull(),
    startedAt: at("started_at").notNull(),
    endedAt: at("ended_at"),
    peak: doublePrecision("peak").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // The history, newest first.
    index("alerts_company_started_idx").on(table.companyId, table.startedAt, table.id),
    uniqueIndex("alerts_open_rule_service_idx")
      .on(table.ruleId, table.serviceId)
      .where(sql`${table.endedAt} is null`),
  ],
);

/**
 * The evaluator's lease: the last interval (a minute) evaluated and by whom. An instance
 * claims the next interval by moving `intervalStart` forward in the transaction that
 * evaluates it, so two instances on one database never evaluate the same interval twice.
 */
export const alertEvaluations = pgTable("alert_evaluations", {
  id: integer("id").primaryKey(),
  intervalStart: at("interval_start").notNull(),
  holder: text("holder").notNull(),
  claimedAt: at("claimed_at").notNull(),
});
