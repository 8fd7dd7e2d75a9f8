import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, POSTGRES_CONNECT_TIMEOUT_MS } from "../../../server/src/db/connect.ts";

/**
 * How long openDatabase waits for a PostgreSQL server that accepts the connection and then
 * says nothing. No database of the run is used (a `*.pglite.test.ts` file runs once): the
 * "server" is a socket that never answers.
 */
let silent: Server;
let url: string;
const sockets = new Set<Socket>();

beforeAll(async () => {
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const address = silent.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  url = `postgres://conduit:secret@127.0.0.1:${address.port}/conduit`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

/**
 * The pool's timeout: the first statement on opening is the migrations' advisory lock
 * (db/migrations.ts), taken on a connection of the pool's, whose own error says so.
 */
const TIMED_OUT = /connection timeout/;

/** Whether `promise` is still pending after `ms`. */
function pendingAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
  const settled = promise.then(
    () => false,
    () => false,
  );
  return Promise.race([settled, new Promise<boolean>((resolve) => setTimeout(resolve, ms, true))]);
}

describe("openDatabase on a PostgreSQL server that does not answer", () => {
  it("fails after the connection timeout it is given, not never", async () => {
    const started = performance.now();
    await expect(openDatabase(url, { postgresConnectTimeoutMs: 100 })).rejects.toThrow(TIMED_OUT);
    expect(performance.now() - started).toBeLessThan(POSTGRES_CONNECT_TIMEOUT_MS);
  });

  it("keeps waiting while a longer timeout it is given runs", async () => {
    const opening = openDatabase(url, { postgresConnectTimeoutMs: 60_000 });
    opening.catch(() => undefined);
    expect(await pendingAfter(opening, 400)).toBe(true);
    // Ends the wait: the silent server hangs up, and the opening fails instead of lingering.
    for (const socket of sockets) socket.destroy();
    await expect(opening).rejects.toThrow();
  });

  it("waits the server's own 5 s by default", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const opening = openDatabase(url);
      let failure: unknown = null;
      opening.catch((error: unknown) => {
        failure = error;
      });
      await vi.advanceTimersByTimeAsync(POSTGRES_CONNECT_TIMEOUT_MS - 1);
      expect(failure).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      await expect(opening).rejects.toThrow(TIMED_OUT);
    } finally {
      vi.useRealTimers();
    }
  });
});
