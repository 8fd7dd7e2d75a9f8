import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * `npm run screens`: a screenshot of every route at desktop, tablet and phone width, written
 * to screens/ (git-ignored) for a look before a release. It is the layout audit
 * (e2e/layout-audit.spec.ts) with CONDUIT_SCREENS set: the same routes, records and widths,
 * each page photographed whole once loaded; the audit's findings are printed as well.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const folder = join(root, "screens");
const run = spawnSync("npx", ["playwright", "test", "e2e/layout-audit.spec.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, CONDUIT_SCREENS: folder },
});
console.log(`Screenshots: ${folder}`);
process.exit(run.status ?? 1);
