import { type AnyActorRef, fromPromise, type PromiseActorLogic } from "xstate";

/**
 * Stub actors whose calls stay pending until the test settles them, so a test (or a replayed
 * path) decides what each call answers and when. Every call is recorded with its input.
 */

export interface PendingCall {
  /** The invoke id (the machines use the actor's name). */
  readonly id: string;
  readonly input: unknown;
  readonly self: AnyActorRef;
  readonly resolve: (output: unknown) => void;
  readonly reject: (error: unknown) => void;
}

export interface PendingCalls {
  readonly calls: ReadonlyArray<PendingCall>;
  /** A promise actor that waits for `resolve` / `reject` (types taken from where it is used). */
  stub<TOutput, TInput>(): PromiseActorLogic<TOutput, TInput>;
  /** The running call of an invoke id (the latest one still active), if any. */
  running(id: string): PendingCall | undefined;
  /** The inputs of every call of an invoke id, oldest first. */
  inputsOf(id: string): unknown[];
  resolve(id: string, output?: unknown): Promise<void>;
  reject(id: string, error: unknown): Promise<void>;
}

/** Lets promise callbacks and the actors' message handling run to completion. */
export function settle(): Promise<void> {
  return new Promise((done) => setImmediate(done));
}

export function pendingCalls(): PendingCalls {
  const calls: PendingCall[] = [];

  function running(id: string): PendingCall | undefined {
    return calls.findLast((call) => call.id === id && call.self.getSnapshot().status === "active");
  }

  function settled(id: string): PendingCall {
    const call = running(id);
    if (call === undefined) throw new Error(`no running "${id}" call to settle`);
    return call;
  }

  return {
    calls,
    stub: <TOutput, TInput>() =>
      fromPromise<TOutput, TInput>(
        ({ input, self }) =>
          new Promise<TOutput>((resolve, reject) => {
            // The test decides what the call answers; the machine's types are not its concern.
            const answer = (output: unknown) => resolve(output as TOutput);
            calls.push({ id: self.id, input, self, resolve: answer, reject });
          }),
      ),
    running,
    inputsOf: (id) => calls.filter((call) => call.id === id).map((call) => call.input),
    async resolve(id, output) {
      settled(id).resolve(output);
      await settle();
    },
    async reject(id, error) {
      settled(id).reject(error);
      await settle();
    },
  };
}
