import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { openDatabase, PGLITE_EXTENSIONS } from "../../../server/src/db/connect.ts";
import type { Database, Db } from "../../../server/src/db/database.ts";
import { pgliteStatements } from "../../../server/src/db/prepared.ts";
import * as schema from "../../../server/src/db/schema.ts";
import { seedIfEmpty } from "../../../server/src/db/seed/seed.ts";
import { JOB_SCHEMA } from "../../../server/src/jobs/queue-database.ts";
import { testNow } from "../../harness/test-clock.ts";

/**
 * The databases the test run prepares once (snapshot-setup.ts) and every test file copies:
 * migrating and seeding a database costs seconds, copying one a fraction of that.
 * Nothing here imports Vitest: the API server the UI tests spawn (tests/adapters/harness)
 * opens its database with it too.
 */
export interface DatabaseSnapshots {
  /**
   * PGlite data directories (tar files): migrated and empty, and migrated with the demo data.
   * Null in the project that runs on PostgreSQL (it never opens PGlite).
   */
  readonly pglite: { readonly empty: string; readonly seeded: string } | null;
  /**
   * Template databases on the TEST_DATABASE_URL server, given only to the project that runs the
   * server suite on PostgreSQL (`server-postgres`); the others run on PGlite.
   */
  readonly postgres: {
    readonly serverUrl: string;
    readonly empty: string;
    readonly seeded: string;
  } | null;
}

export type SnapshotKind = "empty" | "seeded";

/**
 * Both PGlite snapshots from one database: migrated (empty.tar), then seeded (seeded.tar).
 * A new PGlite database runs initdb first, 6-8 s of CPU here, so one database instead of two
 * saves that once per run. snapshot-setup.ts makes them for Vitest's run, the end-to-end
 * server (e2e/harness/web-server.ts) for the servers of its run.
 */
export async function pgliteSnapshotFiles(
  folder: string,
): Promise<NonNullable<DatabaseSnapshots["pglite"]>> {
  const database = await openDatabase("memory://");
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = async (name: string) => {
    const file = join(folder, name);
    await writeFile(file, new Uint8Array(await (await client.dumpDataDir("none")).arrayBuffer()));
    return file;
  };
  try {
    const empty = await dump("empty.tar");
    await seedIfEmpty(database.db, testNow());
    return { empty, seeded: await dump("seeded.tar") };
  } finally {
    await database.close();
  }
}

/** An in-memory PGlite database that starts as a copy of the snapshot's tar file. */
export async function openPgliteSnapshot(path: string): Promise<Database> {
  const client = await PGlite.create({
    loadDataDir: new Blob([await readFile(path)]),
    extensions: PGLITE_EXTENSIONS,
  });
  return {
    db: drizzle({ client, schema }) as unknown as Db,
    kind: "pglite-memory",
    statements: await pgliteStatements(client),
    close: () => client.close(),
  };
}

/**
 * The rows a shared database returns to before each test file: every table of the `public`
 * schema is copied, at the database's first opening, into the schema below (the app and the
 * tests read `public` only), with the sequences' positions. A statement trigger on each table
 * notes the tables a file changed, and only those get their rows back.
 */
const SAVED_ROWS = "conduit_test_saved_rows";

/**
 * What saving and putting back rows needs of a connection: PGlite's client as it is, or a
 * node-postgres client (test-database.ts, on PostgreSQL) whose `query` does both.
 */
export interface SqlSession {
  /** One statement, its rows. */
  query<Row>(text: string): Promise<{ readonly rows: Row[] }>;
  /** Several statements. */
  exec(text: string): Promise<unknown>;
}

/** The saved rows of a database: the SQL that brings them back. */
export interface SavedRows {
  /** Per table, the SQL that puts its saved rows back. */
  readonly restoreTable: ReadonlyMap<string, string>;
  /** The SQL that puts every sequence back where it was. */
  readonly restoreSequences: string;
}

interface SharedPglite extends SavedRows {
  readonly client: PGlite;
  readonly statements: Awaited<ReturnType<typeof pgliteStatements>>;
  inUse: boolean;
  /** A test file has had it since the last restore. */
  used: boolean;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Saves the rows of every table and the SQL that brings them back. */
export async function saveRows(client: SqlSession): Promise<SavedRows> {
  const { rows: columns } = await client.query<{ table: string; column: string }>(
    `select c.relname as table, a.attname as column
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0
        and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const tables = new Map<string, string[]>();
  for (const { table, column } of columns) {
    tables.set(table, [...(tables.get(table) ?? []), quote(column)]);
  }
  const { rows: sequences } = await client.query<{ name: string; value: string | null }>(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
            last_value::text as value
       from pg_sequences where schemaname = 'public'`,
  );
  const perTable = [...tables.keys()].map((table) => {
    const target = `public.${quote(table)}`;
    return `create table ${SAVED_ROWS}.${quote(table)} as
              select ${tables.get(table)?.join(", ")} from ${target};
            create trigger conduit_test_changed after insert or update or delete or truncate
              on ${target} for each statement execute function ${SAVED_ROWS}.changed();`;
  });
  await client.exec(`
    create schema ${SAVED_ROWS};
    create table ${SAVED_ROWS}.changed (name text primary key);
    create function ${SAVED_ROWS}.changed() returns trigger language plpgsql as $$
      begin
        insert into ${SAVED_ROWS}.changed values (tg_table_name) on conflict do nothing;
        return null;
      end
    $$;
    ${perTable.join("\n")}`);
  const restoreTable = new Map(
    [...tables].map(([table, list]) => [
      table,
      `delete from public.${quote(table)};
       insert into public.${quote(table)} (${list.join(", ")}) overriding system value
         select ${list.join(", ")} from ${SAVED_ROWS}.${quote(table)};`,
    ]),
  );
  const restoreSequences = sequences
    .map(({ name, value }) =>
      value === null ? `alter sequence ${name} restart;` : `select setval('${name}', ${value});`,
    )
    .join("\n");
  return { restoreTable, restoreSequences };
}

// Module state: without per-file isolation (the server project) a worker imports this module
// once, so the databases outlive the files.
const pool = new Map<string, Promise<SharedPglite>>();

async function openShared(path: string): Promise<SharedPglite> {
  const client = await PGlite.create({
    loadDataDir: new Blob([await readFile(path)]),
    extensions: PGLITE_EXTENSIONS,
  });
  const saved = await saveRows(client);
  return {
    client,
    statements: await pgliteStatements(client),
    ...saved,
    inUse: false,
    used: false,
  };
}

/**
 * The job queue's jobs (schema pgboss, made by the first server on the database, after the
 * snapshot) go too: a job a file left waiting (a webhook's retry, an alert's news) would
 * otherwise run in a later file's server against rows and ids that now mean something else.
 * The queues and schedules stay: every server declares the same.
 */
const CLEAR_JOBS = `do $$ begin
    if to_regclass('${JOB_SCHEMA}.job') is not null then
      execute 'delete from ${JOB_SCHEMA}.job';
    end if;
  end $$;`;

/**
 * Puts back the rows of the tables the previous file changed, and every sequence. On
 * PostgreSQL `session_replication_role` needs a superuser (test-database.ts checks).
 */
export async function restoreRows(client: SqlSession, saved: SavedRows): Promise<void> {
  const { rows } = await client.query<{ name: string }>(`select name from ${SAVED_ROWS}.changed`);
  const tables = rows.map(({ name }) => {
    const sql = saved.restoreTable.get(name);
    if (sql === undefined) throw new Error(`table ${name} was not in the snapshot`);
    return sql;
  });
  // Tables a file created (tests/server/db/paged-list.test.ts makes its own) carry no
  // trigger and are not in the snapshot: they go, or the next file would find them.
  const { rows: created } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')`,
  );
  const dropped = created
    .filter(({ name }) => !saved.restoreTable.has(name))
    .map(({ name }) => `drop table if exists public.${quote(name)} cascade;`);
  // The saved rows are consistent: no foreign key or trigger is checked while they go back
  // (nor the triggers that note changes).
  await client.exec(`begin;
    ${dropped.join("\n")}
    set local session_replication_role = replica;
    ${tables.join("\n")}
    ${saved.restoreSequences}
    delete from ${SAVED_ROWS}.changed;
    ${CLEAR_JOBS}
    commit;`);
}

async function restore(shared: SharedPglite): Promise<void> {
  // Whatever the previous file left on PGlite's one session: a transaction still open,
  // session settings.
  await shared.client.exec("rollback; reset all;");
  await restoreRows(shared.client, shared);
}

/**
 * The snapshot's database for one test file, from the worker's own shared copy: starting
 * PGlite from a snapshot costs most of a second of CPU, putting back the rows a file changed
 * a small part of that, so each worker starts one per snapshot and every later file gets it
 * back as the snapshot has it (rows, sequence positions, settings). A file that holds two at
 * once gets a copy of its own for the second (openPgliteSnapshot).
 */
export async function openSharedPgliteSnapshot(path: string): Promise<Database> {
  let entry = pool.get(path);
  if (entry === undefined) {
    entry = openShared(path);
    pool.set(path, entry);
    entry.catch(() => pool.delete(path));
  }
  const shared = await entry;
  if (shared.inUse) return openPgliteSnapshot(path);
  shared.inUse = true;
  if (shared.used) {
    try {
      await restore(shared);
    } catch (error) {
      // Not to be handed out again: the next file starts a fresh one.
      pool.delete(path);
      await shared.client.close();
      throw error;
    }
  }
  shared.used = true;
  let open = true;
  return {
    db: drizzle({ client: shared.client, schema }) as unknown as Db,
    kind: "pglite-memory",
    statements: shared.statements,
    async close() {
      if (!open) return;
      open = false;
      shared.inUse = false;
    },
  };
}
