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

/** Writes the body as fast as the connection takes it until it closes; the bytes written. */
async function pushUntilClosed(exchange: Exchange, total: number): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024, 120);
  let written = 0;
  let open = true;
  exchange.closed.then(() => (open = false));
  while (open && written < total && !exchange.socket.destroyed) {
    written += chunk.length;
    if (!exchange.socket.write(chunk)) {
      await Promise.race([
        new Promise((resolve) => exchange.socket.once("drain", resolve)),
        exchange.closed,
      ]);
    }
  }
  return written;
}

const HUNDRED_MIB = 100 * 1024 * 1024;

describe("an error before the body is read", () => {
  it("closes the connection on an unknown route instead of draining its body", async () => {
    const exchange = open(
      `POST /v2/no-such-route HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\nContent-Length: ${HUNDRED_MIB}\r\n\r\n`,
    );
    const written = pushUntilClosed(exchange, HUNDRED_MIB);
    const head = await exchange.head;
    expect(head).toMatch(/^HTTP\/1\.1 404/);
    expect(head.toLowerCase()).toContain("connection: close");
    await exchange.closed;
    expect(await written).toBeLessThan(HUNDRED_MIB / 4);
  });

  it("closes the connection on an upload route that refuses the caller (401)", async () => {
    const length = 20 * 1024 * 1024;
    const exchange = open(
      `POST /v2/support/servicedesk/1/add-temp-attachment HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${length}\r\n\r\n`,
    );
    const written = pushUntilClosed(exchange, length);
    const head = await exchange.head;
    expect(head).toMatch(/^HTTP\/1\.1 401/);
    await exchange.closed;
    expect(await written).toBeLessThan(length);
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
    await exchange.closed;
    clearInterval(trickle);
    const seconds = (Date.now() - started) / 1000;
    expect(seconds).toBeGreaterThanOrEqual(BODY_SECONDS * 0.9);
    expect(seconds).toBeLessThan(BODY_SECONDS + 10);
  });
});
