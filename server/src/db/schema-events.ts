import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import type {
  AffectedService,
  EventNotice,
} from "../../../src/core/api/events/event-vocabulary.ts";
import {
  at,
  containmentIndex,
  createdAt,
  id,
  jsonList,
  searchText,
  trigramIndex,
  updatedAt,
} from "./columns.ts";
import { companyId, userId } from "./schema-accounts.ts";

// An event's affected services and its timeline travel and are shown together with the
// event, never queried on their own: jsonb on the row, filtered with `@>` when needed.
const services = () => jsonList<AffectedService>("services");
const timeline = (name: string) => jsonList<EventNotice>(name);

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
    searchText: searchText(
      sql`lower("reference" || ' ' || "title" || ' ' || "location" || ' ' || jsonb_path_query_array("services", '$[*].id')::text || ' ' || jsonb_path_query_array("services", '$[*].name')::text)`,
    ),
    // The list's order (event-lists.ts) as stored columns: in progress, then scheduled by
    // start, then the rest newest first. An index on the expressions themselves gives the
    // order but not an index-only scan, so a deep page read 5,000 rows of the table.
    listRank: smallint("list_rank")
      .notNull()
      .generatedAlwaysAs(
        sql`case "state" when 'in_progress' then 0 when 'scheduled' then 1 else 2 end`,
      ),
    listOpenStart: at("list_open_start").generatedAlwaysAs(
      sql`case when "state" in ('in_progress', 'scheduled') then "window_start" end`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("maintenances_reference_unique").on(table.companyId, table.reference),
    index("maintenances_company_window_idx").on(table.companyId, table.windowStart),
    trigramIndex("maintenances_search_idx", table.searchText),
    // A service's maintenances (its tab, ?service=): containment of {"id": ...}.
    containmentIndex("maintenances_services_idx", table.services),
    // The list's order (event-lists.ts), so a page, however deep, is an index-only walk.
    index("maintenances_company_list_order_idx").on(
      table.companyId,
      table.listRank,
      table.listOpenStart,
      table.windowStart.desc(),
      table.id.desc(),
    ),
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
    // When the provider expects service back (issue 45): null until it can say; staff set it
    // on declaring the outage and move it with each update.
    expectedEndAt: at("expected_end_at"),
    location: text("location").notNull(),
    services: services(),
    /**
     * The services kept carrying traffic, degraded (packet loss, errors) rather than cut:
     * their metrics show loss instead of a drop to nothing (issue 48).
     */
    degraded: boolean("degraded").notNull().default(false),
    notices: timeline("notices"),
    rootCause: text("root_cause"),
    resolution: text("resolution"),
    searchText: searchText(
      sql`lower("reference" || ' ' || "title" || ' ' || "location" || ' ' || jsonb_path_query_array("services", '$[*].id')::text || ' ' || jsonb_path_query_array("services", '$[*].name')::text)`,
    ),
    // Ongoing first (event-lists.ts), stored so that the list's index serves index-only scans.
    listRank: smallint("list_rank")
      .notNull()
      .generatedAlwaysAs(sql`case "state" when 'ongoing' then 0 else 1 end`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("outages_reference_unique").on(table.companyId, table.reference),
    index("outages_company_started_idx").on(table.companyId, table.startedAt),
    trigramIndex("outages_search_idx", table.searchText),
    // A service's outages (its tab, ?service=, and the drops of its metrics: metrics.ts).
    containmentIndex("outages_services_idx", table.services),
    // The list's order (event-lists.ts), so a page, however deep, is an index-only walk.
    index("outages_company_list_order_idx").on(
      table.companyId,
      table.listRank,
      table.startedAt.desc(),
      table.id.desc(),
    ),
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

/**
 * Calendar feeds (issue 43, src/core/api/events/calendar-feeds.ts): a user's secret address
 * serving the company's maintenances as iCalendar. Only an HMAC of the secret under the
 * server's hash key is stored (`secret_digest`, looked up by equality), with its first
 * characters (`prefix`) for the list. Revoking deletes the row: the address then finds nothing.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: id(),
    companyId: companyId(),
    userId: userId(),
    name: text("name").notNull(),
    secretDigest: text("secret_digest").notNull(),
    prefix: text("prefix").notNull(),
    createdAt: createdAt(),
    lastUsedAt: at("last_used_at"),
  },
  (table) => [
    uniqueIndex("calendar_feeds_secret_digest_unique").on(table.secretDigest),
    // The user's list, newest first.
    index("calendar_feeds_user_created_idx").on(table.userId, table.createdAt, table.id),
  ],
);
