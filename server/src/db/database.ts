import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { PreparedStatements } from "./prepared.ts";
import type * as schema from "./schema.ts";

/**
 * The database as the modules see it, apart from how it is opened (connect.ts): the job
 * queue, the migrations and every module take these types, and connect.ts, which opens the
 * database, imports the migrations and the queue's schema, so the types cannot live there
 * without an import circle.
 */

/** Drizzle over PGlite or node-postgres alike. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly db: Db;
  /** "pglite-memory", "pglite-file" or "postgres": for logs and the benchmark's report. */
  readonly kind: "pglite-memory" | "pglite-file" | "postgres";
  /** Named prepared statements for the hottest queries (prepared.ts). */
  readonly statements: PreparedStatements;
  /** PostgreSQL only: the pool's connections and waiting queries now (the metrics read it). */
  readonly poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}
