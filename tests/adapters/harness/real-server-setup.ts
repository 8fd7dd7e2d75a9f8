import { type ChildProcess, fork } from "node:child_process";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { CLOCK_OFFSET_VARIABLE } from "../../harness/test-clock.ts";
import type { PoolAnswer, PoolRequest } from "./api-server-main.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the UI test files borrow an API server (api-server.ts, borrowRealServer). */
    realServerPool: string;
  }
}

/**
 * Vitest global setup of the UI projects (ui and ui-isolated share it): a pool of API server
 * processes (api-server-main.ts) that the test files borrow one at a time, over a small HTTP
 * interface on loopback:
 * POST /acquire gives an idle process's new app on a freshly restored demo database, /session
 * a token pair from it, /release gives it back. A process is started only when every one
 * started so far is lent out, so a run starts as many as files run at once (its workers), not
 * one per file: a process costs seconds of CPU to start, a new app on a restored database a
 * fraction of one.
 */
const MAIN = join(dirname(fileURLToPath(import.meta.url)), "api-server-main.ts");
const ANSWER_TIMEOUT_MS = 60_000;

interface PooledServer {
  readonly id: number;
  ask(request: PoolRequest): Promise<unknown>;
  /** Ends the process (it closes its app when the channel closes). */
  stop(): Promise<void>;
}

function spawnServer(id: number, snapshot: string): Promise<PooledServer> {
  const child: ChildProcess = fork(MAIN, [], {
    env: {
      PATH: process.env.PATH ?? "",
      // The compiled code the previous processes left on disk (vitest.config.ts), when set.
      ...(process.env.NODE_COMPILE_CACHE
        ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE }
        : {}),
      // The run's clock (tests/harness/test-clock.ts): a run pinned to a date pins these too.
      ...(process.env[CLOCK_OFFSET_VARIABLE]
        ? { [CLOCK_OFFSET_VARIABLE]: process.env[CLOCK_OFFSET_VARIABLE] }
        : {}),
      DATABASE_URL: "memory://",
      CONDUIT_TEST_SNAPSHOT: snapshot,
      CONDUIT_PORTAL_DIR: "",
      CONDUIT_DEV_MAILBOX: "on",
      CONDUIT_DEMO_PROVISIONING: "on",
    },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString("utf8");
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let seq = 0;
  const wait = (number: number) =>
    new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(number);
        reject(new Error(`API server ${id} did not answer in time:\n${output}`));
      }, ANSWER_TIMEOUT_MS);
      waiting.set(number, {
        resolve(value) {
          clearTimeout(timer);
          resolve(value);
        },
        reject(error) {
          clearTimeout(timer);
          reject(error);
        },
      });
    });
  child.on("message", ({ seq: answered, answer }: { seq: number; answer: PoolAnswer }) => {
    const waiter = waiting.get(answered);
    waiting.delete(answered);
    if (answer.ok) waiter?.resolve(answer.value);
    else waiter?.reject(new Error(`API server ${id}: ${answer.error}`));
  });
  child.once("exit", (code, signal) => {
    for (const waiter of waiting.values()) {
      waiter.reject(new Error(`API server ${id} exited (${code ?? signal}):\n${output}`));
    }
    waiting.clear();
  });
  const server: PooledServer = {
    id,
    ask(request) {
      seq += 1;
      const answer = wait(seq);
      child.send({ seq, request });
      return answer;
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.disconnect();
      }),
  };
  // seq 0: the process has loaded its modules and listens for requests.
  return wait(0).then(() => server);
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = "";
  for await (const chunk of request) text += String(chunk);
  return text === "" ? {} : (JSON.parse(text) as Record<string, unknown>);
}

interface RunningPool {
  readonly url: string;
  stop(): Promise<void>;
}

/** The pool's HTTP interface on a free loopback port, and its processes started on demand. */
async function startPool(): Promise<RunningPool> {
  const started: PooledServer[] = [];
  const idle: PooledServer[] = [];
  const lent = new Map<number, PooledServer>();
  let spawned = 0;

  const lentServer = (id: unknown) => {
    const server = lent.get(Number(id));
    if (server === undefined) throw new Error(`API server ${String(id)} is not lent`);
    return server;
  };

  const routes: Record<string, (input: Record<string, unknown>) => Promise<unknown>> = {
    async "/acquire"(input) {
      let server = idle.pop();
      if (server === undefined) {
        // Numbered before the await: two files may ask at once.
        spawned += 1;
        server = await spawnServer(spawned, String(input.snapshot));
        started.push(server);
      }
      lent.set(server.id, server);
      const url = await server.ask({
        type: "open",
        env: (input.env ?? {}) as Record<string, string>,
      });
      return { id: server.id, url };
    },
    async "/session"(input) {
      return lentServer(input.id).ask({ type: "session", email: String(input.email) });
    },
    async "/release"(input) {
      const server = lentServer(input.id);
      lent.delete(server.id);
      await server.ask({ type: "close" });
      idle.push(server);
      return {};
    },
  };

  const pool = createServer((request, response) => {
    const route = routes[request.url ?? ""];
    void readJson(request)
      .then((input) => {
        if (route === undefined) throw new Error(`no route ${request.url}`);
        return route(input);
      })
      .then(
        (result) => {
          response.writeHead(200, { "content-type": "application/json" });
          response.end(JSON.stringify(result));
        },
        (error: unknown) => {
          response.writeHead(500, { "content-type": "text/plain" });
          response.end(error instanceof Error ? (error.stack ?? error.message) : String(error));
        },
      );
  });
  await new Promise<void>((resolve) => pool.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(pool.address() as AddressInfo).port}`,
    async stop() {
      pool.close();
      await Promise.all(started.map((server) => server.stop()));
    },
  };
}

/** One pool for the run, whichever UI projects (ui, ui-isolated) ask: their files lend it. */
interface SharedPool {
  users: number;
  pool: Promise<RunningPool>;
}
const KEY = Symbol.for("conduit.real-server-pool");
const registry = globalThis as typeof globalThis & { [KEY]?: SharedPool };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  registry[KEY] ??= { users: 0, pool: startPool() };
  const shared = registry[KEY];
  shared.users += 1;
  project.provide("realServerPool", (await shared.pool).url);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    registry[KEY] = undefined;
    await (await shared.pool).stop();
  };
}
