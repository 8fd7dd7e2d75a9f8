import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startPortal } from "./bench/portal-server.ts";
import { buildPortal } from "./portal-build.ts";

/**
 * `npm run bench:bundle`: builds the portal, then loads it in Chromium against the real server
 * and sums the gzip size of every script and style sheet the browser actually fetched:
 * for /sign-in, and for the signed-in dashboard (sign-in page + sign-in + dashboard).
 * Budgets: /sign-in JavaScript <= 150 kB, dashboard JavaScript <= 200 kB, CSS <= 30 kB.
 */
const root = process.cwd();
if (!process.argv.includes("--no-build")) buildPortal(root);

const gzipKb = (path: string) =>
  gzipSync(readFileSync(join(root, "dist", path)), { level: 9 }).length / 1024;

const portal = await startPortal();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage();
  const fetched = new Set<string>();
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (/\.(js|css)$/.test(path)) fetched.add(path.slice(1));
  });
  await page.goto(`${portal.url}/sign-in`, { waitUntil: "networkidle" });
  const signIn = new Set(fetched);
  await page.getByLabel("Email").fill("admin@acme.test");
  await page.getByLabel("Password").fill("conduit-demo");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(/\/dashboard/);
  await page.waitForLoadState("networkidle");
  const dashboard = new Set(fetched);

  const total = (files: Set<string>, extension: string) =>
    [...files]
      .filter((file) => file.endsWith(extension))
      .reduce((sum, file) => sum + gzipKb(file), 0);
  const rows = [
    ["/sign-in JavaScript", total(signIn, ".js"), 150],
    ["dashboard JavaScript (all loaded)", total(dashboard, ".js"), 200],
    ["CSS (all loaded)", total(dashboard, ".css"), 30],
  ] as const;
  process.stdout.write("\nbundle sizes (gzip -9 of the files Chromium fetched)\n\n");
  let ok = true;
  for (const [name, kb, budget] of rows) {
    const pass = kb <= budget;
    ok &&= pass;
    process.stdout.write(
      `${name.padEnd(36)}${kb.toFixed(1).padStart(8)} kB   budget ${budget} kB   ${pass ? "PASS" : "FAIL"}\n`,
    );
  }
  process.stdout.write("\nfiles fetched (s: already on /sign-in):\n");
  for (const file of [...dashboard].sort())
    process.stdout.write(
      `${signIn.has(file) ? "s" : " "} ${file.padEnd(50)}${gzipKb(file).toFixed(1).padStart(8)} kB\n`,
    );
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
  portal.stop();
}
