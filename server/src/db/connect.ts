import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { installJobQueueSchema } from "../jobs/queue-database.ts";
import type { Database, Db } from "./database.ts";
import { MIGRATIONS_FOLDER, migratePostgres, withMigrationLock } from "./migrations.ts";
import { postgresWrites } from "./postgres-writes.ts";
import { pgliteStatements, postgresStatements } from "./prepared.ts";
import * as schema from "./schema.ts";

/**
 * The extensions every PGlite database of the project loads: pg_trgm serves the lists' text
 * search (migration 0003), as it does on PostgreSQL. A database opened from a copy (the tests'
 * snapshots) must load them too, or a query planned on a trigram index fails.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const DEFAULT_DATA_DIR = fileURLToPath(new URL("../../../.data/pglite/", import.meta.url));

/** How long a new PostgreSQL connection may take before the call waiting for it fails. */
export const POSTGRES_CONNECT_TIMEOUT_MS = 5000;

export interface OpenDatabaseOptions {
  /**
   * PostgreSQL only: how long a new connection may take (POSTGRES_CONNECT_TIMEOUT_MS unless
   * given). The timer runs on the caller's event loop: a process that also blocks that loop
   * for seconds (the test run's setup builds its PGlite snapshots in the same thread) must
   * allow more, or the timer fires before the waiting connection's answer is read.
   */
  readonly postgresConnectTimeoutMs?: number;
  /**
   * Apply the committed migrations on opening (default true; PostgreSQL under an advisory
   * lock, db/migrations.ts). CONDUIT_MIGRATE_ON_START=off leaves them to `npm run migrate`,
   * run by the deployment before the instances start; /v2/ready then says when some are
   * missing.
   */
  readonly migrate?: boolean;
}

/**
 * Opens the database named by DATABASE_URL and applies the committed migrations:
 * unset: embedded PGlite persisted under .data/ (or "file:///a/folder" for another folder);
 * "memory://": in-memory PGlite (tests);
 * "postgres://..." or "postgresql://...": a PostgreSQL server through a connection pool.
 */
export async function openDatabase(
  url: string | undefined,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  if (url?.startsWith("postgres://") || url?.startsWith("postgresql://")) {
    // A database that does not answer at all fails a request after 5 s (503) instead of never.
    const connectionTimeoutMillis = options.postgresConnectTimeoutMs ?? POSTGRES_CONNECT_TIMEOUT_MS;
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis });
    // An idle connection the server drops (a restart, a network cut) emits "error" on the
    // pool: without a listener that ends the process. The pool replaces it on the next query,
    // and requests meanwhile answer 503 (http/database-unavailable.ts).
    pool.on("error", () => undefined);
    // Counted from the first connection on, the migrations' included.
    const writes = postgresWrites(pool);
    const db = drizzleNodePg({ client: pool, schema });
    try {
      if (options.migrate ?? true) await migratePostgres(pool, db);
      await writes.listen(url);
    } catch (error) {
      await writes.close();
      await pool.end();
      throw error;
    }
    const database: Database = {
      db: db as unknown as Db,
      kind: "postgres",
      statements: postgresStatements(pool, writes),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: async () => {
        await writes.close();
        await pool.end();
      },
    };
    if (options.migrate ?? true) {
      // The job queue's tables (server/src/jobs) are migrated with the application's, under
      // the same lock (instances starting together take turns).
      await withMigrationLock(pool, () => installJobQueueSchema(database)).catch(
        async (error: unknown) => {
          await database.close();
          throw error;
        },
      );
    }
    return database;
  }
  const inMemory = url === "memory://";
  // file:///a/folder: embedded PGlite in that folder instead of .data/pglite/ (the
  // reliability suite's crash test keeps a data directory of its own).
  const dataDir = url?.startsWith("file://") ? fileURLToPath(url) : DEFAULT_DATA_DIR;
  if (url !== undefined && url !== "" && !inMemory && !url.startsWith("file://")) {
    throw new Error(
      `DATABASE_URL must be unset, memory://, file:///a/folder or a postgres:// URL, not "${url}".`,
    );
  }
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const extensions = PGLITE_EXTENSIONS;
  const client = inMemory ? new PGlite({ extensions }) : new PGlite({ dataDir, extensions });
  const db = drizzlePglite({ client, schema });
  if (options.migrate ?? true) await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  const database: Database = {
    db: db as unknown as Db,
    kind: inMemory ? "pglite-memory" : "pglite-file",
    statements: await pgliteStatements(client),
    close: () => client.close(),
  };
  // The job queue's tables (server/src/jobs) are migrated with the application's.
  if (options.migrate ?? true) await installJobQueueSchema(database);
  return database;
}
