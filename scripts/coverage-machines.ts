import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { machineUiCoverage } from "../e2e/models/index.ts";
import { COVERAGE_DIR_VARIABLE } from "../tests/machines/harness/record-coverage.ts";
import {
  coverageHtml,
  coverageMarkdown,
  coverageText,
  machineCoverage,
} from "./machine-coverage.ts";
import { DOCUMENTED_MACHINES } from "./machine-documents.ts";

/**
 * `npm run coverage:machines`: runs the machine-level path tests (tests/machines/*.paths.test.ts),
 * which record the transitions their replays take, computes the transitions the UI paths of
 * e2e/models/ take (every model of a machine together), prints the table and writes
 * coverage/machines/report.md and index.html (git-ignored). Fails when a path test fails.
 */
const root = join(import.meta.dirname, "..");
const recorded = await mkdtemp(join(tmpdir(), "machine-coverage-"));
try {
  const vitest = spawnSync(
    process.execPath,
    [join(root, "node_modules", "vitest", "vitest.mjs"), "run", "--project", "core", "paths.test"],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, [COVERAGE_DIR_VARIABLE]: recorded },
    },
  );
  if (vitest.status !== 0) {
    process.stderr.write("The machine-level path tests failed; no report written.\n");
    process.exit(1);
  }
  const report = [];
  const exemptions: Record<string, Readonly<Record<string, string>>> = {};
  for (const { name, machine } of DOCUMENTED_MACHINES) {
    const taken = await readFile(join(recorded, `${machine.id}.json`), "utf8")
      .then((text): string[] => JSON.parse(text))
      .catch((): string[] => []);
    // A machine several screens run (the wizard) is covered by their models together.
    const ui = await machineUiCoverage(name);
    if (ui !== null) exemptions[name] = ui.exemptions;
    report.push(
      machineCoverage({
        name,
        machine,
        machineTaken: new Set(taken),
        uiTaken: ui?.taken ?? null,
        uiExemptions: ui?.exemptions ?? {},
      }),
    );
  }
  const out = join(root, "coverage", "machines");
  await mkdir(out, { recursive: true });
  await writeFile(join(out, "report.md"), coverageMarkdown(report, exemptions));
  await writeFile(join(out, "index.html"), coverageHtml(report, exemptions));
  process.stdout.write(
    `${coverageText(report)}\n\nwrote coverage/machines/report.md and coverage/machines/index.html\n`,
  );
} finally {
  await rm(recorded, { recursive: true, force: true });
}
