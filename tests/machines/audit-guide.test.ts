import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_GUIDE, staleReferences, withMachineDiagram } from "../../scripts/audit-guide.ts";
import { DOCUMENTED_MACHINES } from "../../scripts/machine-documents.ts";
import { sessionMachine } from "../../src/machines/session/index.ts";

/**
 * The auditor's guide (docs/audit.md) is checked fresh, like the diagrams: every file,
 * function, state and test it names must exist, and its session diagram must be the one the
 * machine generates today.
 */

const root = join(import.meta.dirname, "..", "..");
const machines = DOCUMENTED_MACHINES.map(({ machine }) => machine);
const guide = () => readFile(join(root, AUDIT_GUIDE), "utf8");

describe("the auditor's guide", () => {
  it("names only files, functions, states and tests that exist", async () => {
    expect(staleReferences(await guide(), root, machines)).toEqual([]);
  });

  it("names something for each of its kinds of reference", async () => {
    const text = await guide();
    expect(text).toMatch(/`server\/src\/[\w./-]+#\w+`/);
    expect(text).toMatch(/`session:signedIn\.[\w.]+`/);
    expect(text).toMatch(/`tests\/[\w./-]+\.test\.tsx?` "[^"]+"/);
    expect(text).toMatch(/`e2e\/[\w./-]+\.spec\.ts` "[^"]+"/);
  });

  it("holds the session diagram as generated (run npm run docs:machines)", async () => {
    const text = await guide();
    expect(withMachineDiagram(text, sessionMachine)).toBe(text);
  });

  it("fails on a stale name of every kind", () => {
    const stale = [
      "`src/core/auth/token-reading.ts#refreshDueAt` still there;",
      "`src/core/auth/token-reading.ts#refreshLater` renamed;",
      "`src/core/auth/gone.ts` removed;",
      "`session:signedIn.active.tokens.fresh` still there, `session:signedIn.dozing` not;",
      "`wizzard:start` no such machine;",
      '`tests/core/auth/token-reading.test.ts` "falls five minutes before expiry" still there;',
      '`tests/core/auth/token-reading.test.ts` "falls ten minutes before expiry" not.',
    ].join("\n");
    expect(staleReferences(stale, root, machines)).toEqual([
      "no refreshLater in src/core/auth/token-reading.ts",
      "no file src/core/auth/gone.ts",
      'no test "falls ten minutes before expiry" in tests/core/auth/token-reading.test.ts',
      "no state signedIn.dozing in the session machine",
      "no machine wizzard",
    ]);
  });
});
