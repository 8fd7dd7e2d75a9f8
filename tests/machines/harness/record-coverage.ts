import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AnyStateMachine } from "xstate";

/**
 * Where `npm run coverage:machines` (scripts/coverage-machines.ts) asks the path tests to leave
 * the transitions their replays took: one `<machine id>.json` per machine, a list of the keys
 * of scripts/machine-diagram.ts's machineTransitions. Unset in an ordinary run: nothing is
 * written.
 */
export const COVERAGE_DIR_VARIABLE = "MACHINE_COVERAGE_DIR";

/** Records the transitions a machine's replays took, when the coverage report asked for them. */
export function recordCoverage(machine: AnyStateMachine, taken: ReadonlySet<string>): void {
  const dir = process.env[COVERAGE_DIR_VARIABLE];
  if (dir === undefined || dir === "") return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${machine.id}.json`), JSON.stringify([...taken].sort()));
}
