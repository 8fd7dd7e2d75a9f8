import { randomBytes } from "node:crypto";
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { PGLITE_EXTENSIONS } from "../../../server/src/db/connect.ts";

/** A fresh folder under the system's temporary directory. */
export const scratchFolder = (name: string) => mkdtemp(join(tmpdir(), `conduit-${name}-`));

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

/** TEST_DATABASE_URL when set (CI): the tests that need PostgreSQL run only then. */
export const postgresServerUrl = (): string | undefined => process.env.TEST_DATABASE_URL;

/** A database of its own on the PostgreSQL server, copied from the run's seeded template. */
export async function seededPostgresDatabase(serverUrl: string): Promise<{
  readonly url: string;
  drop(): Promise<void>;
}> {
  const template = inject("databaseSnapshots").postgres?.seeded;
  if (!template) throw new Error("no PostgreSQL template: TEST_DATABASE_URL was not set");
  const name = `conduit_reliability_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
