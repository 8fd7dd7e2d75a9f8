import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, PGLITE_EXTENSIONS } from "../../../server/src/db/connect.ts";
import type { Database } from "../../../server/src/db/database.ts";
import {
  openSharedPgliteSnapshot,
  restoreRows,
  type SavedRows,
  type SnapshotKind,
  type SqlSession,
  saveRows,
} from "./database-snapshot.ts";

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
  const template = snapshots.postgres[kind];
  const shared = await sharedPostgresDatabase(serverUrl, template);
  if (shared !== null) return shared;
  const name = `conduit_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
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

/**
 * One database per template and worker on PostgreSQL, as on PGlite (database-snapshot.ts):
 * copied from the template at its first use, its rows saved, and put back to them before each
 * later file (the tables a file changed, and every sequence). Creating a database from the
 * template and dropping it cost 0.3-0.5 s a file. The server files run one after another in a
 * worker (no isolation, so this module's state outlives them), and a second database a file
 * holds at the same time is a copy of its own. Its name starts with the template's, so the
 * run's teardown (snapshot-setup.ts) drops it with the templates.
 */
interface SharedPostgres {
  readonly url: string;
  readonly saved: SavedRows;
  inUse: boolean;
  used: boolean;
}

const sharedPostgres = new Map<string, Promise<SharedPostgres | null>>();

/** A node-postgres client on `url` as database-snapshot.ts's SqlSession, for `use`. */
async function withSession<T>(url: string, use: (session: SqlSession) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use({
      query: async (text) => ({ rows: (await client.query(text)).rows }),
      exec: (text) => client.query(text),
    });
  } finally {
    await client.end();
  }
}

async function createShared(serverUrl: string, template: string): Promise<SharedPostgres | null> {
  const name = `${template}_w${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // Putting rows back with their triggers and foreign keys off (session_replication_role)
    // takes a superuser; any other role gets a database per file, as before.
    const { rows } = await admin.query<{ super: boolean }>(
      "select rolsuper as super from pg_roles where rolname = current_user",
    );
    if (rows[0]?.super !== true) return null;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const saved = await withSession(url.toString(), saveRows);
  return { url: url.toString(), saved, inUse: false, used: false };
}

async function sharedPostgresDatabase(
  serverUrl: string,
  template: string,
): Promise<{ readonly database: Database; readonly url: string } | null> {
  let entry = sharedPostgres.get(template);
  if (entry === undefined) {
    entry = createShared(serverUrl, template);
    sharedPostgres.set(template, entry);
    entry.catch(() => sharedPostgres.delete(template));
  }
  const shared = await entry;
  if (shared === null || shared.inUse) return null;
  shared.inUse = true;
  try {
    if (shared.used) await withSession(shared.url, (session) => restoreRows(session, shared.saved));
    shared.used = true;
    // openDatabase applies the migrations, which the template already has: a quick no-op.
    const database = await openDatabase(shared.url);
    let open = true;
    const own: Database = {
      ...database,
      async close() {
        if (!open) return;
        open = false;
        await database.close();
        shared.inUse = false;
      },
    };
    return { database: own, url: shared.url };
  } catch (error) {
    // Not to be handed out again: the next file starts from a fresh copy.
    sharedPostgres.delete(template);
    throw error;
  }
}

/**
 * An embedded database in a folder of its own, holding the run's seeded demo data (the
 * snapshot of tests/server/harness/snapshot-setup.ts): a server started on its `file://` URL
 * neither migrates nor seeds, so it answers within seconds.
 */
export async function seededPgliteFolder(folder: string): Promise<string> {
  const snapshot = inject("databaseSnapshots").pglite?.seeded;
  if (!snapshot) throw new Error("no PGlite snapshot was provided to this project");
  const dataDir = join(folder, "pglite");
  const client = await PGlite.create({
    dataDir,
    loadDataDir: new Blob([await readFile(snapshot)]),
    extensions: PGLITE_EXTENSIONS,
  });
  await client.close();
  return pathToFileURL(dataDir).toString();
}
