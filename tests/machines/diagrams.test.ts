import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { setup } from "xstate";
import { machineDocument, mermaidDiagram } from "../../scripts/machine-diagram.ts";
import { machineDocuments } from "../../scripts/machine-documents.ts";
import { sessionMachine } from "../../src/machines/session/index.ts";

const root = join(import.meta.dirname, "..", "..");

describe("machine diagrams", () => {
  it.each(machineDocuments())(
    "$file is up to date (run npm run docs:machines)",
    async ({ file, content }) => {
      const committed = await readFile(join(root, file), "utf8").catch(() => "(missing)");
      expect(committed).toBe(content);
    },
  );

  it("draws states, initial states, guarded and delayed transitions, regions and final states", () => {
    const machine = setup({
      guards: { allowed: () => true },
      delays: { patience: 3000 },
    }).createMachine({
      id: "door",
      initial: "closed",
      states: {
        closed: { on: { OPEN: { guard: "allowed", target: "open" } } },
        open: {
          type: "parallel",
          states: {
            light: { initial: "on", states: { on: { after: { 500: "off" } }, off: {} } },
            alarm: { initial: "quiet", states: { quiet: { after: { patience: "#door.gone" } } } },
          },
        },
        gone: { type: "final" },
      },
    });
    expect(mermaidDiagram(machine)).toBe(
      [
        "stateDiagram-v2",
        "  [*] --> closed",
        "  closed",
        "  state open {",
        "    state light {",
        "      [*] --> on",
        "      on",
        "      off",
        "      on --> off: after 500ms",
        "    }",
        "    --",
        "    state alarm {",
        "      [*] --> quiet",
        "      quiet",
        "    }",
        "  }",
        "  gone",
        "  gone --> [*]",
        "  closed --> open: OPEN [allowed]",
        "  quiet --> gone: after patience (3000ms)",
      ].join("\n"),
    );
  });

  it("names actor outcomes, eventless transitions and the session's named refresh delay", () => {
    const page = machineDocument(
      "session",
      "src/machines/session/session.machine.ts",
      sessionMachine,
    );
    expect(page).toContain("booting --> signedIn: always [storedSessionIsUsable]");
    expect(page).toContain("fresh --> refreshing: after refreshDue [hasRefreshToken]");
    expect(page).toContain(
      "signingIn --> awaitingOneTimeCode: error signIn [refusalRequiresOneTimeCode]",
    );
    expect(page).toContain("| `signedIn.active.tokens.refreshing` | refreshTokens |");
  });
});
