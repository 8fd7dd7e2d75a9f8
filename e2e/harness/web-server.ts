import { rmSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { buildPortalIfStale } from "../../scripts/portal-build.ts";
import { pgliteSnapshotFiles } from "../../tests/server/harness/database-snapshot.ts";

// The end-to-end run's server (playwright.config.ts webServer): what `npm start` does, building
// the portal when dist/ is missing or stale and then serving it with the API, except that the
// server hashes passwords at the tests' cost (tests/server/harness/server-main.ts).
// Before it listens, it migrates and seeds one database and keeps it as a snapshot in the
// folder E2E_DATABASE_SNAPSHOTS (playwright.config.ts names it; removed when this process
// ends): this server and the specs' own (server-process.ts) start on in-memory copies of it
// instead of seeding a database each.
buildPortalIfStale(fileURLToPath(new URL("../..", import.meta.url)));
const folder = process.env.E2E_DATABASE_SNAPSHOTS;
if (folder) {
  await mkdir(folder, { recursive: true });
  process.once("exit", () => rmSync(folder, { recursive: true, force: true }));
  process.env.TEST_DATABASE_SNAPSHOT = (await pgliteSnapshotFiles(folder)).seeded;
}
await import("../../tests/server/harness/server-main.ts");
