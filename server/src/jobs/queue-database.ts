import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { type BackendProfile, fromPglite, PgBoss, type Db as QueueDb } from "pg-boss";
import type { Database } from "../db/database.ts";

/** The schema pg-boss keeps its tables in, beside the application's (public). */
export const JOB_SCHEMA = "pgboss";

/**
 * How pg-boss reaches the database the server already holds: no second pool, no second
 * PGlite (issue 43). pg-boss takes any object with `executeSql(text, values)`.
 *
 * - Embedded PGlite: the library's own `fromPglite` adapter with `backend: "pglite"` (PGlite is
 *   one in-process session; the adapter sends multi-statement DDL through `exec()` and rolls back
 *   an aborted transaction so it cannot poison the session). No socket server is needed.
 * - PostgreSQL: the server's node-postgres pool. A statement without parameters may hold several
 *   (pg-boss's locked blocks: BEGIN ... COMMIT); node-postgres answers those with one result
 *   each, which is flattened as pg-boss's own driver does. No LISTEN: the workers poll.
 */
export interface QueueConnection {
  readonly db: QueueDb;
  readonly backend: BackendProfile;
}

export function queueConnection(database: Database): QueueConnection {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  // Told apart by the client itself, not by `database.kind`: tests label an embedded database
  // "postgres" to see PostgreSQL-only behaviour (the development mailbox off), and PGlite
  // refuses node-postgres' way of sending several statements.
  if ("exec" in client) {
    return { db: fromPglite(client), backend: "pglite" };
  }
  const pool = client as pg.Pool;
  const db: QueueDb = {
    async executeSql(text, values) {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(result) ? { rows: result.flatMap((each) => each.rows ?? []) } : result;
    },
  };
  return { db, backend: "postgres" };
}

/**
 * Creates or upgrades pg-boss's schema (its own migrations, under its own advisory lock), as
 * part of applying the application's migrations (db/connect.ts): the test snapshots then hold
 * it, and a server that starts with CONDUIT_MIGRATE_ON_START=off finds it made by
 * `npm run migrate`. A no-op, some tens of milliseconds, when it is current.
 */
export async function installJobQueueSchema(database: Database): Promise<void> {
  const boss = new PgBoss({
    ...queueConnection(database),
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  // An EventEmitter without an "error" listener throws: start() rejects with the same error.
  boss.on("error", () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
