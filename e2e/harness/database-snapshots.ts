import { mkdir } from "node:fs/promises";
import { join } from "node:path";

/**
 * The end-to-end run's seeded database, migrated and seeded once and kept as a PGlite
 * snapshot (a tar file) in the folder E2E_DATABASE_SNAPSHOTS: the run's server and the specs'
 * own open in-memory copies of it instead of seeding a database each (web-server.ts,
 * server-process.ts).
 */

/** The seeded snapshot's file in `folder`. */
export const seededSnapshotIn = (folder: string): string => join(folder, "seeded.tar");

/** Migrates and seeds a database and writes its snapshot into `folder`; answers the file. */
export async function writeSeededSnapshot(folder: string): Promise<string> {
  await mkdir(folder, { recursive: true });
  // Imported here, not above: the specs import this module for seededSnapshotIn alone, and
  // need neither PGlite nor the server's schema.
  const { pgliteSnapshotFiles } = await import("../../tests/server/harness/database-snapshot.ts");
  const { seeded } = await pgliteSnapshotFiles(folder);
  return seeded;
}

// `node e2e/harness/database-snapshots.ts FOLDER`: `npm test` (scripts/test.ts) makes the
// snapshot this way while the unit tests run, and the end-to-end server then finds it made.
if (import.meta.main) {
  const folder = process.argv[2];
  if (!folder) throw new Error("usage: node e2e/harness/database-snapshots.ts FOLDER");
  await writeSeededSnapshot(folder);
}
