import { type ChildProcess, spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";

/**
 * The real API server (started as server/src/main.ts starts it, by api-server-main.ts) on an
 * in-memory database of its own with the demo data (a copy of the test run's seeded snapshot,
 * tests/server/harness/snapshot-setup.ts), in a child process on an ephemeral port. The
 * adapter tests run in a DOM environment where the server's own modules do not load, so they
 * talk to it over HTTP like the browser does.
 */

export interface ApiServer {
  /** e.g. "http://127.0.0.1:41234"; the API is under /v2. */
  readonly url: string;
  close(): Promise<void>;
}

// A string URL: the DOM environment's URL class is not the one node:url accepts.
const MAIN = join(dirname(fileURLToPath(import.meta.url)), "api-server-main.ts");
const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;
const START_TIMEOUT_MS = 60_000;

function pgliteSeeded(): string {
  const snapshot = inject("databaseSnapshots").pglite;
  if (snapshot === null) throw new Error("this test project has no PGlite snapshot");
  return snapshot.seeded;
}

export async function startApiServer(env: Record<string, string> = {}): Promise<ApiServer> {
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? "",
      // The compiled code the previous servers left on disk (vitest.config.ts), when set.
      ...(process.env.NODE_COMPILE_CACHE
        ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE }
        : {}),
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: "memory://",
      CONDUIT_TEST_SNAPSHOT: pgliteSeeded(),
      CONDUIT_PORTAL_DIR: "",
      CONDUIT_DEV_MAILBOX: "on",
      CONDUIT_JWT_SECRET: "adapter-tests-secret-of-at-least-thirty-two-characters",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Should the test run end without afterAll (a crash), the server goes with it.
  const stopWithTests = () => child.kill("SIGTERM");
  process.once("exit", stopWithTests);
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the API server did not start:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = LISTENING.exec(output);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the API server exited (${code}):\n${output}`));
    });
  });
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) {
          process.removeListener("exit", stopWithTests);
          resolve();
          return;
        }
        process.removeListener("exit", stopWithTests);
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
