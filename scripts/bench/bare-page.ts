import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { compressFolder } from "../compress-dist.ts";

/**
 * Builds the bare React reference page (bare-page/) for production into a temporary folder,
 * compressed like the portal's dist/, and returns the folder: the benchmark serves it with a
 * second instance of the same server (CONDUIT_PORTAL_DIR), so both pages travel the same way.
 */
export async function buildBarePage(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), "conduit-bare-page-"));
  await build({
    root: join(import.meta.dirname, "bare-page"),
    configFile: false,
    logLevel: "warn",
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  await compressFolder(outDir);
  return outDir;
}
