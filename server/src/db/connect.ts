import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type PreparedStatements, pgliteStatements, postgresStatements } from "./prepared.ts";
import * as schema from "./schema.ts";

/** The database as every module sees it: Drizzle over PGlite or node-postgres alike. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly db: Db;
  /** "pglite-memory", "pglite-file" or "postgres": for logs and the benchmark's report. */
  readonly kind: "pglite-memory" | "pglite-file" | "postgres";
  /** Named prepared statements for the hottest queries (prepared.ts). */
  readonly statements: PreparedStatements;
  close(): Promise<void>;
}

/**
 * The extensions every PGlite database of the project loads: pg_trgm serves the lists' text
 * search (migration 0003), as it does on PostgreSQL. A database opened from a copy (the tests'
 * snapshots) must load them too, or a query planned on a trigram index fails.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

const MIGRATIONS = fileURLToPath(new URL("../../drizzle/", import.meta.url));
export const DEFAULT_DATA_DIR = fileURLToPath(new URL("../../../.data/pglite/", import.meta.url));

/**
 * Opens the database named by DATABASE_URL and applies the committed migrations:
 * unset: embedded PGlite persisted under .data/; "memory://": in-memory PGlite (tests);
 * "postgres://..." or "postgresql://...": a PostgreSQL server through a connection pool.
 */
export async function openDatabase(url: string | undefined): Promise<Database> {
  if (url?.startsWith("postgres://") || url?.startsWith("postgresql://")) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = drizzleNodePg({ client: pool, schema });
    await migrateNodePg(db, { migrationsFolder: MIGRATIONS });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      statements: postgresStatements(pool),
      close: () => pool.end(),
    };
  }
  const inMemory = url === "memory://";
  if (url !== undefined && url !== "" && !inMemory) {
    throw new Error(`DATABASE_URL must be unset, memory:// or a postgres:// URL, not "${url}".`);
  }
  if (!inMemory) mkdirSync(DEFAULT_DATA_DIR, { recursive: true });
  const extensions = PGLITE_EXTENSIONS;
  const client = inMemory
    ? new PGlite({ extensions })
    : new PGlite({ dataDir: DEFAULT_DATA_DIR, extensions });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return {
    db: db as unknown as Db,
    kind: inMemory ? "pglite-memory" : "pglite-file",
    statements: await pgliteStatements(client),
    close: () => client.close(),
  };
}
