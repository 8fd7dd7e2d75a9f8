import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { createBackgroundWork } from "../../../server/src/background/background-work.ts";

/** A log that keeps what was written at each level (the queue logs failures and drops). */
function recordingLog() {
  const lines: Array<{ level: string; fields: unknown; message: string }> = [];
  const at =
    (level: string) =>
    (fields: unknown, message = "") =>
      lines.push({ level, fields, message });
  const log = { error: at("error"), warn: at("warn") } as unknown as FastifyBaseLogger;
  return { log, lines };
}

/** A job that ends when the test says so. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe("background work", () => {
  it("runs jobs after the caller moved on, at most `concurrent` at once, and settles when all ended", async () => {
    const { log } = recordingLog();
    const work = createBackgroundWork(log, undefined, { concurrent: 2, waiting: 10 });
    const gates = [gate(), gate(), gate()];
    const started: number[] = [];
    for (const [n, g] of gates.entries()) {
      work.start(`job ${n}`, async () => {
        started.push(n);
        await g.opened;
      });
    }
    expect(started).toEqual([]);
    let settled = false;
    const whenSettled = work.settled().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    gates[0]?.open();
    await gates[0]?.opened;
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    expect(settled).toBe(false);
    gates[1]?.open();
    gates[2]?.open();
    await whenSettled;
    expect(settled).toBe(true);
  });

  it("logs a failed job and goes on with the next", async () => {
    const { log, lines } = recordingLog();
    const work = createBackgroundWork(log);
    let ran = false;
    work.start("failing", () => Promise.reject(new Error("database gone")));
    work.start("next", async () => {
      ran = true;
    });
    await work.settled();
    expect(ran).toBe(true);
    expect(lines).toEqual([
      expect.objectContaining({
        level: "error",
        fields: expect.objectContaining({ job: "failing" }),
      }),
    ]);
  });

  it("drops and logs a job past the waiting limit", async () => {
    const { log, lines } = recordingLog();
    const held: Array<() => void> = [];
    const work = createBackgroundWork(log, (run) => held.push(run), { concurrent: 1, waiting: 2 });
    const ran: string[] = [];
    const job = (name: string) => async () => {
      ran.push(name);
    };
    expect([
      work.start("a", job("a")),
      work.start("b", job("b")),
      work.start("c", job("c")),
    ]).toEqual([true, true, false]);
    expect(lines).toEqual([expect.objectContaining({ level: "warn", fields: { job: "c" } })]);
    for (const run of held.splice(0)) run();
    await work.settled();
    expect(ran).toEqual(["a", "b"]);
  });
});
