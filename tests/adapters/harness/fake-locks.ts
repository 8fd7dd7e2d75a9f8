import type { TokenLocks } from "../../../src/adapters/session/index.ts";

/**
 * An in-memory stand-in for navigator.locks (exclusive locks by name, granted in request
 * order), shared by the "tabs" of a test the way the browser shares locks between tabs.
 */
export class FakeLocks implements TokenLocks {
  readonly granted: string[] = [];
  private readonly tails = new Map<string, Promise<unknown>>();

  request<T>(
    name: string,
    options: { readonly signal?: AbortSignal },
    callback: () => Promise<T>,
  ): Promise<T> {
    const previous = this.tails.get(name) ?? Promise.resolve();
    const turn = previous.then(() => {
      if (options.signal?.aborted === true) throw new DOMException("aborted", "AbortError");
      this.granted.push(name);
      return callback();
    });
    // The next request waits for this one to finish, whatever its outcome.
    this.tails.set(
      name,
      turn.catch(() => undefined),
    );
    return turn;
  }
}
