/**
 * The database of the reference API server (PostgreSQL 15+, or PGlite). Every piece of state
 * lives here, none in the process (DESIGN.md section 1): refresh-token families, login
 * throttling, captchas and one-time codes included, so N server processes can share one
 * database. Ids are integers here and strings on the wire.
 *
 * One file per domain, this one re-exporting them all, so Drizzle and drizzle-kit see one
 * schema. The files import in one direction: columns.ts (column helpers) <- schema-accounts.ts
 * (companies, users) <- each module's tables; nothing imports this index but the modules.
 */
export * from "./schema-accounts.ts";
export * from "./schema-activity.ts";
export * from "./schema-alerts.ts";
export * from "./schema-billing.ts";
export * from "./schema-events.ts";
export * from "./schema-ordering.ts";
export * from "./schema-radio.ts";
export * from "./schema-reference.ts";
export * from "./schema-services.ts";
export * from "./schema-support.ts";
export * from "./schema-two-factor.ts";
export * from "./schema-webhooks.ts";
