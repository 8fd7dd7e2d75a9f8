import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP server on an ephemeral port whose answers a test scripts per path. Every request
 * is recorded (method, URL, headers, body) so a test can count attempts and read headers.
 */

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage["headers"];
  readonly body: string;
}

export type Answer =
  | { readonly status: number; readonly body?: unknown; readonly delayMs?: number }
  /** Drops the connection without an answer: the client sees a network error. */
  | { readonly drop: true };

export interface ScriptedServer {
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Answers for a path, used in order; the last one repeats. */
  script(path: string, ...answers: Answer[]): void;
  close(): Promise<void>;
}

function respond(response: ServerResponse, answer: Answer, request: IncomingMessage): void {
  if ("drop" in answer) {
    request.socket.destroy();
    return;
  }
  const send = () => {
    if (response.destroyed) return;
    const text =
      answer.body === undefined
        ? ""
        : typeof answer.body === "string"
          ? answer.body
          : JSON.stringify(answer.body);
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(text);
  };
  if (answer.delayMs === undefined) send();
  else setTimeout(send, answer.delayMs);
}

export async function startScriptedServer(): Promise<ScriptedServer> {
  const scripts = new Map<string, Answer[]>();
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    request.on("end", () => {
      const url = request.url ?? "/";
      requests.push({ method: request.method ?? "GET", url, headers: request.headers, body });
      const path = url.split("?")[0] ?? url;
      const answers = scripts.get(path) ?? [{ status: 404, body: { detail: "Not found." } }];
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      respond(response, answer ?? { status: 500 }, request);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script(path, ...answers) {
      scripts.set(path, answers);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: connections are refused. */
export async function closedPortUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}
