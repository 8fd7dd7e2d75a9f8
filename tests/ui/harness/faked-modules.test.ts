import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as privateFakes from "../private/harness/fake-adapters.ts";
import * as publicFakes from "./fake-adapters.tsx";

/**
 * The fake adapters replace hooks in the modules that define them: a test mocks each module of
 * its harness's FAKED_MODULES by a literal path. A hook moved to another module, or a module
 * a test forgot, would leave the real hook in place, so both are checked here.
 */
const ROOT = join(import.meta.dirname, "../../..");
const ADAPTERS = join(ROOT, "src/adapters");

const harnesses = [
  {
    name: "tests/ui/harness/fake-adapters.tsx",
    modules: publicFakes.FAKED_MODULES,
    hooks: publicFakes.FAKED_HOOK_NAMES,
    usedBy: /from "\.\/harness\/fake-adapters\.tsx"/,
  },
  {
    name: "tests/ui/private/harness/fake-adapters.ts",
    modules: privateFakes.FAKED_MODULES,
    hooks: privateFakes.fakedHookNames(),
    usedBy: /from "\.\/harness\/fake-adapters\.ts"/,
  },
];

function testFiles(): string[] {
  return readdirSync(join(ROOT, "tests/ui"), { recursive: true, encoding: "utf8" })
    .filter((path) => /\.isolated\.test\.tsx?$/.test(path))
    .map((path) => join(ROOT, "tests/ui", path));
}

describe.each(harnesses)("$name", ({ modules, hooks, usedBy }) => {
  it("fakes every hook in the one module of FAKED_MODULES that defines it", async () => {
    const exported = await Promise.all(
      modules.map(async (module) => Object.keys(await import(join(ADAPTERS, module)))),
    );
    for (const hook of hooks) {
      const owners = modules.filter((_, index) => exported[index]?.includes(hook));
      expect({ hook, owners: owners.length }).toEqual({ hook, owners: 1 });
    }
    for (const [index, module] of modules.entries()) {
      expect({ module, fakes: exported[index]?.some((name) => hooks.includes(name)) }).toEqual({
        module,
        fakes: true,
      });
    }
  });

  it("is used by test files that mock each of FAKED_MODULES", () => {
    const users = testFiles().filter((file) => usedBy.test(readFileSync(file, "utf8")));
    expect(users.length).toBeGreaterThan(0);
    for (const file of users) {
      const text = readFileSync(file, "utf8");
      const missing = modules.filter(
        (module) =>
          !new RegExp(
            String.raw`vi\.mock\(\s*"[./]*src/adapters/${module.replaceAll(".", String.raw`\.`)}"`,
          ).test(text),
      );
      expect({ file, missing }).toEqual({ file, missing: [] });
    }
  });
});
