import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scratchFolder, seededPgliteFolder } from "./harness/databases.ts";
import { type RunningServer, startServerProcess } from "./harness/server-processes.ts";

/**
 * A request's body is bounded in time, and an error answered before the body was read closes
 * the connection instead of reading the rest (issue 41). Raw sockets, so the test controls
 * every byte: a client that would keep sending, and one that trickles.
 */
const BODY_SECONDS = 1;
let server: RunningServer;

beforeAll(async () => {
  const folder = await scratchFolder("slow-bodies");
  server = await startServerProcess({
    DATABASE_URL: await seededPgliteFolder(folder),
    CONDUIT_BODY_SECONDS: String(BODY_SECONDS),
  });
});
afterAll(async () => {
  await server?.kill();
});

interface Exchange {
  readonly socket: Socket;
  /** The answer's head (status line and headers), once it has come. */
  readonly head: Promise<string>;
  /** Settles when the server has closed the connection. */
  readonly closed: Promise<void>;
}

function open(head: string): Exchange {
  const socket = connect(server.port, "127.0.0.1");
  socket.on("error", () => {}); // writes after the server's close fail (EPIPE): expected
  let received = "";
  const answer = new Promise<string>((resolve) => {
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      const end = received.indexOf("\r\n\r\n");
      if (end >= 0) resolve(received.slice(0, end));
    });
  });
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.write(head);
  return { socket, head: answer, closed };
}

/** Settles when the connection closes, or fails after `seconds` with what was awaited. */
async function closedWithin(exchange: Exchange, seconds: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still open after ${seconds} s`)), seconds * 1000);
  });
  try {
    await Promise.race([exchange.closed, late]);
  } finally {
    clearTimeout(timer);
  }
}

const HUNDRED_MIB = 100 * 1024 * 1024;
const FIRST_PART = Buffer.alloc(64 * 1024, 120);

describe("an error before the body is read", () => {
  // The client announces a large body and sends its first 64 KiB: the server answers, says
  // the connection closes, and closes it, without waiting for (or reading) the rest.
  it("closes the connection on an unknown route instead of draining its body", async () => {
    const exchange = open(
      `POST /v2/no-such-route HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\nContent-Length: ${HUNDRED_MIB}\r\n\r\n`,
    );
    exchange.socket.write(FIRST_PART);
    const head = await exchange.head;
    expect(head).toMatch(/^HTTP\/1\.1 404/);
    expect(head.toLowerCase()).toContain("connection: close");
    await closedWithin(exchange, 10);
  });

  it("closes the connection on an upload route that refuses the caller (401)", async () => {
    const exchange = open(
      `POST /v2/support/servicedesk/1/add-temp-attachment HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${20 * 1024 * 1024}\r\n\r\n`,
    );
    exchange.socket.write(FIRST_PART);
    const head = await exchange.head;
    expect(head).toMatch(/^HTTP\/1\.1 401/);
    expect(head.toLowerCase()).toContain("connection: close");
    await closedWithin(exchange, 10);
  });
});

describe("a body that trickles", () => {
  it("loses its connection at the body deadline", async () => {
    const started = Date.now();
    const exchange = open(
      "POST /v2/auth HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
    );
    // A byte every 200 ms: never idle long enough for an idle timeout to catch it.
    const trickle = setInterval(() => exchange.socket.write(" "), 200);
    await closedWithin(exchange, BODY_SECONDS + 10);
    clearInterval(trickle);
    const seconds = (Date.now() - started) / 1000;
    expect(seconds).toBeGreaterThanOrEqual(BODY_SECONDS * 0.9);
    expect(seconds).toBeLessThan(BODY_SECONDS + 10);
  });
});
