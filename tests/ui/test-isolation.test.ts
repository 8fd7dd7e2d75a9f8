import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The "ui" project runs many files in one worker (vitest.config.ts): a file that replaces a
 * module, spies on one, fakes the clock or stubs a global would leave that to the files after
 * it, in an order that changes from run to run. Such a file is named `*.isolated.test.ts(x)`
 * and runs in the "ui-isolated" project, a fresh worker per file.
 */
const ROOT = join(import.meta.dirname, "../..");
const FOLDERS = ["tests/ui", "tests/adapters"];
// `vi` and the call may be on two lines, as the formatter writes a chained spy. A global is
// replaced by assignment (a method of URL, or of a prototype), through
// Object.assign or defineProperty, or by Vitest's own helpers.
const NEEDS_ITS_OWN_WORKER = new RegExp(
  [
    String.raw`\bvi\s*\.\s*(mock|doMock|hoisted|spyOn|stubGlobal|stubEnv|useFakeTimers|setSystemTime)\b`,
    String.raw`\bObject\.(defineProperty|defineProperties|assign)\(\s*(globalThis|window|document|navigator|URL|history|location|[A-Z][A-Za-z]*\.prototype)\b`,
    String.raw`\b(globalThis|window|navigator|URL|history|location)\.[A-Za-z.]+\s*=[^=]`,
    String.raw`\.prototype\.[A-Za-z]+\s*=[^=]`,
  ].join("|"),
);

function testFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((path) => /\.test\.tsx?$/.test(path))
    .map((path) => join(folder, path));
}

describe("UI test files and their worker", () => {
  const files = FOLDERS.flatMap(testFiles);

  it("finds the files", () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it("names every file that mocks, spies or stubs globals *.isolated.test", () => {
    const shared = files.filter((file) => !/\.isolated\.test\.tsx?$/.test(file));
    const offenders = shared.filter((file) =>
      NEEDS_ITS_OWN_WORKER.test(readFileSync(join(ROOT, file), "utf8")),
    );
    expect(offenders.map((file) => relative(ROOT, join(ROOT, file)))).toEqual([]);
  });
});
