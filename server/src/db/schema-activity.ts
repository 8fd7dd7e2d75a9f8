import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, id } from "./columns.ts";
import { companyId } from "./schema-accounts.ts";

/**
 * The activity log (issue 44): one chain of entries per company, append-only. The database
 * refuses UPDATE, DELETE and TRUNCATE of `activity_log` (a trigger, migration 0029), and each
 * entry's `hash` covers the previous entry's hash and the entry's own canonical content
 * (server/src/activity/activity-hash.ts), so an edit made around the trigger breaks the chain
 * at that entry. Actors are copied into the entry (names, e-mails) rather than referenced:
 * the log must outlive renames and removals of the people it names.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: id(),
    companyId: companyId(),
    /** Position in the company's chain, 1, 2, 3...: a gap is a removed entry. */
    seq: bigint("seq", { mode: "number" }).notNull(),
    occurredAt: at("occurred_at").notNull(),
    /** "user", "api_key", "staff" (impersonating) or "system". */
    actorKind: text("actor_kind").notNull(),
    /** The person the entry is filed under (the impersonated user for staff), for the filter. */
    actorUserId: integer("actor_user_id"),
    /** Who acted, as they were then (server/src/activity/activity-entry.ts#ActivityActor). */
    actor: jsonb("actor").$type<Record<string, unknown>>().notNull(),
    /** The client's network address, when the entry comes from a request. */
    address: text("address"),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    targetLabel: text("target_label").notNull(),
    /** What changed: `{before?, after?}`, small flat objects. */
    summary: jsonb("summary").$type<Record<string, unknown>>().notNull(),
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull(),
  },
  (table) => [
    uniqueIndex("activity_log_company_seq_unique").on(table.companyId, table.seq),
    // The list's order (newest first) and its date filter.
    index("activity_log_company_occurred_idx").on(table.companyId, table.occurredAt, table.id),
  ],
);

/**
 * The head of each company's chain: its last position and hash. An append locks this row
 * (SELECT ... FOR UPDATE) for the rest of its transaction, so two writers of one company take
 * turns and never both build on the same entry; other companies are not held up.
 */
export const activityLogHeads = pgTable("activity_log_heads", {
  companyId: companyId().primaryKey(),
  seq: bigint("seq", { mode: "number" }).notNull(),
  hash: text("hash").notNull(),
});
