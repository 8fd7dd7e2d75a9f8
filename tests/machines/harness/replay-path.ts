import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  createActor,
  type SimulatedClock,
} from "xstate";
import type { Step } from "xstate/graph";
import { type PendingCalls, settle } from "./pending-calls.ts";

/**
 * Replaying one path of a machine's model on the real machine, with stubbed implementations:
 * - user events are sent as they are;
 * - `xstate.done.actor.*` / `xstate.error.actor.*` settle the pending stub call;
 * - `xstate.after.*` moves the SimulatedClock to the timer's due time, so delays are real.
 *   When the path fires a timer while an earlier one is pending (the model lets timers race,
 *   time does not), the timer's event is delivered directly instead.
 * After every step the real snapshot must match the model's, and the invariants must hold.
 * The transitions taken (from inspection microsteps) are collected for the coverage check.
 */

export interface Harness {
  /** The machine with its stubbed implementations. */
  readonly machine: AnyStateMachine;
  readonly input: unknown;
  readonly clock: SimulatedClock;
  readonly calls: PendingCalls;
  /** Called before an event is delivered (e.g. to write another tab's storage). */
  readonly beforeEvent?: (event: AnyEventObject) => void;
  /** Throws when an invariant does not hold. */
  readonly checkInvariants: (snapshot: AnyMachineSnapshot, actor: AnyActorRef) => void;
}

export interface PathCoverageOptions {
  readonly machine: AnyStateMachine;
  /** Candidate events; those the snapshot cannot take are dropped. */
  readonly events: (snapshot: AnyMachineSnapshot) => AnyEventObject[];
  /** Identifies a model state; must ignore unbounded context or the traversal never ends. */
  readonly serializeState: (snapshot: AnyMachineSnapshot) => string;
  readonly createHarness: (input: unknown) => Harness;
}

export type ModelPath = ReadonlyArray<Step<AnyMachineSnapshot, AnyEventObject>>;

export function transitionKey(transition: AnyTransitionDefinition): string {
  const { source, eventType } = transition;
  const peers =
    eventType === "" ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  return `${source.id}|${eventType}|${peers.indexOf(transition)}`;
}

/**
 * A user action that sends the machine several events in turn (one button sending MARK_DONE
 * then NEXT): an event `ui.<name>` carrying them, for the UI models of e2e/models/. Returns
 * its events, or null for an ordinary event.
 */
export function gestureEvents(event: AnyEventObject): ReadonlyArray<AnyEventObject> | null {
  if (!event.type.startsWith("ui.")) return null;
  return (event as { events?: ReadonlyArray<AnyEventObject> }).events ?? [];
}

interface ScheduledTimer {
  readonly event: AnyEventObject;
  readonly delay: number;
}

function scheduledTimers(actor: AnyActorRef): ScheduledTimer[] {
  return Object.values(actor.system.getSnapshot()._scheduledEvents);
}

/** Fires the timer of an `after` event: by moving the clock when it is the next one due. */
async function fireTimer(
  event: AnyEventObject,
  actor: AnyActorRef,
  harness: Harness,
  seenAt: Map<ScheduledTimer, number>,
): Promise<"clock" | "direct"> {
  const dueOf = (timer: ScheduledTimer) => (seenAt.get(timer) ?? harness.clock.now()) + timer.delay;
  const timers = scheduledTimers(actor);
  const timer = timers.find((candidate) => candidate.event.type === event.type);
  if (timer === undefined) throw new Error(`timer ${event.type} is not scheduled`);
  const due = dueOf(timer);
  const isNext = timers.every((other) => other === timer || dueOf(other) > due);
  if (isNext) harness.clock.increment(due - harness.clock.now());
  else actor.send(event);
  await settle();
  return isNext ? "clock" : "direct";
}

async function deliver(
  event: AnyEventObject,
  actor: AnyActorRef,
  harness: Harness,
  seenAt: Map<ScheduledTimer, number>,
): Promise<"clock" | "direct" | "event"> {
  const inTurn = gestureEvents(event);
  if (inTurn !== null) {
    for (const each of inTurn) await deliver(each, actor, harness, seenAt);
    return "event";
  }
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)?.[1];
  if (done !== undefined) {
    await harness.calls.resolve(done, (event as { output?: unknown }).output);
    return "event";
  }
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type)?.[1];
  if (failed !== undefined) {
    await harness.calls.reject(failed, (event as { error?: unknown }).error);
    return "event";
  }
  if (event.type.startsWith("xstate.after.")) return fireTimer(event, actor, harness, seenAt);
  harness.beforeEvent?.(event);
  actor.send(event);
  await settle();
  return "event";
}

/** Replays one model path on a fresh actor; throws at the first step that disagrees. */
export async function replayPath(
  options: PathCoverageOptions,
  path: ModelPath,
  harness: Harness,
  taken: Set<string>,
): Promise<{ directTimers: number }> {
  const actor = createActor(harness.machine, {
    input: harness.input,
    clock: harness.clock,
    inspect: (inspection) => {
      // Only machines make microsteps, and the stubs are promises: these are the root's.
      if (inspection.type !== "@xstate.microstep") return;
      for (const transition of inspection._transitions) taken.add(transitionKey(transition));
    },
  });
  const seenAt = new Map<ScheduledTimer, number>();
  const observeTimers = () => {
    for (const timer of scheduledTimers(actor)) {
      if (!seenAt.has(timer)) seenAt.set(timer, harness.clock.now());
    }
  };
  let directTimers = 0;
  actor.start();
  await settle();
  const check = (expected: AnyMachineSnapshot, at: string) => {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    if (snapshot.status !== "active") {
      throw new Error(`${at}: the actor is ${snapshot.status}: ${String(snapshot.error)}`);
    }
    const real = options.serializeState(snapshot);
    const model = options.serializeState(expected);
    if (real !== model) throw new Error(`${at}: the machine is in ${real}, the model in ${model}`);
    harness.checkInvariants(snapshot, actor);
    observeTimers();
  };
  const [first, ...rest] = path;
  if (first !== undefined) check(first.state, "start");
  for (const [index, step] of rest.entries()) {
    const delivered = await deliver(step.event, actor, harness, seenAt);
    if (delivered === "direct") directTimers += 1;
    check(step.state, `step ${index + 1} (${step.event.type})`);
  }
  actor.stop();
  return { directTimers };
}
