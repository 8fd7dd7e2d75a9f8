import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";

/**
 * Reads a machine definition (its state nodes and their transitions) and renders it as a
 * Markdown page with a Mermaid `stateDiagram-v2`, a table of states and one of transitions.
 * `npm run docs:machines` writes the pages to docs/machines/; tests/machines/diagrams.test.ts
 * regenerates them in memory and fails when a committed page is stale. The transition list is
 * also what the path-coverage tests must cover.
 */

export interface MachineTransition {
  /** Stable across `.provide()`: source state id, event descriptor, position among its peers. */
  readonly key: string;
  readonly source: AnyStateNode;
  /** "" for an eventless (`always`) transition. */
  readonly eventType: string;
  readonly targets: ReadonlyArray<AnyStateNode>;
  readonly guard: string | undefined;
  readonly reenter: boolean;
  readonly description: string | undefined;
  /** The delay of an `after` transition: a number of milliseconds or a named delay. */
  readonly delay: number | string | undefined;
  /** The names of the actions it runs, in order. */
  readonly actions: ReadonlyArray<string>;
}

export function stateNodesOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...stateNodesOf(child)]);
}

function guardName(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === "string") return guard;
  if (typeof guard === "function") return guard.name === "" ? "inline guard" : guard.name;
  if (typeof guard === "object" && guard !== null && "type" in guard) return String(guard.type);
  return "guard";
}

function delayOf(transition: AnyTransitionDefinition): number | string | undefined {
  const delay: unknown = (transition as { delay?: unknown }).delay;
  if (typeof delay === "number") return delay;
  if (typeof delay !== "string") return undefined;
  // A named delay with a fixed value reads better with the value next to the name.
  const value: unknown = transition.source.machine.implementations.delays[delay];
  return typeof value === "number" ? `${delay} (${value}ms)` : delay;
}

function describe(transition: AnyTransitionDefinition, index: number): MachineTransition {
  return {
    key: `${transition.source.id}|${transition.eventType}|${index}`,
    source: transition.source,
    eventType: transition.eventType,
    targets: transition.target ?? [],
    guard: guardName(transition.guard),
    reenter: transition.reenter,
    description: typeof transition.description === "string" ? transition.description : undefined,
    delay: delayOf(transition),
    actions: transition.actions.flatMap(actionName),
  };
}

function eventTypeOf(event: unknown): string {
  return typeof event === "object" && event !== null && "type" in event
    ? String(event.type)
    : "event";
}

/**
 * A readable name for an action: named actions by name, built-in ones by what they do. The
 * `raise` and `cancel` XState adds to run `after` timers are left out (the trigger shows them).
 */
export function actionName(action: unknown): string[] {
  if (typeof action === "string") return [action];
  if (typeof action === "object" && action !== null && "type" in action)
    return [String(action.type)];
  if (typeof action !== "function") return [];
  const builtin = action as { type?: unknown; event?: unknown; delay?: unknown; id?: unknown };
  if (builtin.type === "xstate.cancel") return [];
  if (builtin.type === "xstate.raise") {
    return builtin.delay === undefined ? [`raise ${eventTypeOf(builtin.event)}`] : [];
  }
  if (builtin.type === "xstate.assign") return ["assign"];
  return [typeof builtin.type === "string" ? builtin.type : action.name || "inline action"];
}

/** Every transition the machine defines, in document order. */
export function machineTransitions(machine: AnyStateMachine): MachineTransition[] {
  return [machine.root, ...stateNodesOf(machine.root)].flatMap((node) => [
    ...[...node.transitions.values()].flatMap((peers) => peers.map(describe)),
    ...(node.always ?? []).map(describe),
  ]);
}

/** How a transition reads on the diagram: the event, a delay or an actor outcome, the guard. */
export function transitionLabel(transition: MachineTransition): string {
  const { eventType, delay } = transition;
  let trigger = eventType;
  if (eventType === "") trigger = "always";
  else if (delay !== undefined)
    trigger = `after ${typeof delay === "number" ? `${delay}ms` : delay}`;
  else if (eventType.startsWith("xstate.done.actor.")) trigger = `done ${eventType.slice(18)}`;
  else if (eventType.startsWith("xstate.error.actor.")) trigger = `error ${eventType.slice(19)}`;
  else if (eventType.startsWith("xstate.done.state.")) trigger = "done";
  const guard = transition.guard === undefined ? "" : ` [${transition.guard}]`;
  return `${trigger}${guard}`;
}

function mermaidIds(machine: AnyStateMachine): Map<AnyStateNode, string> {
  const nodes = stateNodesOf(machine.root);
  const keyCount = new Map<string, number>();
  for (const node of nodes) keyCount.set(node.key, (keyCount.get(node.key) ?? 0) + 1);
  // A key used once names its state; a repeated key is qualified by its path.
  return new Map(
    nodes.map((node) => [node, keyCount.get(node.key) === 1 ? node.key : node.path.join("_")]),
  );
}

function isAncestorOrSelf(ancestor: AnyStateNode, node: AnyStateNode): boolean {
  for (let current: AnyStateNode | undefined = node; current; current = current.parent) {
    if (current === ancestor) return true;
  }
  return false;
}

/** The composite an edge is drawn in: the deepest state strictly containing both ends. */
function edgeContainer(source: AnyStateNode, target: AnyStateNode): AnyStateNode {
  let container = source.parent ?? source;
  while (container.parent && !isAncestorOrSelf(container, target)) container = container.parent;
  return container;
}

interface Edge {
  readonly from: AnyStateNode;
  readonly to: AnyStateNode;
  readonly label: string;
}

function edgesOf(machine: AnyStateMachine): Edge[] {
  return machineTransitions(machine).flatMap((transition) => {
    const label = transitionLabel(transition);
    const targets = transition.targets.length === 0 ? [transition.source] : transition.targets;
    return targets.map((to) => ({ from: transition.source, to, label }));
  });
}

function renderContainer(
  container: AnyStateNode,
  ids: Map<AnyStateNode, string>,
  edges: ReadonlyArray<Edge>,
  indent: string,
): string[] {
  const idOf = (node: AnyStateNode) => ids.get(node) ?? node.key;
  const children = Object.values(container.states);
  const lines: string[] = [];
  if (container.type !== "parallel" && container.config.initial !== undefined) {
    for (const target of container.initial.target) lines.push(`${indent}[*] --> ${idOf(target)}`);
  }
  children.forEach((child, position) => {
    if (container.type === "parallel" && position > 0) lines.push(`${indent}--`);
    if (child.type === "compound" || child.type === "parallel") {
      lines.push(`${indent}state ${idOf(child)} {`);
      lines.push(...renderContainer(child, ids, edges, `${indent}  `));
      lines.push(`${indent}}`);
    } else {
      lines.push(`${indent}${idOf(child)}`);
    }
    if (child.type === "final") lines.push(`${indent}${idOf(child)} --> [*]`);
  });
  for (const edge of edges) {
    if (edgeContainer(edge.from, edge.to) !== container) continue;
    lines.push(`${indent}${idOf(edge.from)} --> ${idOf(edge.to)}: ${edge.label}`);
  }
  return lines;
}

/** The Mermaid state diagram of a machine, generated from its definition. */
export function mermaidDiagram(machine: AnyStateMachine): string {
  const lines = renderContainer(machine.root, mermaidIds(machine), edgesOf(machine), "  ");
  return ["stateDiagram-v2", ...lines].join("\n");
}

function statePath(node: AnyStateNode): string {
  return node.path.length === 0 ? node.machine.id : node.path.join(".");
}

function cell(text: string): string {
  return text.replaceAll("|", "\\|");
}

/** The Markdown page of a machine: the diagram, then its states and transitions as tables. */
export function machineDocument(name: string, source: string, machine: AnyStateMachine): string {
  const description = machine.root.description;
  const states = stateNodesOf(machine.root).map((node) => {
    const runs = node.invoke.map((invoke) => String(invoke.src)).join(", ");
    const entry = node.entry.flatMap(actionName).join(", ");
    return `| \`${statePath(node)}\` | ${runs} | ${entry} | ${cell(node.description ?? "")} |`;
  });
  const transitions = machineTransitions(machine).map((transition) => {
    const to =
      transition.targets.length === 0
        ? "(stays)"
        : transition.targets.map((target) => `\`${statePath(target)}\``).join(", ");
    const note = [transition.reenter ? "re-enters" : "", transition.description ?? ""]
      .filter((part) => part !== "")
      .join("; ");
    const actions = transition.actions.join(", ");
    return `| \`${statePath(transition.source)}\` | ${cell(transitionLabel(transition))} | ${to} | ${actions} | ${cell(note)} |`;
  });
  return [
    `# The \`${name}\` machine`,
    "",
    `<!-- Generated from ${source} by \`npm run docs:machines\`; do not edit. -->`,
    "",
    ...(description === undefined ? [] : [description, ""]),
    "```mermaid",
    mermaidDiagram(machine),
    "```",
    "",
    "## States",
    "",
    "| State | Runs | On entry | Description |",
    "| --- | --- | --- | --- |",
    ...states,
    "",
    "## Transitions",
    "",
    "| From | Trigger [guard] | To | Actions | Note |",
    "| --- | --- | --- | --- | --- |",
    ...transitions,
    "",
  ].join("\n");
}
