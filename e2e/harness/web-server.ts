import { existsSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildPortalIfStale } from "../../scripts/portal-build.ts";
import { seededSnapshotIn, writeSeededSnapshot } from "./database-snapshots.ts";

// The end-to-end run's server (playwright.config.ts webServer): what `npm start` does, building
// the portal when dist/ is missing or stale and then serving it with the API, except that the
// server hashes passwords at the tests' cost (tests/server/harness/server-main.ts).
// It starts on an in-memory copy of the run's seeded snapshot in E2E_DATABASE_SNAPSHOTS
// (playwright.config.ts names the folder; removed when this process ends), as the specs' own
// servers do (server-process.ts). It makes the snapshot first, unless `npm test` made it
// during the unit tests and says so (E2E_DATABASE_SNAPSHOTS_MADE=1, scripts/test.ts).
buildPortalIfStale(fileURLToPath(new URL("../..", import.meta.url)));
const folder = process.env.E2E_DATABASE_SNAPSHOTS;
if (folder) {
  process.once("exit", () => rmSync(folder, { recursive: true, force: true }));
  const seeded = seededSnapshotIn(folder);
  const made = process.env.E2E_DATABASE_SNAPSHOTS_MADE === "1" && existsSync(seeded);
  if (!made) await writeSeededSnapshot(folder);
  process.env.TEST_DATABASE_SNAPSHOT = seeded;
}
await import("../../tests/server/harness/server-main.ts");
