import { describe, expect, it } from "vitest";
import {
  createHashingQueue,
  HASHING_RETRY_AFTER_SECONDS,
} from "../../../server/src/auth/hashing-queue.ts";
import { ApiError } from "../../../server/src/http/api-error.ts";

/** A piece of work the test finishes when it likes, and whether it has started. */
function heldWork() {
  let finish: () => void = () => {};
  const held = { started: false, done: new Promise<void>((resolve) => (finish = resolve)) };
  return {
    held,
    finish: () => finish(),
    work: async () => {
      held.started = true;
      await held.done;
      return "hashed";
    },
  };
}

describe("the hashing queue", () => {
  it("runs as many at once as its limit, the next ones in turn as slots free", async () => {
    const queue = createHashingQueue({ concurrent: 2, waiting: 5 });
    const works = Array.from({ length: 4 }, heldWork);
    const results = works.map((work) => queue.run(work.work));
    await Promise.resolve();
    expect(works.map((work) => work.held.started)).toEqual([true, true, false, false]);
    works[0]?.finish();
    await results[0];
    await Promise.resolve();
    expect(works.map((work) => work.held.started)).toEqual([true, true, true, false]);
    for (const work of works) work.finish();
    expect(await Promise.all(results)).toEqual(["hashed", "hashed", "hashed", "hashed"]);
  });

  it("answers 503 with Retry-After at once past the waiting room, and frees slots on failure", async () => {
    const queue = createHashingQueue({ concurrent: 1, waiting: 1 });
    const running = heldWork();
    const waiting = heldWork();
    const first = queue.run(running.work);
    const second = queue.run(waiting.work);
    const refused = await queue.run(async () => "never").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 503,
      headers: { "Retry-After": String(HASHING_RETRY_AFTER_SECONDS) },
    });
    running.finish();
    waiting.finish();
    await Promise.all([first, second]);
    await expect(queue.run(() => Promise.reject(new Error("scrypt failed")))).rejects.toThrow();
    await expect(queue.run(async () => "after")).resolves.toBe("after");
  });
});
