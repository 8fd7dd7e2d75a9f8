import type { AnyStateMachine } from "xstate";
import { consentMachine } from "../src/machines/consent/index.ts";
import { pdfDownloadMachine } from "../src/machines/pdf-download/index.ts";
import { serverStatusMachine } from "../src/machines/server-status/index.ts";
import { sessionMachine } from "../src/machines/session/index.ts";
import { wizardMachine } from "../src/machines/wizard/index.ts";
import { machineDocument } from "./machine-diagram.ts";

/** The machines documented under docs/machines/, with the file each page is written to. */
export const DOCUMENTED_MACHINES: ReadonlyArray<{
  readonly name: string;
  readonly file: string;
  readonly source: string;
  readonly machine: AnyStateMachine;
}> = [
  {
    name: "session",
    file: "docs/machines/session.md",
    source: "src/machines/session/session.machine.ts",
    machine: sessionMachine,
  },
  {
    name: "serverStatus",
    file: "docs/machines/server-status.md",
    source: "src/machines/server-status/server-status.machine.ts",
    machine: serverStatusMachine,
  },
  {
    name: "consent",
    file: "docs/machines/consent.md",
    source: "src/machines/consent/consent.machine.ts",
    machine: consentMachine,
  },
  {
    name: "pdfDownload",
    file: "docs/machines/pdf-download.md",
    source: "src/machines/pdf-download/pdf-download.machine.ts",
    machine: pdfDownloadMachine,
  },
  {
    name: "wizard",
    file: "docs/machines/wizard.md",
    source: "src/machines/wizard/wizard.machine.ts",
    machine: wizardMachine,
  },
];

/** Each page's path (relative to the repository root) and its generated content. */
export function machineDocuments(): Array<{ readonly file: string; readonly content: string }> {
  return DOCUMENTED_MACHINES.map(({ name, file, source, machine }) => ({
    file,
    content: machineDocument(name, source, machine),
  }));
}
