// Tables of maintenances and outages (issue 5): see server/src/db/schema.ts for the conventions.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type {
  AffectedService,
  EventNotice,
} from "../../../src/core/api/events/event-vocabulary.ts";
// A cycle (schema.ts re-exports this file), harmless: `companies` is only read lazily below.
import { companies } from "./schema.ts";

const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();
const at = (name: string) => timestamp(name, { withTimezone: true });
const companyId = () =>
  integer("company_id")
    .notNull()
    .references(() => companies.id);
// An event's affected services and its timeline travel and are shown together with the
// event, never queried on their own: jsonb on the row, filtered with `@>` when needed.
const services = () =>
  jsonb("services").$type<AffectedService[]>().notNull().default(sql`'[]'::jsonb`);
const timeline = (name: string) =>
  jsonb(name).$type<EventNotice[]>().notNull().default(sql`'[]'::jsonb`);

/**
 * Maintenance windows as announced to one customer (a provider-wide maintenance is one row
 * per customer it touches, each with that customer's services). state: MAINTENANCE_STATES;
 * type: MAINTENANCE_TYPES; impact_level: IMPACT_LEVELS.
 */
export const maintenances = pgTable(
  "maintenances",
  {
    id: id(),
    companyId: companyId(),
    reference: text("reference").notNull(),
    title: text("title").notNull(),
    state: text("state").notNull(),
    type: text("type").notNull(),
    windowStart: at("window_start").notNull(),
    windowEnd: at("window_end").notNull(),
    impact: text("impact").notNull(),
    impactLevel: text("impact_level").notNull(),
    location: text("location").notNull(),
    description: text("description").notNull(),
    services: services(),
    updates: timeline("updates"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("maintenances_reference_unique").on(table.companyId, table.reference),
    index("maintenances_company_window_idx").on(table.companyId, table.windowStart),
  ],
);

/** Outages (incidents) as one customer sees them. state: OUTAGE_STATES. */
export const outages = pgTable(
  "outages",
  {
    id: id(),
    companyId: companyId(),
    reference: text("reference").notNull(),
    title: text("title").notNull(),
    state: text("state").notNull(),
    startedAt: at("started_at").notNull(),
    resolvedAt: at("resolved_at"),
    location: text("location").notNull(),
    services: services(),
    notices: timeline("notices"),
    rootCause: text("root_cause"),
    resolution: text("resolution"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("outages_reference_unique").on(table.companyId, table.reference),
    index("outages_company_started_idx").on(table.companyId, table.startedAt),
  ],
);

/**
 * Reason For Outage reports published for an outage. The PDF is rendered from the outage
 * when downloaded, so it always matches what the outage page says; `company_id` repeats the
 * outage's so a download is tenant-checked in one lookup.
 */
export const outageRfoDocuments = pgTable(
  "outage_rfo_documents",
  {
    id: id(),
    outageId: integer("outage_id")
      .notNull()
      .references(() => outages.id, { onDelete: "cascade" }),
    companyId: companyId(),
    name: text("name").notNull(),
    publishedAt: at("published_at").notNull(),
  },
  (table) => [index("outage_rfo_documents_outage_idx").on(table.outageId)],
);
