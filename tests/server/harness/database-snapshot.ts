import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { type Database, type Db, PGLITE_EXTENSIONS } from "../../../server/src/db/connect.ts";
import { pgliteStatements } from "../../../server/src/db/prepared.ts";
import * as schema from "../../../server/src/db/schema.ts";

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
