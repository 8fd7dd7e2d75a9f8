import { fromPromise } from "xstate";

/**
 * The stand-in for an actor the adapters must supply with `.provide()`. It fails loudly, so a
 * machine wired without its implementation shows the omission instead of hanging.
 */
export function notProvided<TOutput, TInput = void>(machine: string, actor: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`${machine}: the "${actor}" actor is not provided`)),
  );
}

/**
 * The stand-in for a side-effect action with parameters. The parameter type is spelled here so
 * that `setup` knows what the machine passes and the adapters receive.
 */
export function sideEffect<TParams = undefined>(
  machine: string,
  action: string,
): (args: unknown, params: TParams) => void {
  return () => {
    throw new Error(`${machine}: the "${action}" action is not provided`);
  };
}
