import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  pathToStateValue,
  SimulatedClock,
} from "xstate";
import { getAdjacencyMap, getShortestPaths } from "xstate/graph";
import { machineTransitions } from "../../../scripts/machine-diagram.ts";
import {
  type ModelPath,
  type PathCoverageOptions,
  replayPath,
  transitionKey,
} from "./replay-path.ts";

export type { Harness, ModelPath, PathCoverageOptions } from "./replay-path.ts";

/**
 * Path coverage with xstate/graph (DESIGN.md section 4). For each scenario (an input the
 * machine boots from) the graph of the machine is explored with `getShortestPaths` and
 * `getAdjacencyMap`, and paths through it (see replayScenario) are replayed on the real
 * machine (see replay-path.ts). The transitions the replays take are compared with every
 * transition the machine defines.
 */

export interface Scenario {
  readonly name: string;
  readonly input: unknown;
}
/** The events of the actors the snapshot is running and of the timers of its active states. */
export function outcomeEvents(
  snapshot: AnyMachineSnapshot,
  outcomes: Readonly<Record<string, { done: unknown[]; error: unknown[] }>>,
): AnyEventObject[] {
  const running = Object.keys(snapshot.children);
  return running.flatMap((id) => [
    ...(outcomes[id]?.done ?? []).map((output) => ({ type: `xstate.done.actor.${id}`, output })),
    ...(outcomes[id]?.error ?? []).map((error) => ({ type: `xstate.error.actor.${id}`, error })),
  ]);
}

export function timerEvents(machine: AnyStateMachine, snapshot: AnyMachineSnapshot) {
  return machineTransitions(machine)
    .filter((transition) => transition.delay !== undefined)
    .filter((transition) => snapshot.matches(pathToStateValue(transition.source.path)))
    .map((transition) => ({ type: transition.eventType }));
}

/** What replays have established so far, shared by the scenarios of one machine. */
export interface CoverageRun {
  /** Model states already reached by a replayed path. */
  readonly vertices: Set<string>;
  /** Keys (see machineTransitions) of every transition taken. */
  readonly taken: Set<string>;
}

export function coverageRun(): CoverageRun {
  return { vertices: new Set(), taken: new Set() };
}

export interface ReplayReport {
  readonly vertices: number;
  readonly edges: number;
  readonly paths: number;
  readonly steps: number;
  /** Timer events delivered directly because an earlier timer was pending. */
  readonly directTimers: number;
}

/**
 * Explores the scenario's graph (not beyond the model states earlier scenarios reached) and
 * replays:
 * - its start (the boot transitions differ per scenario);
 * - the shortest path to every model state not reached by an earlier replay, so that the
 *   invariants are checked in every state;
 * - per edge, the shortest path to its source plus the edge, when the edge takes a
 *   transition no replay has taken yet; with `allEdges`, every edge.
 */
export async function replayScenario(
  options: PathCoverageOptions,
  scenario: Scenario,
  run: CoverageRun,
  { allEdges = false }: { readonly allEdges?: boolean } = {},
): Promise<ReplayReport> {
  const known = new Set(run.vertices);
  const traversal = {
    input: scenario.input,
    serializeState: options.serializeState,
    events: (snapshot: AnyMachineSnapshot) =>
      options.events(snapshot).filter((event) => snapshot.can(event)),
    // Where an earlier scenario has been, it has explored already.
    stopWhen: (snapshot: AnyMachineSnapshot) => known.has(options.serializeState(snapshot)),
  };
  const shortest = getShortestPaths(options.machine, traversal);
  const adjacency = getAdjacencyMap(options.machine, traversal);
  const toVertex = new Map(shortest.map((path) => [options.serializeState(path.state), path]));
  let paths = 0;
  let steps = 0;
  let directTimers = 0;
  let edges = 0;

  const replay = async (path: ModelPath) => {
    try {
      const harness = options.createHarness(scenario.input);
      const result = await replayPath(options, path, harness, run.taken);
      directTimers += result.directTimers;
    } catch (error) {
      const route = path.map((step) => step.event.type).join(" > ");
      throw new Error(`${scenario.name}: ${route}\n${String(error)}`);
    }
    for (const step of path) run.vertices.add(options.serializeState(step.state));
    paths += 1;
    steps += path.length - 1;
  };

  const [start] = shortest;
  if (start !== undefined) await replay(start.steps);
  for (const path of shortest) {
    if (!run.vertices.has(options.serializeState(path.state))) await replay(path.steps);
  }
  type Edge = { readonly event: AnyEventObject; readonly state: AnyMachineSnapshot };
  const candidates = Object.entries(adjacency)
    .flatMap(([vertex, { state, transitions }]) =>
      // The map's keys are branded strings, which hides the values' type from Object.values.
      (Object.values(transitions) as Edge[]).map((edge) => ({
        vertex,
        state,
        event: edge.event,
        next: edge.state,
      })),
    )
    .sort((a, b) => (toVertex.get(a.vertex)?.weight ?? 0) - (toVertex.get(b.vertex)?.weight ?? 0));
  for (const { vertex, state, event, next } of candidates) {
    edges += 1;
    const firstKeys = options.machine.getTransitionData(state, event).map(transitionKey);
    if (!allEdges && firstKeys.every((key) => run.taken.has(key))) continue;
    const head = toVertex.get(vertex);
    if (head === undefined) throw new Error(`no path to ${vertex}`);
    await replay([...head.steps, { event, state: next }]);
  }
  return { vertices: Object.keys(adjacency).length, edges, paths, steps, directTimers };
}

/** The keys of the machine's transitions no replay took. */
export function uncoveredTransitions(
  machine: AnyStateMachine,
  taken: ReadonlySet<string>,
): string[] {
  return machineTransitions(machine)
    .map((transition) => transition.key)
    .filter((key) => !taken.has(key));
}

/** A fresh SimulatedClock set to `nowMs`. */
export function clockAt(nowMs: number): SimulatedClock {
  const clock = new SimulatedClock();
  clock.set(nowMs);
  return clock;
}
