import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, inject } from "vitest";

export { seededPgliteFolder } from "../../server/harness/test-database.ts";

/**
 * The folders this test file made: removed after its last test (registered when the file
 * imports this module, so after the file's own afterAll hooks have stopped its servers). A
 * PGlite copy of the seeded database is about 45 MB: each run of the suite left 150 MB and more
 * under the temporary directory before.
 */
const scratchFolders: string[] = [];
afterAll(async () => {
  for (const folder of scratchFolders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/** A fresh folder under the system's temporary directory, removed after the file's tests. */
export async function scratchFolder(name: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), `conduit-${name}-`));
  scratchFolders.push(folder);
  return folder;
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
