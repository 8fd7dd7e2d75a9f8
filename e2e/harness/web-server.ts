import { fileURLToPath } from "node:url";
import { buildPortalIfStale } from "../../scripts/portal-build.ts";

// The end-to-end run's server (playwright.config.ts webServer): what `npm start` does, building
// the portal when dist/ is missing or stale and then serving it with the API, except that the
// server hashes passwords at the tests' cost (tests/server/harness/server-main.ts). The specs'
// own servers (server-process.ts) run the same process.
buildPortalIfStale(fileURLToPath(new URL("../..", import.meta.url)));
await import("../../tests/server/harness/server-main.ts");
