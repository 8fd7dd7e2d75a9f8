import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/**
 * A webhook receiver on this machine's loopback address, as a customer's would be: it keeps
 * what it was sent and answers `status` (200 unless a test says otherwise, a 3xx with a
 * Location to its own /elsewhere).
 */
export interface Receiver {
  readonly url: (path?: string) => string;
  readonly received: Received[];
  status: number;
  /**
   * Resolves once what was received satisfies `done` (checked at each receipt, no polling);
   * rejects after `timeoutMs` saying what had come.
   */
  until(done: (received: readonly Received[]) => boolean, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answer = { status: 200 };
  const waiters = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const redirect = answer.status >= 300 && answer.status < 400;
      response.writeHead(answer.status, redirect ? { location: "/elsewhere" } : {}).end("ok");
      for (const waiter of [...waiters]) waiter();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    get status() {
      return answer.status;
    },
    set status(value: number) {
      answer.status = value;
    },
    until: (done, timeoutMs) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!done(received)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          const paths = received.map((each) => each.path).join(", ");
          reject(new Error(`not received within ${timeoutMs} ms; received: ${paths}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    url: (path = "/hook") => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
