import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../../server/src/db/connect.ts";
import { seedIfEmpty } from "../../../server/src/db/seed/seed.ts";
import { testNow } from "../../harness/test-clock.ts";
import { type DatabaseSnapshots, pgliteSnapshotFiles } from "./database-snapshot.ts";

declare module "vitest" {
  export interface ProvidedContext {
    databaseSnapshots: DatabaseSnapshots;
  }
}

/**
 * Vitest global setup of the server, server-postgres, UI and reliability projects: migrates
 * and seeds the test databases once per run, so that each test file starts from a copy instead
 * of from scratch. The PGlite projects (ui, server) get a PGlite snapshot; the server-postgres
 * project (there when TEST_DATABASE_URL names a server) gets template databases on that
 * server, and each part is made only when a project of the run asks for it. The demo data's
 * times are relative to this moment (they are hours and days apart, a run takes minutes).
 */
type PgliteSnapshots = NonNullable<DatabaseSnapshots["pglite"]>;
type PostgresTemplates = NonNullable<DatabaseSnapshots["postgres"]>;

interface Shared {
  pglite?: Promise<PgliteSnapshots>;
  postgres?: Promise<PostgresTemplates>;
  users: number;
  folder?: string;
  templates: { serverUrl: string; names: string[] } | null;
}

/** The project that runs the server suite on TEST_DATABASE_URL's PostgreSQL server. */
export const POSTGRES_PROJECT = "server-postgres";

const KEY = Symbol.for("conduit.test-database-snapshots");
const registry = globalThis as typeof globalThis & { [KEY]?: Shared };

/** `name` on the server, a copy of `template` when given (CREATE DATABASE ... TEMPLATE). */
async function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  // pg.Client waits for its connection without a timer of its own.
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  await admin.end();
}

/** The migrated template `empty`, then `seeded` as its copy with the demo data added. */
async function postgresTemplatePair(serverUrl: string, empty: string, seeded: string) {
  const open = (name: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // This setup runs in Vitest's main process, where PGlite's initdb and seeding block the
    // event loop for seconds at the same time (setup below). The server's 5 s connection
    // timer would fire before the waiting connection's answer is read (CI failed so, stop
    // 30): a minute here, for a server that does not answer at all.
    return openDatabase(url.toString(), { postgresConnectTimeoutMs: 60_000 });
  };
  await createDatabase(serverUrl, empty);
  await (await open(empty)).close();
  // Copied from the migrated one instead of migrated again.
  await createDatabase(serverUrl, seeded, empty);
  const database = await open(seeded);
  try {
    await seedIfEmpty(database.db, testNow());
  } finally {
    await database.close();
  }
}

/** Drops the templates and the workers' copies named after them (test-database.ts). */
async function dropDatabases(serverUrl: string, names: ReadonlyArray<string>): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const name of names) {
    const { rows: copies } = await admin.query<{ name: string }>(
      "select datname as name from pg_database where starts_with(datname, $1)",
      [`${name}_w`],
    );
    for (const copy of copies)
      await admin.query(`DROP DATABASE IF EXISTS ${copy.name} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  await admin.end();
}

async function makePgliteSnapshots(shared: Shared): Promise<PgliteSnapshots> {
  const folder = await mkdtemp(join(tmpdir(), "conduit-test-db-"));
  shared.folder = folder;
  return pgliteSnapshotFiles(folder);
}

async function makePostgresTemplates(shared: Shared): Promise<PostgresTemplates> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error(`the ${POSTGRES_PROJECT} project needs TEST_DATABASE_URL`);
  const id = randomBytes(4).toString("hex");
  const [empty, seeded] = [`conduit_template_${id}_empty`, `conduit_template_${id}_seeded`];
  shared.templates = { serverUrl, names: [empty, seeded] };
  await postgresTemplatePair(serverUrl, empty, seeded);
  return { serverUrl, empty, seeded };
}

/** A part another project's setup may await later: its failure is reported there, once. */
function settled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

async function remove(shared: Shared): Promise<void> {
  if (shared.folder) await rm(shared.folder, { recursive: true, force: true });
  if (shared.templates) await dropDatabases(shared.templates.serverUrl, shared.templates.names);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  registry[KEY] ??= { users: 0, templates: null };
  const shared = registry[KEY];
  shared.users += 1;
  // Both parts start at once when the run has projects of both kinds (CI's): the PostgreSQL
  // server seeds its templates while this process seeds PGlite.
  for (const { name } of project.vitest.projects) {
    if (name === POSTGRES_PROJECT) shared.postgres ??= settled(makePostgresTemplates(shared));
    else if (name === "ui" || name === "ui-isolated" || name === "server")
      shared.pglite ??= settled(makePgliteSnapshots(shared));
  }
  let snapshots: DatabaseSnapshots;
  if (project.name === POSTGRES_PROJECT) {
    shared.postgres ??= makePostgresTemplates(shared);
    snapshots = { pglite: null, postgres: await shared.postgres };
  } else if (project.name === "reliability") {
    // The reliability project (last in the run, or alone: `npm run test:reliability`) uses
    // both kinds: PGlite folders always, PostgreSQL databases when TEST_DATABASE_URL is set.
    shared.pglite ??= makePgliteSnapshots(shared);
    if (process.env.TEST_DATABASE_URL) shared.postgres ??= makePostgresTemplates(shared);
    snapshots = {
      pglite: await shared.pglite,
      postgres: shared.postgres ? await shared.postgres : null,
    };
  } else {
    shared.pglite ??= makePgliteSnapshots(shared);
    snapshots = { pglite: await shared.pglite, postgres: null };
  }
  project.provide("databaseSnapshots", snapshots);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    registry[KEY] = undefined;
    await remove(shared);
  };
}
