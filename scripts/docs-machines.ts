import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { sessionMachine } from "../src/machines/session/index.ts";
import { AUDIT_GUIDE, withMachineDiagram } from "./audit-guide.ts";
import { machineDocuments } from "./machine-documents.ts";

// `npm run docs:machines`: writes the Mermaid diagram page of every machine to docs/machines/,
// and the session diagram into the auditor's guide (docs/audit.md).
// tests/machines/diagrams.test.ts fails when a committed page differs from what this writes.
const root = join(import.meta.dirname, "..");
for (const { file, content } of machineDocuments()) {
  const path = join(root, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
  process.stdout.write(`wrote ${file}\n`);
}
const guide = join(root, AUDIT_GUIDE);
await writeFile(guide, withMachineDiagram(await readFile(guide, "utf8"), sessionMachine));
process.stdout.write(`wrote the session diagram into ${AUDIT_GUIDE}\n`);
