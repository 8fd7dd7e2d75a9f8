import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import {
  STATUS_BACK_ONLINE_HIDE_MS,
  STATUS_POLL_FAILING_MS,
  STATUS_POLL_MS,
} from "../../src/core/constants.ts";
import { networkFailure, timeoutFailure } from "../../src/core/errors/index.ts";
import {
  banner,
  isFailing,
  isPaused,
  serverStatusMachine,
} from "../../src/machines/server-status/index.ts";
import { clockAt } from "./harness/path-coverage.ts";
import { pendingCalls, settle } from "./harness/pending-calls.ts";

const info = undefined;
const unreachable = { variant: "error", message: "Network error: Service unavailable." };
const backOnline = { variant: "success", message: "Connection is back online." };

async function watching() {
  const calls = pendingCalls();
  const clock = clockAt(0);
  const machine = serverStatusMachine.provide({ actors: { checkStatus: calls.stub() } });
  const actor = createActor(machine, { clock }).start();
  await settle();
  const checks = () => calls.inputsOf("checkStatus").length;
  return { actor, calls, clock, checks, snapshot: () => actor.getSnapshot() };
}

describe("serverStatus", () => {
  it("checks at once, then every 5 s while the server answers", async () => {
    const status = await watching();
    expect(status.checks()).toBe(1);
    await status.calls.resolve("checkStatus", info);
    status.clock.increment(STATUS_POLL_MS - 1);
    expect(status.checks()).toBe(1);
    status.clock.increment(1);
    expect(status.checks()).toBe(2);
    expect(banner(status.snapshot())).toBeNull();
  });

  it("shows the persistent error banner while failing and checks every 500 ms", async () => {
    const status = await watching();
    await status.calls.reject("checkStatus", networkFailure());
    expect(banner(status.snapshot())).toEqual(unreachable);
    expect(isFailing(status.snapshot())).toBe(true);

    status.clock.increment(STATUS_POLL_FAILING_MS - 1);
    expect(status.checks()).toBe(1);
    status.clock.increment(1);
    expect(status.checks()).toBe(2);
    await status.calls.reject("checkStatus", timeoutFailure({ timeoutMs: 30_000 }));
    status.clock.increment(STATUS_POLL_FAILING_MS);
    expect(status.checks()).toBe(3);
    expect(banner(status.snapshot())).toEqual(unreachable);
  });

  it("says the connection is back, hides that after 7 s, and keeps polling every 5 s", async () => {
    const status = await watching();
    await status.calls.reject("checkStatus", networkFailure());
    status.clock.increment(STATUS_POLL_FAILING_MS);
    await status.calls.resolve("checkStatus", info);
    expect(banner(status.snapshot())).toEqual(backOnline);

    status.clock.increment(STATUS_POLL_MS);
    expect(status.checks()).toBe(3);
    await status.calls.resolve("checkStatus", info);
    status.clock.increment(STATUS_BACK_ONLINE_HIDE_MS - STATUS_POLL_MS - 1);
    expect(banner(status.snapshot())).toEqual(backOnline);
    status.clock.increment(1);
    expect(banner(status.snapshot())).toBeNull();
    status.clock.increment(2 * STATUS_POLL_MS - STATUS_BACK_ONLINE_HIDE_MS);
    expect(status.checks()).toBe(4);
  });

  it("shows the error banner again when the server fails while 'back online' shows", async () => {
    const status = await watching();
    await status.calls.reject("checkStatus", networkFailure());
    status.clock.increment(STATUS_POLL_FAILING_MS);
    await status.calls.resolve("checkStatus", info);
    status.clock.increment(STATUS_POLL_MS);
    await status.calls.reject("checkStatus", networkFailure());
    expect(banner(status.snapshot())).toEqual(unreachable);
    status.clock.increment(STATUS_BACK_ONLINE_HIDE_MS);
    expect(banner(status.snapshot())).toEqual(unreachable);
  });

  it("stops polling and hides the banner while paused, and checks at once on resume", async () => {
    const status = await watching();
    await status.calls.reject("checkStatus", networkFailure());
    status.clock.increment(STATUS_POLL_FAILING_MS);
    status.actor.send({ type: "PAUSE" });
    await settle();
    expect(isPaused(status.snapshot())).toBe(true);
    expect(banner(status.snapshot())).toBeNull();
    // The check under way is abandoned.
    expect(status.calls.running("checkStatus")).toBeUndefined();
    status.clock.increment(10 * STATUS_POLL_MS);
    expect(status.checks()).toBe(2);

    status.actor.send({ type: "RESUME" });
    await settle();
    expect(status.checks()).toBe(3);
    expect(isPaused(status.snapshot())).toBe(false);
  });
});
