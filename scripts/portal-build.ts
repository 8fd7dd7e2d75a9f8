import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Files and folders whose changes make the built portal in dist/ stale. */
const PORTAL_SOURCES = [
  "src",
  "public",
  "index.html",
  "vite.config.ts",
  "panda.config.ts",
  "postcss.config.js",
  "package-lock.json",
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** True when dist/ is missing or older than any portal source. */
export function portalBuildIsStale(root: string): boolean {
  const index = join(root, "dist", "index.html");
  if (!existsSync(index)) return true;
  const builtAt = statSync(index).mtimeMs;
  return PORTAL_SOURCES.some((source) => newestChange(join(root, source)) > builtAt);
}

/** Runs `npm run build` and stops the process if it fails. */
export function buildPortal(root: string): void {
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    process.stderr.write("conduit: the portal build failed; see the output above.\n");
    process.exit(result.status ?? 1);
  }
}

/** Builds the portal when dist/ is missing or stale, saying so first (`npm start`, the e2e server). */
export function buildPortalIfStale(root: string): void {
  if (!portalBuildIsStale(root)) return;
  process.stdout.write("conduit: building the portal...\n");
  buildPortal(root);
}
