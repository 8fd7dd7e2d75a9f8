import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../../server/src/db/connect.ts";
import { seedIfEmpty } from "../../../server/src/db/seed/seed.ts";
import type { DatabaseSnapshots } from "./database-snapshot.ts";

declare module "vitest" {
  export interface ProvidedContext {
    databaseSnapshots: DatabaseSnapshots;
  }
}

/**
 * Vitest global setup of the server and UI projects: migrates and seeds the test databases
 * once per run (a PGlite snapshot, and template databases on TEST_DATABASE_URL's server), so
 * that each test file starts from a copy instead of from scratch. The demo data's times are
 * relative to this moment (they are hours and days apart, a run takes minutes).
 */
interface Shared {
  readonly snapshots: Promise<DatabaseSnapshots>;
  users: number;
  readonly remove: () => Promise<void>;
}

const KEY = Symbol.for("conduit.test-database-snapshots");
const registry = globalThis as typeof globalThis & { [KEY]?: Shared };

async function pgliteSnapshot(folder: string, seeded: boolean): Promise<string> {
  const database = await openDatabase("memory://");
  if (seeded) await seedIfEmpty(database.db, new Date());
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const file = join(folder, seeded ? "seeded.tar" : "empty.tar");
  await writeFile(file, new Uint8Array(await (await client.dumpDataDir("none")).arrayBuffer()));
  await database.close();
  return file;
}

async function postgresTemplate(serverUrl: string, name: string, seeded: boolean): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString());
  if (seeded) await seedIfEmpty(database.db, new Date());
  await database.close();
}

async function dropDatabases(serverUrl: string, names: ReadonlyArray<string>): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

function prepare(): Shared {
  let folder: string | undefined;
  let templates: string[] = [];
  const serverUrl = process.env.TEST_DATABASE_URL;
  const snapshots = (async (): Promise<DatabaseSnapshots> => {
    folder = await mkdtemp(join(tmpdir(), "conduit-test-db-"));
    const [empty, seeded] = [
      await pgliteSnapshot(folder, false),
      await pgliteSnapshot(folder, true),
    ];
    if (!serverUrl) return { pglite: { empty, seeded }, postgres: null };
    const id = randomBytes(4).toString("hex");
    templates = [`conduit_template_${id}_empty`, `conduit_template_${id}_seeded`];
    await postgresTemplate(serverUrl, templates[0] as string, false);
    await postgresTemplate(serverUrl, templates[1] as string, true);
    return {
      pglite: { empty, seeded },
      postgres: { empty: templates[0] as string, seeded: templates[1] as string },
    };
  })();
  return {
    snapshots,
    users: 0,
    async remove() {
      if (folder) await rm(folder, { recursive: true, force: true });
      if (serverUrl && templates.length > 0) await dropDatabases(serverUrl, templates);
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  registry[KEY] ??= prepare();
  const shared = registry[KEY];
  shared.users += 1;
  project.provide("databaseSnapshots", await shared.snapshots);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    registry[KEY] = undefined;
    await shared.remove();
  };
}
