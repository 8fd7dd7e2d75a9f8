import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from "xstate";
import { getAdjacencyMap, getShortestPaths } from "xstate/graph";
import type { PathCoverageOptions, Scenario } from "../../tests/machines/harness/path-coverage.ts";
import {
  gestureEvents,
  type ModelPath,
  replayPath,
} from "../../tests/machines/harness/replay-path.ts";

/**
 * A model of one machine for walking it through the real portal (DESIGN.md section 4): the
 * real machine definition, the events a user can cause and the inputs a page can start from.
 * The paths are generated from the machine's graph with xstate/graph, never listed: the
 * shortest path to the source of every edge plus that edge, kept when it takes a transition no
 * longer path takes. The spec of the model (`*.spec.ts` next to it) maps each event to what a
 * user does and each state to what the page must show, and checks the page after every step.
 * tests/machines/ui-coverage.test.ts fails, naming it, on a transition no UI path takes and no
 * exemption explains; `npm run coverage:machines` reports the same.
 */
export interface UiModel {
  /** The machine's name in scripts/machine-documents.ts. */
  readonly name: string;
  /**
   * The screen this model walks, when more than one runs the machine (the wizard: the order
   * page and the service-change dialog). The machine is covered by its models together.
   */
  readonly flow?: string;
  /**
   * The real definition with stubbed actors (`createHarness`), the events the UI can cause,
   * and the model state (as the machine-level path tests define them).
   */
  readonly options: PathCoverageOptions;
  /** The inputs the page can start the machine from. */
  readonly scenarios: ReadonlyArray<Scenario>;
  /**
   * The longest path the UI may walk (default 8): a multi-step form needs a step per page of it
   * before its submission can even start.
   */
  readonly longestPath?: number;
  /**
   * Transitions (by key) no UI path can take, each with the reason; with several models of one
   * machine, one no model's paths take (see machineUiCoverage in index.ts).
   */
  readonly exemptions: Readonly<Record<string, string>>;
}

export interface UiPath {
  readonly scenario: Scenario;
  readonly steps: ModelPath;
  /** Keys of the transitions this path takes on the machine. */
  readonly taken: ReadonlyArray<string>;
}

/** How a path reads in a test title: its events, or "start" for the page load alone. */
export function pathTitle(path: UiPath): string {
  const events = path.steps.slice(1).map((step) => step.event.type);
  return `${path.scenario.name}: ${events.length === 0 ? "start" : events.join(" > ")}`;
}

type Edge = { readonly event: AnyEventObject; readonly state: AnyMachineSnapshot };

/** A user action sending several events in turn (see gestureEvents): `ui.<name>`. */
export function gesture(name: string, events: ReadonlyArray<AnyEventObject>): AnyEventObject {
  return { type: `ui.${name}`, events };
}

/** The machine as the graph walks it: a gesture is its events, one after the other. */
function withGestures(machine: AnyStateMachine): AnyStateMachine {
  const logic: AnyStateMachine = Object.create(machine);
  logic.transition = (snapshot, event, scope) =>
    (gestureEvents(event) ?? [event]).reduce(
      (state, each) => machine.transition(state, each, scope),
      snapshot,
    );
  return logic;
}

/** A gesture can be made when its first event can (the rest follow from it). */
function canTake(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const first = (gestureEvents(event) ?? [event])[0];
  return first !== undefined && snapshot.can(first);
}

function candidatePaths(model: UiModel, scenario: Scenario): ModelPath[] {
  const traversal = {
    input: scenario.input,
    serializeState: model.options.serializeState,
    events: (snapshot: AnyMachineSnapshot) =>
      model.options.events(snapshot).filter((event) => canTake(snapshot, event)),
  };
  const logic = withGestures(model.options.machine);
  const shortest = getShortestPaths(logic, traversal);
  const adjacency = getAdjacencyMap(logic, traversal);
  const toVertex = new Map(
    shortest.map((path) => [model.options.serializeState(path.state), path]),
  );
  const start = shortest[0];
  const paths: ModelPath[] = start === undefined ? [] : [start.steps];
  for (const [vertex, { transitions }] of Object.entries(adjacency)) {
    const head = toVertex.get(vertex);
    if (head === undefined) continue;
    // The map's keys are branded strings, which hides the values' type from Object.values.
    for (const edge of Object.values(transitions) as Edge[]) {
      paths.push([...head.steps, { event: edge.event, state: edge.state }]);
    }
  }
  return paths;
}

/**
 * The paths the UI walks: every candidate replayed on the machine (checking that the real
 * machine agrees with the model at every step) for the transitions it takes; the shortest
 * first, each kept only when it adds a transition; then those the longer ones kept cover drop.
 */
export function uiPaths(model: UiModel): Promise<UiPath[]> {
  // Replaying every candidate takes seconds for the session: once per model and process.
  let paths = generated.get(model);
  if (paths === undefined) {
    paths = generatePaths(model);
    generated.set(model, paths);
  }
  return paths;
}

const generated = new WeakMap<UiModel, Promise<UiPath[]>>();

async function generatePaths(model: UiModel): Promise<UiPath[]> {
  const candidates: UiPath[] = [];
  for (const scenario of model.scenarios) {
    for (const steps of candidatePaths(model, scenario)) {
      const taken = new Set<string>();
      await replayPath(model.options, steps, model.options.createHarness(scenario.input), taken);
      candidates.push({ scenario, steps, taken: [...taken].sort() });
    }
  }
  // Shortest first, each kept only when it adds a transition: a path from another scenario
  // (sign in, then act) gives way to one starting closer.
  candidates.sort((a, b) => a.steps.length - b.steps.length);
  const covered = new Set<string>();
  const kept: UiPath[] = [];
  for (const candidate of candidates) {
    if (candidate.taken.every((key) => covered.has(key))) continue;
    for (const key of candidate.taken) covered.add(key);
    kept.push(candidate);
  }
  // A short path kept first may since be covered by the longer ones (often its prefixes): it
  // goes, so each path walked adds a transition the others do not take. Walked shortest first.
  const walked: UiPath[] = [];
  const byLonger = new Set<string>();
  for (const path of kept.reverse()) {
    if (path.taken.every((key) => byLonger.has(key))) continue;
    for (const key of path.taken) byLonger.add(key);
    walked.push(path);
  }
  return walked.reverse();
}

/** Keys of every transition the model's UI paths take. */
export async function uiTaken(model: UiModel): Promise<Set<string>> {
  return new Set((await uiPaths(model)).flatMap((path) => path.taken));
}
