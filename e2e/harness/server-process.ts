import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { seededSnapshotIn } from "./database-snapshots.ts";

/**
 * A second API server for the tests that need one of their own: a server in maintenance
 * mode, a server that is stopped and started again. It serves the portal build that
 * `npm start` made for the main e2e server (dist/), on a fresh in-memory copy of the run's
 * seeded database (e2e/harness/web-server.ts).
 */

const repositoryRoot = fileURLToPath(new URL("../..", import.meta.url));

/** A port nothing listens on right now, on the loopback interface. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  await once(probe, "close");
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

export interface ServerOptions {
  /** Default: a free port. */
  readonly port?: number;
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** Extra environment (CONDUIT_MAINTENANCE, CONDUIT_ANALYTICS_ID...). */
  readonly env?: Readonly<Record<string, string>>;
  /**
   * The script to run, from the repository's root. Default tests/server/harness/server-main.ts:
   * server/src/main.ts's server, hashing passwords at the tests' cost.
   */
  readonly entry?: string;
}

export interface RunningServer {
  readonly port: number;
  readonly origin: string;
  /**
   * The folder of its uploads: one the harness made and deletes once the process has gone
   * (the server deletes its own throwaway folder only when it stops cleanly, and these are
   * killed), or the CONDUIT_UPLOAD_DIR the caller gave, which is left alone.
   */
  readonly uploadDir: string;
  /** Ends the process (SIGKILL: gone at once, the way a crash or an outage looks). */
  kill(): Promise<void>;
  /**
   * Sends `signal` (SIGTERM: an orchestrator stopping it) and answers how the process ended,
   * once it has (the graceful-shutdown test).
   */
  stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const STARTUP_TIMEOUT_MS = 60_000;

/**
 * The timeout of a hook or test that starts a server of its own: `startServer` waits up to a
 * minute for it, longer than a test's 30 s. A server that seeded its own database took 10 s
 * of CPU alone and over 30 s beside three workers in a fresh clone's CI run (2026-11-27,
 * before the compile cache was warm); on a copy of the run's snapshot it takes about a second,
 * but a busy machine can still stretch that past a test's timeout.
 */
export const WITH_SERVER_START_TIMEOUT_MS = STARTUP_TIMEOUT_MS + 30_000;

async function answers(origin: string): Promise<boolean> {
  try {
    // Any HTTP answer counts: a server in maintenance answers /v2/info with 503.
    await fetch(`${origin}/v2/info`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Every server process this test process started and that has not exited. A hook that times
 * out while its server starts never gets the handle to kill it (a fresh clone's CI run left
 * one running after the run, 2026-11-27): whatever is left goes when the worker exits.
 */
const running = new Set<ChildProcess>();
/** The uploads folders the harness made, by the process that uses each. */
const ownUploads = new Map<ChildProcess, string>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
  for (const folder of ownUploads.values()) rmSync(folder, { recursive: true, force: true });
});

/** Deletes the uploads folder the harness made for `child`, once it has exited. */
function removeOwnUploads(child: ChildProcess): void {
  const folder = ownUploads.get(child);
  if (folder === undefined) return;
  ownUploads.delete(child);
  rmSync(folder, { recursive: true, force: true });
}

async function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGKILL");
  await exited;
}

/** Starts the test server process (or `entry`) and waits until it answers. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const host = options.host ?? "127.0.0.1";
  const origin = `http://${host}:${port}`;
  let output = "";
  const givenUploads = options.env?.CONDUIT_UPLOAD_DIR;
  const uploadDir = givenUploads ?? mkdtempSync(join(tmpdir(), "conduit-e2e-uploads-"));
  const child = spawn(process.execPath, [options.entry ?? "tests/server/harness/server-main.ts"], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: host,
      DATABASE_URL: "memory://",
      // A copy of the run's seeded database (web-server.ts), when the run made one and the
      // caller names no database of its own (the reliability suite's servers do).
      ...(process.env.E2E_DATABASE_SNAPSHOTS && options.env?.DATABASE_URL === undefined
        ? { TEST_DATABASE_SNAPSHOT: seededSnapshotIn(process.env.E2E_DATABASE_SNAPSHOTS) }
        : {}),
      CONDUIT_LOG: "off",
      CONDUIT_UPLOAD_DIR: uploadDir,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  if (givenUploads === undefined) ownUploads.set(child, uploadDir);
  child.once("exit", () => {
    running.delete(child);
    removeOwnUploads(child);
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (!(await answers(origin))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopped(child);
      throw new Error(`the server on ${origin} did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, "exit");
      child.kill(signal);
      await exited;
    }
    return { code: child.exitCode, signal: child.signalCode };
  };
  return { port, origin, uploadDir, kill: () => stopped(child), stop };
}
