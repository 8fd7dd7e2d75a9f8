import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../../server/src/node-flags.ts";

const scripts = (
  JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }
).scripts;

describe("the API server's V8 flags", () => {
  it.each(["start", "serve", "bench:api"])("npm %s starts node with every one of them", (name) => {
    const words = (scripts[name] ?? "").split(/\s+/);
    expect(words[0]).toBe("node");
    for (const flag of SERVER_NODE_FLAGS) expect(words).toContain(flag);
  });

  it("are flags this Node accepts", () => {
    // An unknown V8 flag stops Node at start ("bad option"); accepted ones stay in execArgv.
    const run = spawnSync(
      process.execPath,
      [...SERVER_NODE_FLAGS, "-e", "process.stdout.write(process.execArgv.join(' '))"],
      { encoding: "utf8" },
    );
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout.split(" ").slice(0, SERVER_NODE_FLAGS.length)).toEqual(SERVER_NODE_FLAGS);
  });
});
