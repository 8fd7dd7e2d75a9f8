import { describe, expect, it } from "vitest";
import { type AnyStateMachine, type AnyStateNodeDefinition, setup } from "xstate";
import { coverageMarkdown, coverageText, machineCoverage } from "../../scripts/machine-coverage.ts";
import { machineTransitions } from "../../scripts/machine-diagram.ts";
import { DOCUMENTED_MACHINES } from "../../scripts/machine-documents.ts";

/**
 * `npm run coverage:machines` (scripts/machine-coverage.ts): its counts are checked against
 * each machine's definition, walked here another way (the definition tree and the machine's
 * state nodes found by id rather than machineTransitions), and an untaken transition is named.
 */

function countedFromDefinition(machine: AnyStateMachine) {
  const definitions: AnyStateNodeDefinition[] = [];
  const walk = (definition: AnyStateNodeDefinition) => {
    definitions.push(definition);
    for (const child of Object.values(definition.states)) walk(child);
  };
  walk(machine.root.definition);
  const eventless = definitions.reduce(
    (sum, definition) => sum + (machine.getStateNodeById(definition.id).always?.length ?? 0),
    0,
  );
  return {
    states: definitions.length - 1,
    transitions:
      definitions.reduce((sum, definition) => sum + definition.transitions.length, 0) + eventless,
  };
}

const door = setup({ guards: { unlocked: () => true } }).createMachine({
  id: "door",
  initial: "closed",
  states: {
    closed: { on: { OPEN: { guard: "unlocked", target: "open" } } },
    open: { on: { CLOSE: "closed", SLAM: "closed" } },
  },
});

describe("the machine coverage report", () => {
  it.each(DOCUMENTED_MACHINES)(
    "counts the states and transitions of $name as its definition holds them",
    ({ name, machine }) => {
      const all = new Set(machineTransitions(machine).map((transition) => transition.key));
      const coverage = machineCoverage({
        name,
        machine,
        machineTaken: all,
        uiTaken: null,
        uiExemptions: {},
      });
      const expected = countedFromDefinition(machine);
      expect(coverage.states).toBe(expected.states);
      expect(coverage.transitions).toBe(expected.transitions);
      expect(coverage.byMachine).toBe(expected.transitions);
      expect(coverage.neither).toEqual([]);
      expect(coverage.hasUiModel).toBe(false);
      expect(coverage.uiMissing).toHaveLength(expected.transitions);
    },
  );

  it("names a transition no path takes, by source, trigger and guard", () => {
    const coverage = machineCoverage({
      name: "door",
      machine: door,
      machineTaken: new Set(["door.closed|OPEN|0", "door.open|CLOSE|0"]),
      uiTaken: new Set(["door.closed|OPEN|0"]),
      uiExemptions: { "door.open|CLOSE|0": "closing is what the door does by itself" },
    });
    expect(coverage).toMatchObject({
      states: 2,
      transitions: 3,
      byMachine: 2,
      byUi: 1,
      uiExempt: 1,
    });
    expect(coverage.neither).toEqual([{ key: "door.open|SLAM|0", label: "open: SLAM" }]);
    expect(coverage.uiMissing).toEqual([{ key: "door.open|SLAM|0", label: "open: SLAM" }]);

    const text = coverageText([coverage]);
    expect(text).toMatch(/door\s+2\s+3\s+2\s+1\s+1\s+1/);
    expect(text).toContain("door: covered by neither: open: SLAM (door.open|SLAM|0)");
    const markdown = coverageMarkdown([coverage], {
      door: { "door.open|CLOSE|0": "closing is what the door does by itself" },
    });
    expect(markdown).toContain("| door | 2 | 3 | 2 | 1 | 1 | 1 |");
    expect(markdown).toContain("closed --> open: OPEN [unlocked]");
    expect(markdown).toContain("- `door.open|CLOSE|0`: closing is what the door does by itself");
  });
});
