import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../../server/src/db/connect.ts";
import { openSharedPgliteSnapshot, type SnapshotKind } from "./database-snapshot.ts";

/**
 * A database of one test file's own, copied from the run's snapshot (snapshot-setup.ts):
 * "empty" is migrated only, "seeded" also holds the demo data. In-memory PGlite in the `server`
 * project; in the `server-postgres` project (there when TEST_DATABASE_URL names a PostgreSQL
 * server, as in CI) a new database is created on that server from the run's template and
 * dropped on close, so the same suite runs on both.
 */
export async function openTestDatabase(kind: SnapshotKind = "empty"): Promise<Database> {
  return (await openTestDatabaseAt(kind)).database;
}

/**
 * openTestDatabase, and on PostgreSQL the database's URL, for a second server instance on it
 * (openDatabase(url); closing that one leaves the database in place). Null on PGlite, which
 * has one client only.
 */
export async function openTestDatabaseAt(
  kind: SnapshotKind = "empty",
): Promise<{ readonly database: Database; readonly url: string | null }> {
  const snapshots = inject("databaseSnapshots");
  if (snapshots.postgres === null) {
    if (snapshots.pglite === null) throw new Error("this test project has no database snapshot");
    return { database: await openSharedPgliteSnapshot(snapshots.pglite[kind]), url: null };
  }
  const serverUrl = snapshots.postgres.serverUrl;
  const name = `conduit_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${snapshots.postgres[kind]}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // openDatabase applies the migrations, which the template already has: a quick no-op.
  const database = await openDatabase(url.toString());
  const own: Database = {
    ...database,
    async close() {
      await database.close();
      // Without FORCE, which would kill a pool connection still closing (an uncaught error in
      // the worker that runs the next file): wait, briefly, until the last one has gone.
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      for (let attempt = 0; ; attempt += 1) {
        try {
          await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch (error) {
          const inUse = (error as { code?: string }).code === "55006";
          if (!inUse || attempt >= 100) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await cleanup.end();
    },
  };
  return { database: own, url: url.toString() };
}
