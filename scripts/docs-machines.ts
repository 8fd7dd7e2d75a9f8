import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { machineDocuments } from "./machine-documents.ts";

// `npm run docs:machines`: writes the Mermaid diagram page of every machine to docs/machines/.
// tests/machines/diagrams.test.ts fails when a committed page differs from what this writes.
const root = join(import.meta.dirname, "..");
for (const { file, content } of machineDocuments()) {
  const path = join(root, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
  process.stdout.write(`wrote ${file}\n`);
}
